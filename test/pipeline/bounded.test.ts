/**
 * Reading under limits: a file read in a process of its own gives the same reading as in this process;
 * one that takes too long, or that expands into more memory than allowed (a compression bomb made here),
 * is stopped and becomes an invalid upload with its code and hint, in seconds, while this process goes on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type DirhubConfig } from '../../actions/lib/core/config.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { boundedReader } from '../../actions/lib/pipeline/bounded.js';
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
