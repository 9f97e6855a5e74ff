/**
 * Runs Eleventy over the templates in site/ with the site data computed in TypeScript. Configuration is
 * passed programmatically, so a build never picks up a stray eleventy.config.js from the working folder.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Eleventy } from '@11ty/eleventy';
import type { SiteDocument } from './model.js';
import type { SiteData } from './site-data.js';
import { slugify } from './urls.js';

export interface PageText {
  page: number;
  text: string;
}

/** The text of each page, read when the document page renders (never held for the whole archive). */
export function pageTexts(doc: SiteDocument): PageText[] {
  return doc.text_files.map((file, i) => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    return { page: i + 1, text };
  });
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** JSON for a <script type="application/json"> block: nothing in it can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface EleventyRun {
  written: string[];
}

export async function runEleventy(siteDir: string, outDir: string, data: SiteData): Promise<EleventyRun> {
  const eleventy = new Eleventy(siteDir, outDir, {
    quietMode: true,
    configPath: join(siteDir, 'eleventy.config.js'),
    config(cfg: any) {
      cfg.setUseGitIgnore(false);
      cfg.setTemplateFormats(['njk']);
      cfg.setIncludesDirectory('_includes');
      cfg.setLayoutsDirectory('_includes/layouts');
      cfg.setNunjucksEnvironmentOptions({ autoescape: true, throwOnUndefined: false, trimBlocks: true, lstripBlocks: true });
      cfg.ignores.add('client/**');
      cfg.ignores.add('assets/**');
      cfg.addPassthroughCopy({ [join(siteDir, 'assets')]: 'assets' });
      cfg.addGlobalData('dh', data);
      cfg.addFilter('pageTexts', pageTexts);
      cfg.addFilter('bytes', formatBytes);
      cfg.addFilter('dhslug', slugify);
      cfg.addFilter('jsonScript', jsonForScript);
      cfg.addFilter('capitalize1', (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s));
      cfg.addFilter('humanize', (s: string) => String(s).replace(/_/g, ' '));
      cfg.addFilter('number', (n: number) => new Intl.NumberFormat('en').format(n));
    },
  });
  // Eleventy prints its summary on stdout; keep stdout for the command's own output (`--json`).
  const toStderr = (m: unknown) => process.stderr.write(`${String(m)}\n`);
  eleventy.logger.overrideLogger({ log: () => {}, info: () => {}, warn: toStderr, error: toStderr });
  const results = (await eleventy.write()) as unknown;
  const written: string[] = [];
  const collect = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object' && 'outputPath' in v && typeof (v as { outputPath: unknown }).outputPath === 'string') written.push((v as { outputPath: string }).outputPath);
  };
  collect(results);
  return { written };
}
