/** `dirhub analyze FILE --json`: the stable shape other tools rely on, and its exit codes. */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { corpusFile, DIRHUB_BIN, itWithCorpus, PROJECT_ROOT } from '../helpers/paths.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'dirhub-analyze-cli-'));
const env = { ...process.env, DIRHUB_CACHE_DIR: join(dir, 'cache') };

async function analyze(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [DIRHUB_BIN, 'analyze', ...args], {
      cwd: PROJECT_ROOT,
      env,
      maxBuffer: 32 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('dirhub analyze', () => {
  it('on a file without metadata, says how to give it on the command line', async () => {
    const pdf = join(dir, 'order-without-metadata.pdf');
    writeFileSync(
      pdf,
      await textToPdf('UNITED STATES DISTRICT COURT. ORDER. The motion to dismiss is granted. SO ORDERED.'),
    );
    const r = await analyze(pdf, '--json', '--quiet');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { status: string; errors: { code: string; hint: string }[] };
    expect(out.status).toBe('invalid');
    const missing = out.errors.find((e) => e.code === 'upload.metadata_missing')!;
    expect(missing.hint).toMatch(
      /^Pass it with --metadata FILE, or put order-without-metadata\.json beside order-without-metadata\.pdf\. Add uploads\/order-without-metadata\.json with/,
    );
  });

  itWithCorpus(
    'prints one JSON object with the documented fields and exits 0 on acceptance',
    'real court filings through dirhub analyze',
    async () => {
      const meta = join(dir, 'jagels.json');
      writeFileSync(
        meta,
        JSON.stringify({
          title: 'Jagels v. State',
          date: '2021-01-19',
          source: 'Missouri Court of Appeals',
          relevance: 'medium',
        }),
      );
      const r = await analyze(corpusFile('court', 'missouri.pdf'), '--metadata', meta, '--json');
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout);
      for (const key of [
        'status',
        'relevance',
        'errors',
        'pages',
        'ocr_pages',
        'text',
        'summary',
        'category',
        'entities',
        'dates',
        'tags',
        'pii',
      ]) {
        expect(out).toHaveProperty(key);
      }
      expect(out.status).toBe('accepted');
      expect(out.pages).toBe(5);
      expect(out.ocr_pages).toEqual([]);
      expect(out.errors).toEqual([]);
      expect(out.text).toContain('NICHOLE MARIE JAGELS');
      expect(out.category.value).toBe('legal');
      expect(r.stderr).toContain('scoring relevance');
    },
  );

  itWithCorpus(
    'reaches a decision on an empty file: invalid, with the reason, exit 0',
    'real court filings through dirhub analyze',
    async () => {
      const r = await analyze(corpusFile('court', 'empty.pdf'), '--json', '--quiet');
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(out.status).toBe('invalid');
      expect(out.relevance).toBeNull();
      expect(out.errors.map((e: { code: string }) => e.code)).toEqual(['file.empty', 'upload.metadata_missing']);
      for (const e of out.errors)
        expect(Object.keys(e).sort()).toEqual(expect.arrayContaining(['code', 'hint', 'message']));
      expect(r.stderr).toBe('');
    },
  );

  it('is a usage error, exit 2, when the file does not exist', async () => {
    const r = await analyze(join(dir, 'nope.pdf'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no such file');
  });

  itWithCorpus(
    'prints the decision report as markdown without --json',
    'real court filings through dirhub analyze',
    async () => {
      const r = await analyze(
        corpusFile('pdf-variety', '005-libreoffice-writer-password_libreoffice-writer-password.pdf'),
        '--quiet',
      );
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(
        /^### ⚠️ Cannot be processed: `005-libreoffice-writer-password_libreoffice-writer-password\.pdf` — not scored/,
      );
      expect(r.stdout).toContain('password');
    },
  );
});
