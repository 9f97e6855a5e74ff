/**
 * Image agent: the images embedded in PDFs (from pdfjs's operator list) and uploaded PNG/JPEG files,
 * with their size, page, a perceptual difference hash (dHash, 64 bits) for near-duplicate groups, EXIF
 * where present (exifr), and a category. The OCR text of an uploaded image is the document's own page
 * text (intake already recognised it), so nothing is recognised twice.
 */
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { GrayImage } from '../pipeline/processing/images.js';
import type { PdfLimits } from '../pipeline/processing/pdfjs.js';
import { operatorListWithinBudget, type PageBudgetLimits } from '../pipeline/processing/page-budget.js';
import { area, paintedImages, type PdfImageData } from '../pipeline/processing/painted-images.js';
import { DEFAULT_CONFIG } from '../core/config.js';
import { byText, pushTo } from './text.js';
import type { ImageCategory, ImageFacts } from '../archive/enrichment.js';

/** Images smaller than this on both sides are rules, bullets and logos' specks: not worth a registry entry. */
export const MIN_IMAGE_SIDE = 32;
/** Hamming distance (of 64 bits) at or below which two images are near duplicates (Krawetz's dHash guidance: ≤ 10 similar, ≤ 5 very likely the same). */
export const NEAR_DUPLICATE_BITS = 6;

/**
 * dHash: shrink to 9×8 grey by box averaging, then one bit per horizontally adjacent pair (left brighter
 * than right). Robust to scaling, compression and small edits; cheap.
 */
export function dHash(image: GrayImage): string {
  const cols = 9;
  const rows = 8;
  const cells = new Float64Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    const y0 = Math.floor((r * image.height) / rows);
    const y1 = Math.max(y0 + 1, Math.floor(((r + 1) * image.height) / rows));
    for (let c = 0; c < cols; c++) {
      const x0 = Math.floor((c * image.width) / cols);
      const x1 = Math.max(x0 + 1, Math.floor(((c + 1) * image.width) / cols));
      let sum = 0;
      let n = 0;
      for (let y = y0; y < Math.min(y1, image.height); y++)
        for (let x = x0; x < Math.min(x1, image.width); x++) {
          sum += image.pixels[y * image.width + x]!;
          n++;
        }
      cells[r * cols + c] = n ? sum / n : 0;
    }
  }
  let bits = 0n;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols - 1; c++)
      bits = (bits << 1n) | (cells[r * cols + c]! > cells[r * cols + c + 1]! ? 1n : 0n);
  return bits.toString(16).padStart(16, '0');
}

export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

/** pdfjs image data (1 bit grey, 24-bit RGB or 32-bit RGBA rows) to 8-bit grey. */
export function pdfImageToGray(img: PdfImageData): GrayImage | null {
  const { width, height, data } = img;
  if (!data || !width || !height) return null;
  const pixels = new Uint8Array(width * height);
  if (img.kind === 1) {
    const rowBytes = Math.ceil(width / 8);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        pixels[y * width + x] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
  } else {
    const step = img.kind === 2 ? 3 : 4;
    for (let p = 0, i = 0; p < pixels.length; p++, i += step)
      pixels[p] = Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!);
  }
  return { width, height, pixels };
}

function objectData(page: PDFPageProxy, id: string): Promise<unknown> {
  const store = id.startsWith('g_')
    ? (page as { commonObjs: { get(id: string, cb: (v: unknown) => void): void } }).commonObjs
    : page.objs;
  return new Promise((resolve) => (store as { get(id: string, cb: (v: unknown) => void): void }).get(id, resolve));
}

/** The part of an RGBA atlas (grouped inline images) that is one image. */
function cropRgba(atlas: PdfImageData, region: { x: number; y: number; width: number; height: number }): PdfImageData {
  const { x, y, width, height } = region;
  const data = new Uint8ClampedArray(width * height * 4);
  if (atlas.data)
    for (let row = 0; row < height; row++) {
      const from = ((y + row) * atlas.width + x) * 4;
      data.set(atlas.data.subarray(from, from + width * 4), row * width * 4);
    }
  return { width, height, kind: atlas.kind, data };
}

/**
 * The images one PDF page paints, with the share of the page each covers. Throws `PageTooComplexError`
 * for a page over the page budget.
 */
export async function pageImages(
  page: PDFPageProxy,
  pageNumber: number,
  OPS: Record<string, number>,
  limits: PageBudgetLimits = DEFAULT_CONFIG.limits,
): Promise<ImageFacts[]> {
  const list = await operatorListWithinBudget(page, limits);
  const [vx0 = 0, vy0 = 0, vx1 = 0, vy1 = 0] = page.view;
  const pageArea = Math.abs((vx1 - vx0) * (vy1 - vy0)) || 1;
  const out: ImageFacts[] = [];
  for (const { matrix, source } of paintedImages(list, OPS)) {
    if (source.kind === 'mask') continue;
    const data =
      source.kind === 'object'
        ? ((await objectData(page, source.id)) as PdfImageData | null)
        : source.region
          ? cropRgba(source.data, source.region)
          : source.data;
    const gray = data ? pdfImageToGray(data) : null;
    if (!gray || (gray.width < MIN_IMAGE_SIDE && gray.height < MIN_IMAGE_SIDE)) continue;
    out.push({
      id: `p${pageNumber}-${out.length + 1}`,
      page: pageNumber,
      width: gray.width,
      height: gray.height,
      coverage: Math.round(Math.min(1, area(matrix) / pageArea) * 1000) / 1000,
      dhash: dHash(gray),
      exif: null,
    });
  }
  return out;
}

