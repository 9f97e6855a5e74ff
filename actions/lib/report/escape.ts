/**
 * Contributor-supplied text is echoed into PR comments, job summaries and issues. It must show as plain
 * text: no HTML, no markdown structure, no @mentions that notify people, no #123 / GH-123 cross-links,
 * no links made of URLs, `www.` names or bare domain names.
 */

// The punctuation that starts markup inline in GitHub-flavoured markdown: emphasis, code, links and
// images, HTML tags and entities, tables, strikethrough. A backslash makes each one literal.
const MARKDOWN_SPECIALS = /[\\`*_[\]<>!|~&]/g;
const ZERO_WIDTH_JOINER = '\u200d';
const FILE_EXTENSIONS = 'pdf|json|png|jpe?g|tiff?|gif|webp|txt|ya?ml';
const DOMAIN_DOT = new RegExp(
  `\\b([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\\.(?!(?:${FILE_EXTENSIONS})(?![a-z0-9]))(?=[a-z]{2,63}(?![a-z0-9]))`,
  'gi',
);

/** Escapes a string for inline use in GitHub-flavoured markdown (tables included). */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/\r?\n|\r/g, ' ')
      .replace(MARKDOWN_SPECIALS, (c) => `\\${c}`)
      // @user and @org/team notify people; a zero-width joiner keeps the text readable but inert.
      .replace(/@(?=[A-Za-z0-9])/g, `@${ZERO_WIDTH_JOINER}`)
      // #123 and GH-123 link to issues and pull requests.
      .replace(/(#|\bGH-)(?=\d)/gi, `$1${ZERO_WIDTH_JOINER}`)
      // Bare URLs autolink; keep them visible but not clickable.
      .replace(/:\/\//g, `:${ZERO_WIDTH_JOINER}//`)
      // So do `www.` names (GitHub's extended autolinks), and bare domain names in the e-mails GitHub
      // sends and in most mail clients: a joiner before each dot that starts a name's next label. File
      // names of the kinds the archive takes keep their dot, so a name in the report stays copyable.
      .replace(DOMAIN_DOT, `$1${ZERO_WIDTH_JOINER}.`)
  );
}

/** Escapes text for an inline code span: it cannot break out of the backticks or the table cell. */
export function codeSpan(text: string): string {
  const clean = text.replace(/\r?\n|\r/g, ' ').replace(/\|/g, '¦');
  const longest = Math.max(0, ...Array.from(clean.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
}

/** Shortens long text for tables and titles, on a character boundary. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
