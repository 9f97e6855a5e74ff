/**
 * Originals of realistic sizes for the storage benchmark, made cheaply and never copied from the corpus:
 * sizes are drawn from log-normal laws fitted to the corpus' real court filings and scanned pages
 * (measured from `../shared/corpus` when it is there, else the figures recorded below), each PDF is a valid
 * PDF padded with an incremental update that adds one unreferenced stream of random bytes (compressed
 * PDF content does not compress further either), and images are PNGs of random pixels.
 */
import { randomFillSync } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';

export interface SizeFigures {
  files: number;
  mean: number;
  median: number;
  p10: number;
  p90: number;
  max: number;
  /** Mean and standard deviation of ln(bytes), the log-normal law the benchmark draws from. */
  mu: number;
  sigma: number;
  source: string;
}

/**
 * What the corpus measured on 2026-11-25, for runs without it beside the project: the court filings
 * (`court/*.pdf`, the empty one left out) and the scanned pages (`ocr/images/*.png`).
 */
export const RECORDED_SIZES: Record<'pdf' | 'image', SizeFigures> = {
  pdf: {
    files: 23,
    mean: 212_237,
    median: 68_560,
    p10: 22_434,
    p90: 590_234,
    max: 1_266_046,
    mu: 11.3381,
    sigma: 1.3075,
    source: 'the court filings of the corpus (court/, 23 non-empty PDFs; figures recorded 2026-11-25)',
  },
  image: {
    files: 7,
    mean: 584_285,
    median: 417_053,
    p10: 92_802,
    p90: 1_627_213,
    max: 1_627_213,
    mu: 12.9278,
    sigma: 0.9333,
    source: 'the scanned pages of the corpus (ocr/images/, 7 PNGs; figures recorded 2026-11-25)',
  },
};

/** Where each kind's real files are in the corpus. */
const CORPUS_FOLDERS = {
  pdf: { folder: 'court', ext: '.pdf', what: 'court filings' },
  image: { folder: join('ocr', 'images'), ext: '.png', what: 'scanned pages' },
} as const;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * The sizes of the corpus' real files of one kind (empty files left out) and the log-normal law fitted
 * to them; the recorded figures when the corpus is not there (or holds fewer than five).
 */
export function corpusSizes(corpus: string, kind: 'pdf' | 'image'): SizeFigures {
  const { folder, ext, what } = CORPUS_FOLDERS[kind];
  let names: string[];
  try {
    names = readdirSync(join(corpus, folder)).filter((n) => n.endsWith(ext));
  } catch {
    return RECORDED_SIZES[kind];
  }
  const sizes = names
    .map((n) => statSync(join(corpus, folder, n)).size)
    .filter((s) => s > 0)
    .sort((a, b) => a - b);
  if (sizes.length < 5) return RECORDED_SIZES[kind];
  const logs = sizes.map(Math.log);
  const mu = logs.reduce((a, b) => a + b, 0) / logs.length;
  const sigma = Math.sqrt(logs.reduce((a, b) => a + (b - mu) ** 2, 0) / (logs.length - 1));
  return {
    files: sizes.length,
    mean: Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length),
    median: quantile(sizes, 0.5),
    p10: quantile(sizes, 0.1),
    p90: quantile(sizes, 0.9),
    max: sizes[sizes.length - 1]!,
    mu: Number(mu.toFixed(4)),
    sigma: Number(sigma.toFixed(4)),
    source: `the ${what} of the corpus (${folder}/, ${sizes.length} non-empty ${ext.slice(1).toUpperCase()}s, measured at this run)`,
  };
}

/** The upload limit: no original is larger. */
const MAX_ORIGINAL = 25 * 1024 * 1024;

/** Draws a size from the log-normal law (Box–Muller on a seeded generator), within 1 KiB … 25 MiB. */
export function sizeSampler(figures: SizeFigures, random: () => number): () => number {
  return () => {
    const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.max(1024, Math.min(MAX_ORIGINAL, Math.round(Math.exp(figures.mu + figures.sigma * z))));
  };
}

/**
 * The PDF padded to about `size` bytes with an incremental update: one more object, a stream of random
 * bytes nothing refers to, a cross-reference section for it and a trailer pointing back at the first.
 * Readers open it as the same document.
 */
export function padPdf(pdf: Uint8Array, size: number): Buffer {
  const text = Buffer.from(pdf).toString('latin1');
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*(?:%[^\n]*\n)*$/.exec(text)?.[1]);
  const objects = Number(/\/Size (\d+)/.exec(text.slice(text.lastIndexOf('trailer')))?.[1]);
  const root = /\/Root (\d+ \d+ R)/.exec(text.slice(text.lastIndexOf('trailer')))?.[1];
  if (!Number.isFinite(prev) || !Number.isFinite(objects) || !root) throw new Error('padPdf: not a classic-xref PDF');
  const base = Buffer.concat([Buffer.from(pdf), Buffer.from('\n')]);
  const head = Buffer.from(`${objects} 0 obj\n<< /Length `);
  const tailFor = (length: number, at: number) => {
    const xrefAt = at;
    return Buffer.from(
      `\nendstream\nendobj\nxref\n0 1\n0000000000 65535 f \n${objects} 1\n${String(base.length).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${objects + 1} /Root ${root} /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    );
  };
  const overhead = head.length + 32 + tailFor(0, 0).length + 20;
  const length = Math.max(0, size - base.length - overhead);
  const dict = Buffer.from(`${length} >>\nstream\n`);
  const noise = Buffer.alloc(length);
  randomFillSync(noise);
  const before = base.length + head.length + dict.length + length + '\nendstream\nendobj\n'.length;
  return Buffer.concat([base, head, dict, noise, tailFor(length, before)]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG of random pixels, about `size` bytes (stored, not compressed: noise does not compress). */
export function noisePng(size: number): Buffer {
  const width = 1024;
  const height = Math.max(1, Math.round(size / (width * 3 + 1)));
  const raw = Buffer.alloc(height * (width * 3 + 1));
  randomFillSync(raw);
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
