/**
 * Renders the PNG app icons (site/generator/icons.ts) from site/assets/icon.svg with @napi-rs/canvas.
 * Run after changing the SVG: `npm run site:icons`; the PNGs are committed, so a build needs no renderer.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCanvas, Image } from '@napi-rs/canvas';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { APP_ICONS, ICON_BACKGROUND, ICON_SOURCE, MASKABLE_CONTENT, type AppIcon } from './icons.js';

/** The SVG at `size` pixels: an SVG without width and height is rasterised at its viewBox size (64) and would blur when scaled up. */
function svgAt(svg: string, size: number): Buffer {
  return Buffer.from(
    svg.replace(
      /<svg\b([^>]*)>/,
      (_, attrs: string) => `<svg width="${size}" height="${size}"${attrs.replace(/\s(?:width|height)="[^"]*"/g, '')}>`,
    ),
  );
}

/** One icon as PNG bytes. Full-bleed icons paint the background first and draw the SVG inside the safe zone. */
export function renderIcon(svg: string, icon: AppIcon): Buffer {
  const inner = icon.purpose === 'any' ? icon.size : Math.round(icon.size * MASKABLE_CONTENT);
  const image = new Image();
  image.src = svgAt(svg, inner);
  const canvas = createCanvas(icon.size, icon.size);
  const ctx = canvas.getContext('2d');
  if (icon.purpose === 'any') {
    ctx.drawImage(image, 0, 0, icon.size, icon.size);
  } else {
    ctx.fillStyle = ICON_BACKGROUND;
    ctx.fillRect(0, 0, icon.size, icon.size);
    const at = Math.round((icon.size - inner) / 2);
    ctx.drawImage(image, at, at, inner, inner);
  }
  return canvas.toBuffer('image/png');
}

export async function writeIcons(assetsDir: string): Promise<string[]> {
  const svg = await readFile(join(assetsDir, ICON_SOURCE), 'utf8');
  const written: string[] = [];
  for (const icon of APP_ICONS) {
    const target = join(assetsDir, icon.file);
    await writeFile(target, renderIcon(svg, icon));
    written.push(target);
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const written = await writeIcons(join(packageRoot(), 'site', 'assets'));
  for (const f of written) process.stdout.write(`${f}\n`);
}
