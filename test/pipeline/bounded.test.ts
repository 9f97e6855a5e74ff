/**
 * Reading under limits: a file read in a process of its own gives the same reading as in this process;
 * one that takes too long, or that expands into more memory than allowed (a compression bomb made here),
 * is stopped and becomes an invalid upload with its code and hint, in seconds, while this process goes on.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type DirhubConfig } from '../../actions/lib/core/config.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { boundedReader, READ_CHILD_ENV } from '../../actions/lib/pipeline/bounded.js';
import { readInProcess } from '../../actions/lib/pipeline/read-file.js';
import { ORDER_ON_MOTION_TO_DISMISS, SCHEDULING_ORDER } from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { scanPdf } from '../../scripts/demo/scanner.js';
import { contentStreamBomb } from '../helpers/hostile/corpus.js';
import { PROJECT_ROOT } from '../helpers/paths.js';

let config: DirhubConfig;
const metadata = new TextEncoder().encode(
  JSON.stringify({
    title: 'A filing',
    date: '2022-04-11',
    source: 'U.S. District Court, District of Maine',
    relevance: 'high',
  }),
);

beforeAll(async () => {
  config = await loadConfig(PROJECT_ROOT);
});

describe('reading an upload in a process of its own', () => {
  it('gives the same reading as in this process', async () => {
    const pdf = await textToPdf(ORDER_ON_MOTION_TO_DISMISS.text);
    const here = await readInProcess({ name: 'order.pdf', file: pdf }, { config, cache: null });
    const there = await boundedReader()({ name: 'order.pdf', file: pdf }, { config, cache: null });
    if (!('facts' in here) || !('facts' in there)) throw new Error('no reading');
    expect(there.facts).toEqual(here.facts);
    expect(there.problems).toEqual(here.problems);
    expect(await there.text()).toEqual(await here.text());
  });

  it("keeps the caller's tokens out of the reading process: it gets an allow-listed environment", async () => {
    // A reading process that says which variables it was given (a parser an attacker took over sees as much).
    const dir = mkdtempSync(join(tmpdir(), 'dirhub-read-env-'));
    const child = join(dir, 'child.cjs');
    writeFileSync(
      child,
      "process.on('message', () => process.send({ kind: 'failed', message: Object.keys(process.env).sort().join(' ') }));",
    );
    // What an action's process holds on a runner: its inputs (the App token), the runtime's token.
    const secrets = {
      INPUT_TOKEN: 'ghs_app',
      ACTIONS_RUNTIME_TOKEN: 'runtime',
      GITHUB_TOKEN: 'ghs_job',
      GH_TOKEN: 'ghs_job',
    };
    Object.assign(process.env, secrets);
    try {
      const read = await boundedReader({ childScript: child })(
        { name: 'x.pdf', file: new Uint8Array([37]) },
        { config, cache: null },
      );
      const given = JSON.stringify(read)
        .match(/dirhub could not finish reading x\.pdf: ([^"]*)\./)![1]!
        .split(' ');
      for (const name of Object.keys(secrets)) expect(given).not.toContain(name);
      expect(given).toContain('DIRHUB_READ_CHILD');
      expect(given.every((n) => n === 'DIRHUB_READ_CHILD' || (READ_CHILD_ENV as readonly string[]).includes(n))).toBe(
        true,
      );
    } finally {
      for (const name of Object.keys(secrets)) delete process.env[name];
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops a file that would outlast the run’s budget for all its files: invalid with limits.run_time', async () => {
    const scan = await scanPdf(await textToPdf(SCHEDULING_ORDER.text), {
      dpi: 150,
      skewDegrees: 0.5,
      speckle: 0,
      seed: 5,
    });
    // The file's own limit is generous; the run has one second left of a five-minute budget.
    const reader = boundedReader({ deadline: { at: Date.now() + 1000, budget_seconds: 300 } });
    const result = await analyzeUpload(
      { name: 'scan.pdf', file: scan, metadata, metadataName: 'scan.json' },
      { root: null, config, cache: null, reader },
    );
    expect(result.status).toBe('invalid');
    expect(result.errors.map((e) => e.code)).toEqual(['limits.run_time']);
    expect(result.errors[0]!.message).toBe(
      'Reading scan.pdf would outlast the time this run has for all its files (5 min), and was stopped.',
    );
  });

  it('stops a reading that takes longer than its limit: the upload is invalid with limits.read_time', async () => {
    const scan = await scanPdf(await textToPdf(SCHEDULING_ORDER.text), {
      dpi: 150,
      skewDegrees: 0.5,
      speckle: 0,
      seed: 5,
    });
    const tight = { ...config, limits: { ...config.limits, read_seconds: 0.5, read_seconds_per_page: 0 } };
    const started = Date.now();
    const result = await analyzeUpload(
      { name: 'scan.pdf', file: scan, metadata, metadataName: 'scan.json' },
      { root: null, config: tight, cache: null, reader: boundedReader() },
    );
    expect(result.status).toBe('invalid');
    expect(result.errors.map((e) => e.code)).toEqual(['limits.read_time']);
    expect(result.errors[0]!.message).toBe(
      'Reading scan.pdf took longer than 1 s, the limit for a file of its size, and was stopped.',
    );
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('stops a compression bomb at the memory limit: the upload is invalid with limits.read_memory', async () => {
    const bomb = contentStreamBomb(600);
    expect(bomb.byteLength).toBeLessThan(config.limits.max_file_bytes);
    // Validation measures streams before reading and would refuse this one; lifted here, the memory limit must hold alone.
    const capped = {
      ...config,
      limits: { ...config.limits, read_memory_mb: 384, max_stream_bytes: 2 ** 40, max_inflated_bytes: 2 ** 40 },
    };
    const result = await analyzeUpload(
      { name: 'bomb.pdf', file: bomb, metadata, metadataName: 'bomb.json' },
      { root: null, config: capped, cache: null, reader: boundedReader() },
    );
    expect(result.status).toBe('invalid');
    expect(result.errors.map((e) => e.code)).toEqual(['limits.read_memory']);
    expect(result.errors[0]!.hint).toContain('limits.read_memory_mb');
  }, 120_000);
});
