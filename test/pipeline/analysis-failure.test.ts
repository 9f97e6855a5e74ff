/**
 * Each upload fails alone: an OCR engine that dies while reading a scan turns that upload into an
 * `invalid` decision with the error's words; the born-digital upload beside it is still judged on its
 * merits, and the branch that holds both is decided and logged rather than left half done.
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleGit } from 'simple-git';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDecisionLog } from '../../actions/lib/archive/decisions-log.js';
import { loadConfig, type DirhubConfig } from '../../actions/lib/core/config.js';
import { runIntake } from '../../actions/lib/intake/run.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import type { OcrEngine } from '../../actions/lib/pipeline/processing/ocr.js';
import { ORDER_ON_MOTION_TO_DISMISS, SCHEDULING_ORDER } from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { scanPdf } from '../../scripts/demo/scanner.js';
import { PROJECT_ROOT } from '../helpers/paths.js';

/** An OCR engine whose worker has died: every page it is given fails. */
const deadEngine: OcrEngine = {
  recognize: () => Promise.reject(new Error('OCR worker exited with code 134')),
  close: () => Promise.resolve(),
};

const metadata = (title: string) =>
  new TextEncoder().encode(
    JSON.stringify({ title, date: '2022-04-11', source: 'U.S. District Court, District of Maine', relevance: 'high' }),
  );

let config: DirhubConfig;
let born: Uint8Array;
let scan: Uint8Array;
let dir: string;

beforeAll(async () => {
  config = await loadConfig(PROJECT_ROOT);
  born = await textToPdf(ORDER_ON_MOTION_TO_DISMISS.text);
  scan = await scanPdf(await textToPdf(SCHEDULING_ORDER.text), { dpi: 150, skewDegrees: 0.5, speckle: 0, seed: 3 });
  dir = await mkdtemp(join(tmpdir(), 'dirhub-analysis-failure-'));
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('an analysis that throws', () => {
  it("becomes the upload's invalid decision, with the error and what to do", async () => {
    const result = await analyzeUpload(
      { name: 'scan.pdf', file: scan, metadata: metadata('Scheduling order'), metadataName: 'scan.json' },
      { root: null, config, cache: null, ocrEngine: deadEngine },
    );
    expect(result.status).toBe('invalid');
    expect(result.errors.map((e) => [e.code, e.severity])).toEqual([['upload.analysis_failed', 'error']]);
    expect(result.errors[0]!.message).toBe(
      'dirhub could not finish reading scan.pdf: OCR worker exited with code 134.',
    );
    expect(result.errors[0]!.hint).toContain('/dirhub rerun');
    expect(result.metadata?.title).toBe('Scheduling order');
  });

  it('leaves the other uploads of the branch judged on their merits, and decides and logs the branch', async () => {
    const root = join(dir, 'repo');
    await mkdir(join(root, 'uploads'), { recursive: true });
    const git = simpleGit({ baseDir: root });
    await git.init(['-q', '-b', 'main']);
    await copyFile(join(PROJECT_ROOT, 'dirhub.config.json'), join(root, 'dirhub.config.json'));
    await writeFile(join(root, '.gitignore'), '.dirhub-cache/\n');
    await git.add(['-A']);
    await git.raw(['-c', 'user.name=M', '-c', 'user.email=m@example.org', 'commit', '-q', '-m', 'Start']);
    await git.checkout(['-q', '-b', 'upload/two', 'main']);
    await writeFile(join(root, 'uploads', 'order.pdf'), born);
    await writeFile(join(root, 'uploads', 'order.json'), metadata('Harlow v. Northfield Grain Cooperative — order'));
    await writeFile(join(root, 'uploads', 'scan.pdf'), scan);
    await writeFile(join(root, 'uploads', 'scan.json'), metadata('Pell v. Granite State Mutual — scheduling order'));
    await git.add(['-A']);
    await git.raw(['-c', 'user.name=C', '-c', 'user.email=c@example.org', 'commit', '-q', '-m', 'Two uploads']);
    await git.checkout(['-q', 'main']);

    const run = await runIntake({
      root,
      config,
      analyzer: (upload, ctx) => analyzeUpload(upload, { ...ctx, ocrEngine: deadEngine }),
    });
    const outcome = run.outcomes[0]!;
    expect(outcome.problem).toBeNull();
    expect(outcome.plan?.action).toBe('close');
    expect(outcome.plan?.uploads.map((u) => [u.name, u.state, u.analysis_status, u.reasons[0]?.code])).toEqual([
      ['order', 'rejected', 'accepted', 'intake.batch.sibling_rejected'],
      ['scan', 'invalid', 'invalid', 'upload.analysis_failed'],
    ]);
    const log = await readDecisionLog(root);
    expect(log.entries.map((e) => e.state).sort()).toEqual(['invalid', 'rejected']);
  });
});
