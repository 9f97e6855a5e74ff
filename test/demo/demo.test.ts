/**
 * `npm start`'s demo, end to end: a new repository, twelve local pull requests with real documents,
 * each decided by the real intake (OCR included), with the outcome a reader of the table expects.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleGit } from 'simple-git';
import { describe, expect, it } from 'vitest';
import { CORPUS, DIRHUB_BIN } from '../helpers/paths.js';

describe('dirhub demo', () => {
  it('builds an archive from real submissions and decides each one', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'dirhub-demo-')), 'archive');
    const cacheDir = mkdtempSync(join(tmpdir(), 'dirhub-demo-cache-'));
    // Asynchronous, so the test worker stays responsive while the demo runs OCR for a minute or two.
    const run = await promisify(execFile)(process.execPath, [DIRHUB_BIN, 'demo', '--dir', dir, '--corpus', CORPUS, '--json'], {
      encoding: 'utf8',
      env: { ...process.env, DIRHUB_CACHE_DIR: cacheDir },
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.stderr).toContain('[12/12] upload/ca5-opinion-and-workflow-edit');
    const result = JSON.parse(run.stdout) as {
      outcomes: { branch: string; plan: { action: string; uploads: { state: string; document_id: string | null; reasons: { code: string; message: string }[] }[] } }[];
    };
    const actions = Object.fromEntries(result.outcomes.map((o) => [o.branch, `${o.plan.action}/${o.plan.uploads[0]!.state}`]));
    expect(actions).toEqual({
      'upload/ca1-calvary-chapel-v-mills': 'merge/accepted',
      'upload/missouri-jagels': 'merge/accepted',
      'upload/cacd-experian-injunction': 'merge/accepted',
      'upload/ca2-nfl-docketing-notice': 'merge/accepted',
      'upload/scan-ca3-mielo-letter': 'merge/accepted',
      'upload/ca10-liebowitz-order': 'merge/accepted',
      'upload/sotu-2001': 'close/rejected',
      'upload/sotu-1962': 'close/rejected',
      'upload/nfl-notice-again': 'close/invalid',
      'upload/liebowitz-order-rescanned': 'close/rejected',
      'upload/cafc-entry-of-appearance': 'close/invalid',
      'upload/ca5-opinion-and-workflow-edit': 'needs_review/needs_review',
    });

    // The second scan is recognised by its text, with the id of the document it resembles.
    const rescan = result.outcomes.find((o) => o.branch === 'upload/liebowitz-order-rescanned')!.plan.uploads[0]!;
    const scannedFirst = result.outcomes.find((o) => o.branch === 'upload/ca10-liebowitz-order')!.plan.uploads[0]!.document_id!;
    const near = rescan.reasons.find((r) => r.code === 'duplicate.near')!;
    expect(near.message).toContain(scannedFirst);

    // Six documents archived, each with its record and its text; uploads/ is empty again.
    const shards = readdirSync(join(dir, 'archive', 'documents'));
    const docs = shards.flatMap((s) => readdirSync(join(dir, 'archive', 'documents', s)));
    expect(docs).toHaveLength(6);
    expect(readdirSync(join(dir, 'uploads')).filter((f) => f !== '.gitkeep')).toEqual([]);
    const scanned = result.outcomes.find((o) => o.branch === 'upload/ca10-liebowitz-order')!.plan.uploads[0]!.document_id!;
    const record = JSON.parse(readFileSync(join(dir, 'archive', 'documents', scanned.slice(0, 2), scanned, 'record.json'), 'utf8'));
    expect(record.text.ocr_pages).toEqual([1]);
    const page1 = readFileSync(join(dir, 'archive', 'documents', scanned.slice(0, 2), scanned, 'text', '0001.txt'), 'utf8');
    expect(page1).toContain('Liebowitz');

    // Closed branches are gone; merged ones and the one left for review stay; every decision is in the log.
    const branches = (await simpleGit(dir).branchLocal()).all;
    const expected = ['main', ...Object.entries(actions).filter(([, a]) => !a.startsWith('close/')).map(([b]) => b)];
    expect(branches.sort()).toEqual(expected.sort());
    expect(existsSync(join(dir, 'archive', 'decisions'))).toBe(true);
  }, 900_000);
});
