import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, ICON_BACKGROUND, ICON_SOURCE, manifestIcons } from '../../site/generator/icons.js';
import { renderIcon } from '../../site/generator/make-icons.js';
import { PROJECT_ROOT } from '../helpers/paths.js';

const assets = join(PROJECT_ROOT, 'site', 'assets');

/** RGBA of the pixel at (x, y) of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return [...ctx.getImageData(x, y, 1, 1).data];
}

const hex = (rgb: number[]) =>
  `#${rgb
    .slice(0, 3)
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;

describe('app icons rendered from the SVG', () => {
  const svg = readFileSync(join(assets, ICON_SOURCE), 'utf8');

  it('keeps the rounded corners transparent on "any" icons and fills them on full-bleed ones', async () => {
    for (const icon of APP_ICONS) {
      const png = renderIcon(svg, icon);
      const corner = await pixel(png, 0, 0);
      if (icon.purpose === 'any') expect(corner[3]).toBe(0);
      else expect([hex(corner), corner[3]]).toEqual([ICON_BACKGROUND, 255]);
      // The page glyph (white) sits in the middle at every size.
      expect(await pixel(png, Math.round(icon.size * 0.45), Math.round(icon.size * 0.36))).toEqual([
        255, 255, 255, 255,
      ]);
    }
  });

  it('draws the SVG at full resolution, not a 64-pixel raster scaled up', async () => {
    const icon = APP_ICONS.find((i) => i.file === 'icon-512.png')!;
    const png = renderIcon(svg, icon);
    // The page's left edge (x = 18/64 of the width): a sharp step from background to white within two pixels.
    const edge = Math.round((18 / 64) * 512);
    const y = Math.round(0.6 * 512);
    expect(hex(await pixel(png, edge - 2, y))).toBe(ICON_BACKGROUND);
    expect(await pixel(png, edge + 1, y)).toEqual([255, 255, 255, 255]);
  });

  it('matches the committed PNGs: run `npm run site:icons` after changing the SVG', async () => {
    for (const icon of APP_ICONS) {
      const committed = readFileSync(join(assets, icon.file));
      const fresh = renderIcon(svg, icon);
      for (const [x, y] of [
        [0, 0],
        [icon.size / 2, icon.size / 2],
        [icon.size * 0.3, icon.size * 0.7],
      ]) {
        expect(await pixel(committed, Math.round(x!), Math.round(y!))).toEqual(
          await pixel(fresh, Math.round(x!), Math.round(y!)),
        );
      }
    }
  });

  it('lists the SVG and every PNG except the apple-touch icon in the manifest, under the base', () => {
    expect(manifestIcons('/r/').map((i) => `${i.src} ${i.sizes} ${i.purpose}`)).toEqual([
      '/r/assets/icon.svg any any',
      '/r/assets/icon-192.png 192x192 any',
      '/r/assets/icon-512.png 512x512 any',
      '/r/assets/icon-maskable-512.png 512x512 maskable',
    ]);
  });
});
