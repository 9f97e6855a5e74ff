/**
 * The site's app icons: PNGs rendered once from site/assets/icon.svg by `npm run site:icons`
 * (site/generator/make-icons.ts) and committed under site/assets/. Installability checks (older Chromium,
 * Lighthouse, other platforms) ask for PNGs of 192×192 and 512×512; a maskable one fills the shapes
 * Android cuts icons into; iOS reads the apple-touch-icon link, not the manifest.
 */

export interface AppIcon {
  /** File name under site/assets/ (and assets/ in the built site). */
  file: string;
  size: number;
  /** `any`: drawn as the SVG is, with its rounded corners; `maskable` and `touch`: full-bleed background. */
  purpose: 'any' | 'maskable' | 'touch';
}

export const ICON_SOURCE = 'icon.svg';
/** The SVG's background colour, which fills the full-bleed icons' corners. */
export const ICON_BACKGROUND = '#1f5f8b';
/** Maskable icons keep their content inside the central circle of 80% diameter (the safe zone). */
export const MASKABLE_CONTENT = 0.8;

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'touch' },
];

export const APPLE_TOUCH_ICON = APP_ICONS.find((i) => i.purpose === 'touch')!;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

/** The web app manifest's `icons`: the SVG for any size, then the PNGs installability checks ask for. */
export function manifestIcons(base: string): ManifestIcon[] {
  const pngs = APP_ICONS.filter((i): i is AppIcon & { purpose: 'any' | 'maskable' } => i.purpose !== 'touch');
  return [
    { src: `${base}assets/${ICON_SOURCE}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ...pngs.map((i) => ({
      src: `${base}assets/${i.file}`,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
  ];
}
