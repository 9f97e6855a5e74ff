/** docs/validation.md explains every problem code validation and extraction can report. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES } from '../../../actions/lib/pipeline/validation/codes.js';
import { PROJECT_ROOT } from '../../helpers/paths.js';

describe('docs/validation.md', () => {
  it('has a row for every problem code', async () => {
    const doc = await readFile(join(PROJECT_ROOT, 'docs', 'validation.md'), 'utf8');
    const codes = doc.slice(doc.indexOf('\n## Problem codes'));
    const documented = [...codes.matchAll(/^\| `([a-z]+\.[a-z_]+)` \|/gm)].map((m) => m[1]);
    expect(documented).toEqual([
      ...VALIDATION_CODES,
      'text.page_unreadable',
      'pdf.page_too_complex',
      'ocr.language_without_model',
    ]);
  });

  it('lists only codes the code can produce', async () => {
    const sources = await Promise.all(
      ['inspect.ts', 'image.ts'].map((f) =>
        readFile(join(PROJECT_ROOT, 'actions', 'lib', 'pipeline', 'validation', f), 'utf8'),
      ),
    );
    const used = new Set(
      sources
        .join('\n')
        .match(/'(?:file|pdf|image)\.[a-z_]+'/g)
        ?.map((s) => s.slice(1, -1)),
    );
    expect([...used].sort()).toEqual([...VALIDATION_CODES].sort());
  });
});
