/**
 * Image preparation for OCR: decoding uploads, reducing pixels to 8-bit grey, and encoding them in a
 * form the OCR engine reads without further decoding.
 */
import type { ImageData as CanvasImageData } from '@napi-rs/canvas';

/** An 8-bit greyscale raster, one byte per pixel, rows top to bottom. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * The largest raster we decode or render: 25 million pixels (100 MB as RGBA while it is drawn). A US
 * Letter page at 300 dpi is 8.4 MP and A3 or tabloid 17 MP, so ordinary pages render at full resolution;
 * a poster-sized page, or an image header claiming 100 000 × 100 000 pixels, is scaled down to this budget
 * instead of exhausting memory.
 */
export const MAX_PIXELS = 25_000_000;
/** Canvas and Leptonica both refuse sides beyond 32 767; stay well inside. */
export const MAX_SIDE = 20_000;

/** The factor (≤ 1) that brings a raster of `width × height` within the pixel and side budgets. */
export function fitScale(width: number, height: number): number {
  if (!(width > 0 && height > 0)) return 1;
  const byArea = Math.sqrt(MAX_PIXELS / (width * height));
  const bySide = MAX_SIDE / Math.max(width, height);
  return Math.min(1, byArea, bySide);
}

/** ITU-R BT.601 luma; alpha is composited over white, as a scanned sheet would be. */
export function rgbaToGray(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): GrayImage {
  const pixels = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < pixels.length; i += 4, p++) {
    const a = rgba[i + 3]! / 255;
    const luma = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
    pixels[p] = Math.round(luma * a + 255 * (1 - a));
  }
  return { width, height, pixels };
}

export function imageDataToGray(data: CanvasImageData): GrayImage {
  return rgbaToGray(data.data, data.width, data.height);
}

/**
 * Binary PGM (P5): a header and the grey bytes. Leptonica (inside the OCR engine) reads it directly,
 * which spares a PNG encode and decode of every page (≈ 0.5 s each for a 300 dpi page).
 */
export function encodePgm(image: GrayImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([header, image.pixels]);
}

/**
 * Decodes a PNG or JPEG upload to 8-bit grey, resized by `upscale` (1 = as is) and always kept within
 * the pixel budget. `scale` is the factor actually applied.
 */
export async function decodeToGray(bytes: Uint8Array, upscale = 1): Promise<GrayImage & { scale: number }> {
  const { loadImage, createCanvas } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const scale = upscale * fitScale(image.width * upscale, image.height * upscale);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  if (scale === 1) {
    ctx.drawImage(image, 0, 0);
  } else {
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image, 0, 0, width, height);
  }
  const data = ctx.getImageData(0, 0, width, height);
  releaseCanvas(canvas);
  return { ...imageDataToGray(data), scale };
}

/**
 * Lets go of a canvas's pixels now rather than when the garbage collector comes to its wrapper: a
 * picture of 100 megapixels holds 400 MB there, and when that collection comes depends on what else the
 * process holds (measured: 590 or 750 MB at the peak for the same upload).
 */
function releaseCanvas(canvas: { width: number; height: number }): void {
  canvas.width = 0;
  canvas.height = 0;
}

/**
 * `image` resized by `factor` with the canvas's high-quality resampling, kept within the pixel budget;
 * `scale` is the factor actually applied.
 */
export async function resizeGray(image: GrayImage, factor: number): Promise<GrayImage & { scale: number }> {
  const scale = factor * fitScale(image.width * factor, image.height * factor);
  if (scale === 1) return { ...image, scale };
  const { createCanvas } = await import('@napi-rs/canvas');
  const source = createCanvas(image.width, image.height);
  const sourceContext = source.getContext('2d');
  const rgba = sourceContext.createImageData(image.width, image.height);
  for (let p = 0, i = 0; p < image.pixels.length; p++, i += 4) {
    rgba.data[i] = rgba.data[i + 1] = rgba.data[i + 2] = image.pixels[p]!;
    rgba.data[i + 3] = 255;
  }
  sourceContext.putImageData(rgba, 0, 0);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const target = createCanvas(width, height);
  const ctx = target.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  releaseCanvas(source);
  const data = ctx.getImageData(0, 0, width, height);
  releaseCanvas(target);
  return { ...imageDataToGray(data), scale };
}
