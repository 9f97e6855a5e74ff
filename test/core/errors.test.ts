/** dirhub's own exceptions share one base: a code to recognise them by, a message and a hint. */
import { describe, expect, it } from 'vitest';
import { DirhubError } from '../../actions/lib/core/errors.js';
import { GovernanceError } from '../../actions/lib/github/governance.js';
import { PdfTimeoutError } from '../../actions/lib/pipeline/processing/pdf-session.js';
import { UsageError } from '../../scripts/command.js';
import { SiteSettingError } from '../../site/generator/settings.js';
import { problem } from '../../actions/lib/core/problem.js';

describe('DirhubError', () => {
  it('carries a code, a message and a hint, and is named after its class', () => {
    const err = new DirhubError('test.code', 'Something is wrong.', 'Fix it like this.');
    expect([err.code, err.message, err.hint, err.name]).toEqual([
      'test.code',
      'Something is wrong.',
      'Fix it like this.',
      'DirhubError',
    ]);
    expect(err).toBeInstanceOf(Error);
  });

  it('is the base of every error class of the product, each with its own code', () => {
    const errors = [
      new GovernanceError([
        problem('roles.missing', '.github/dirhub-roles.json does not exist.', 'Create it.'),
        problem('roles.bot', 'No bot.', 'Name the App.'),
      ]),
      new UsageError('give exactly one FILE to analyze'),
      new SiteSettingError('site.out_not_ours', 'out is not empty.', 'Choose an empty folder.'),
      new PdfTimeoutError(2500),
    ];
    expect(errors.map((e) => [e instanceof DirhubError, e.name, e.code, e.message, e.hint])).toEqual([
      [
        true,
        'GovernanceError',
        'roles.invalid',
        '.github/dirhub-roles.json does not exist. No bot.',
        'Create it. Name the App.',
      ],
      [
        true,
        'UsageError',
        'cli.usage',
        'give exactly one FILE to analyze',
        "The command's usage follows; `dirhub help` lists every command.",
      ],
      [true, 'SiteSettingError', 'site.out_not_ours', 'out is not empty.', 'Choose an empty folder.'],
      [
        true,
        'PdfTimeoutError',
        'pdf.timeout',
        'PDF processing did not finish within 2.5 s',
        'Print it to a new PDF ("Print → Save as PDF") and use that copy; split a very large document into parts.',
      ],
    ]);
  });
});
