/** PNG and JPEG uploads: real images encoded by @napi-rs/canvas, then damaged on purpose. */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { mergeConfig } from '../../../actions/lib/core/config.js';
import { inspectFile } from '../../../actions/lib/pipeline/validation/inspect.js';

const config = mergeConfig(undefined);

function picture(width: number, height: number, mime: 'image/png' | 'image/jpeg'): Uint8Array {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000';
  ctx.font = '20px sans-serif';
  ctx.fillText('Exhibit 12', 10, 30);
  return new Uint8Array(mime === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg'));
}

const codes = async (bytes: Uint8Array, name: string) =>
  (await inspectFile(bytes, name, config)).problems.map((p) => p.code);

describe.each([
  ['png', 'image/png', 'exhibit.png'],
  ['jpeg', 'image/jpeg', 'exhibit.jpg'],
] as const)('%s', (kind, mime, name) => {
  const bytes = picture(320, 200, mime);

  it('passes with its size read from the header', async () => {
    const { facts, problems } = await inspectFile(bytes, name, config);
    expect(problems).toEqual([]);
    expect(facts).toMatchObject({ kind, media_type: mime, pages: 1, image: { width: 320, height: 200 } });
  });

  it('is reported as truncated when cut short', async () => {
    expect(await codes(bytes.slice(0, Math.floor(bytes.length * 0.6)), name)).toEqual(['image.truncated']);
    expect(await codes(bytes.slice(0, bytes.length - 2), name)).toEqual(['image.truncated']);
  });

  it('is reported when named as a PDF', async () => {
    const { problems } = await inspectFile(bytes, 'exhibit.pdf', config);
    expect(problems.map((p) => p.code)).toEqual(['file.extension_mismatch']);
    expect(problems[0]!.hint).toContain(`Rename it to exhibit${kind === 'png' ? '.png' : '.jpg'}`);
  });
});

describe('image limits', () => {
  it('rejects an image whose header declares more than the pixel limit', async () => {
    const png = picture(50, 50, 'image/png');
    const view = new DataView(png.buffer, png.byteOffset);
    view.setUint32(16, 20_000); // IHDR width
    view.setUint32(20, 20_000); // IHDR height
    const { facts, problems } = await inspectFile(png, 'bomb.png', config);
    expect(facts.image).toEqual({ width: 20_000, height: 20_000 });
    expect(problems.map((p) => p.code)).toEqual(['image.too_large']);
    expect(problems[0]!.message).toBe(
      `The image is 20000 × 20000 pixels (400 megapixels); the limit is ${config.limits.max_image_pixels / 1e6} megapixels.`,
    );
  });

  it('rejects a PNG whose header is not there', async () => {
    const png = picture(50, 50, 'image/png');
    png.set(new TextEncoder().encode('XXXX'), 12);
    expect(await codes(png, 'broken.png')).toEqual(['image.unreadable']);
  });
});
