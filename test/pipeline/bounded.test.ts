/**
 * Reading under limits: a file read in a process of its own gives the same reading as in this process;
 * one that takes too long, or that expands into more memory than allowed (a compression bomb made here),
 * is stopped and becomes an invalid upload with its code and hint, in seconds, while this process goes on.
 */
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type DirhubConfig } from '../../actions/lib/core/config.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { boundedReader } from '../../actions/lib/pipeline/bounded.js';
import { readInProcess } from '../../actions/lib/pipeline/read-file.js';
import { ORDER_ON_MOTION_TO_DISMISS, SCHEDULING_ORDER } from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { scanPdf } from '../../scripts/demo/scanner.js';
import { PROJECT_ROOT } from '../helpers/paths.js';

/** A one-page PDF whose content stream inflates from a few hundred kB to `inflatedBytes` of drawing operators. */
function contentStreamBomb(inflatedBytes: number): Uint8Array {
  const line = Buffer.from('0 0 m 1 1 l S\n');
  const plain = Buffer.alloc(inflatedBytes);
  for (let at = 0; at < inflatedBytes; at += line.length) line.copy(plain, at);
  const stream = deflateSync(plain, { level: 9 });
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(buf);
    length += buf.length;
  };
  push('%PDF-1.7\n');
  const object = (n: number, body: (Buffer | string)[]) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    for (const b of body) push(b);
    push('\nendobj\n');
  };
  object(1, ['<< /Type /Catalog /Pages 2 0 R >>']);
  object(2, ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>']);
  object(3, ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>']);
  object(4, [`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, stream, '\nendstream']);
  const xref = length;
  push(
    `xref\n0 5\n0000000000 65535 f \n${[1, 2, 3, 4].map((n) => `${String(offsets[n]).padStart(10, '0')} 00000 n \n`).join('')}`,
  );
  push(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

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
    const bomb = contentStreamBomb(600 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(config.limits.max_file_bytes);
    const capped = { ...config, limits: { ...config.limits, read_memory_mb: 384 } };
    const result = await analyzeUpload(
      { name: 'bomb.pdf', file: bomb, metadata, metadataName: 'bomb.json' },
      { root: null, config: capped, cache: null, reader: boundedReader() },
    );
    expect(result.status).toBe('invalid');
    expect(result.errors.map((e) => e.code)).toEqual(['limits.read_memory']);
    expect(result.errors[0]!.hint).toContain('limits.read_memory_mb');
  }, 120_000);
});
