import { describe, expect, it } from 'vitest';
import { codeSpan, escapeMarkdown, truncate } from '../../actions/lib/report/escape.js';

const ZWJ = '\u200d';

describe('escaping contributor text for GitHub markdown', () => {
  it('neutralises HTML, links, emphasis and tables', () => {
    expect(escapeMarkdown('<script>alert(1)</script>')).toBe('\\<script\\>alert(1)\\</script\\>');
    expect(escapeMarkdown('[click](https://evil.example) ![x](y)')).toBe(
      `\\[click\\](https:${ZWJ}//evil${ZWJ}.example) \\!\\[x\\](y)`,
    );
    expect(escapeMarkdown('**bold** _it_ ~~s~~ `c` a|b &amp;')).toBe(
      '\\*\\*bold\\*\\* \\_it\\_ \\~\\~s\\~\\~ \\`c\\` a\\|b \\&amp;',
    );
  });

  it('keeps mentions and issue references from notifying or linking', () => {
    expect(escapeMarkdown('cc @octocat and @github/security, see #12 and GH-7')).toBe(
      `cc @${ZWJ}octocat and @${ZWJ}github/security, see #${ZWJ}12 and GH-${ZWJ}7`,
    );
    expect(escapeMarkdown('mail me at a@b.org')).toBe(`mail me at a@${ZWJ}b${ZWJ}.org`);
  });

  it('keeps www. names and bare domain names from becoming links, and leaves abbreviations alone', () => {
    expect(escapeMarkdown('see www.evil.example or Evil-Site.COM/login')).toBe(
      `see www${ZWJ}.evil${ZWJ}.example or Evil-Site${ZWJ}.COM/login`,
    );
    expect(escapeMarkdown('U.S.C. § 1983, e.g. No. 5, i.e. Inc., Doc. 12')).toBe(
      'U.S.C. § 1983, e.g. No. 5, i.e. Inc., Doc. 12',
    );
    expect(escapeMarkdown('uploads/order.pdf and order.json, scan.JPEG')).toBe(
      'uploads/order.pdf and order.json, scan.JPEG',
    );
  });

  it('folds line breaks so text cannot start a heading or a list', () => {
    expect(escapeMarkdown('title\n# Heading\r\n- item')).toBe('title # Heading - item');
  });

  it('leaves ordinary prose readable', () => {
    expect(escapeMarkdown('Order granting motion (Doc. 12), filed 08/05/16.')).toBe(
      'Order granting motion (Doc. 12), filed 08/05/16.',
    );
  });

  it('builds code spans that backticks cannot break out of', () => {
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('`x`')).toBe('`` `x` ``');
    expect(codeSpan('a|b\nc')).toBe('`a¦b c`');
  });

  it('truncates on characters, not bytes', () => {
    expect(truncate('ééééé', 3)).toBe('éé…');
    expect(truncate('abc', 3)).toBe('abc');
  });
});