/**
 * Every image embedded in a PDF (an archived one, so read under the default limits unless given). A page
 * over the page budget makes it throw `PageTooComplexError`, as any page pdf.js cannot read does.
 */
export async function pdfImages(
  bytes: Uint8Array,
  limits: PdfLimits & PageBudgetLimits = DEFAULT_CONFIG.limits,
): Promise<ImageFacts[]> {
  const { openPdf, pdfjs } = await import('../pipeline/processing/pdfjs.js');
  const { OPS } = await pdfjs();
  const doc = await openPdf(bytes, limits);
  try {
    const out: ImageFacts[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      out.push(...(await pageImages(page, p, OPS as Record<string, number>, limits)));
      page.cleanup();
    }
    return out;
  } finally {
    await doc.destroy();
  }
}

const EXIF_FIELDS = [
  'Make',
  'Model',
  'DateTimeOriginal',
  'CreateDate',
  'latitude',
  'longitude',
  'Software',
  'Artist',
  'Copyright',
  'ImageDescription',
] as const;

/** EXIF of a PNG/JPEG, reduced to the fields a reader or a maintainer cares about; null when absent. */
export async function readExif(bytes: Uint8Array): Promise<Record<string, string | number> | null> {
  const exifr = (await import('exifr')).default;
  let raw: Record<string, unknown> | undefined;
  try {
    raw = (await exifr.parse(Buffer.from(bytes), { gps: true, tiff: true, exif: true })) as
      Record<string, unknown> | undefined;
  } catch {
    return null; // no or unreadable EXIF is ordinary for a scan
  }
  if (!raw) return null;
  const out: Record<string, string | number> = {};
  for (const f of EXIF_FIELDS) {
    const v = raw[f];
    if (v instanceof Date) out[f] = v.toISOString();
    else if (typeof v === 'number' || typeof v === 'string')
      out[f] = typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v.trim();
  }
  return Object.keys(out).length ? out : null;
}

/** An uploaded PNG/JPEG as one image. */
export async function uploadedImage(bytes: Uint8Array): Promise<ImageFacts> {
  const { decodeToGray } = await import('../pipeline/processing/images.js');
  const gray = await decodeToGray(bytes);
  return {
    id: 'original',
    page: 1,
    width: Math.round(gray.width / gray.scale),
    height: Math.round(gray.height / gray.scale),
    coverage: 1,
    dhash: dHash(gray),
    exif: await readExif(bytes),
  };
}

/**
 * The category of an image: `location` when it carries GPS coordinates, `scan` when it is a page-sized
 * picture in a PDF (a scanned page), `evidence` in investigation documents or on a page that names an
 * exhibit or evidence, `photo` for camera images, `figure` otherwise (seals, signatures, charts).
 */
export function imageCategory(
  image: ImageFacts,
  context: { document_category: string | null; page_text: string },
): ImageCategory {
  if (image.exif && typeof image.exif.latitude === 'number' && typeof image.exif.longitude === 'number')
    return 'location';
  if (image.id !== 'original' && image.coverage >= 0.8) return 'scan';
  if (
    /\b(?:exhibit|ex\.)\s+[A-Z0-9]{1,3}\b|\bevidence\b/i.test(context.page_text) ||
    context.document_category === 'investigation'
  )
    return 'evidence';
  if (image.exif && (image.exif.Make || image.exif.Model)) return 'photo';
  return 'figure';
}

/** Groups of near-duplicate images (union-find over pairs within NEAR_DUPLICATE_BITS); singletons left out. */
export function nearDuplicateGroups(
  images: { key: string; dhash: string }[],
  maxBits = NEAR_DUPLICATE_BITS,
): string[][] {
  const parent = new Map(images.map((i) => [i.key, i.key]));
  const find = (k: string): string => {
    let r = k;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(k, r);
    return r;
  };
  // Bucket by each 16-bit quarter: two hashes within 6 bits share at least one quarter exactly.
  const buckets = new Map<string, number[]>();
  images.forEach((img, i) => {
    for (let q = 0; q < 4; q++) {
      const key = `${q}:${img.dhash.slice(q * 4, q * 4 + 4)}`;
      pushTo(buckets, key, i);
    }
  });
  for (const members of buckets.values()) {
    for (let a = 0; a < members.length; a++)
      for (let b = a + 1; b < members.length; b++) {
        const x = images[members[a]!]!;
        const y = images[members[b]!]!;
        if (hammingDistance(x.dhash, y.dhash) <= maxBits) {
          const [ra, rb] = [find(x.key), find(y.key)];
          if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
        }
      }
  }
  const groups = new Map<string, string[]>();
  for (const img of images) pushTo(groups, find(img.key), img.key);
  return [...groups.values()]
    .filter((g) => g.length > 1)
    .map((g) => g.sort(byText))
    .sort((a, b) => byText(a[0]!, b[0]!));
}
