/**
 * The demo, made once per test run and shared by every suite that opens it in a browser: the archive that
 * `dirhub demo --no-corpus` makes (real intake, real OCR of its scans and photographs) and the site built
 * from it. Each suite making its own would run the OCR again; the test files of one run (separate
 * processes) share one folder, named after the run's main process and guarded by a lock, which the global
 * setup's teardown deletes. `DIRHUB_TEST_DEMO_DIR` names a folder to keep it in between runs instead.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { lock } from 'proper-lockfile';
import { buildSite } from '../../site/generator/build.js';
import { DIRHUB_BIN } from './paths.js';

/** The folder of this run's demo: beside the vitest process that started the test files. */
export function demoFolder(runPid = process.ppid): string {
  return process.env.DIRHUB_TEST_DEMO_DIR ?? join(tmpdir(), `dirhub-test-demo-${runPid}`);
}

/** How the shared demo site is published: under a path prefix, at a known public address. */
export const DEMO_PREFIX = '/demo-archive/';
export const DEMO_SITE_URL = 'https://example-org.github.io/demo-archive/';
export const DEMO_REPOSITORY = 'example-org/demo-archive';

export interface DemoSite {
  /** The demo repository (its `archive/` folder inside). */
  repository: string;
  /** The built site. */
  site: string;
  /** What `dirhub demo --json` printed: each branch's decision. */
  intake: {
    outcomes: { branch: string; plan: { uploads: { document_id: string | null; title: string | null }[] } }[];
  };
  /** The document id each accepted branch became. */
  documents: Record<string, string>;
}

async function make(folder: string): Promise<void> {
  const repository = join(folder, 'repository');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [DIRHUB_BIN, 'demo', '--dir', repository, '--no-corpus', '--quiet', '--json'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  await writeFile(join(folder, 'intake.json'), stdout);
  await buildSite({
    archiveDir: repository,
    outDir: join(folder, 'site'),
    pathPrefix: DEMO_PREFIX,
    siteUrl: DEMO_SITE_URL,
    repository: DEMO_REPOSITORY,
  });
  await writeFile(join(folder, 'done'), '');
}

/** The shared demo and its site, made by the first suite that asks for it. */
export async function demoSite(): Promise<DemoSite> {
  const folder = demoFolder();
  await mkdir(folder, { recursive: true });
  const release = await lock(folder, {
    realpath: false,
    stale: 60_000,
    retries: { retries: 1800, minTimeout: 1000, maxTimeout: 1000 },
  });
  try {
    if (!existsSync(join(folder, 'done'))) await make(folder);
  } finally {
    await release();
  }
  const intake = JSON.parse(await readFile(join(folder, 'intake.json'), 'utf8')) as DemoSite['intake'];
  const documents: Record<string, string> = {};
  for (const o of intake.outcomes) {
    const id = o.plan.uploads[0]?.document_id;
    if (id) documents[o.branch] = id;
  }
  return { repository: join(folder, 'repository'), site: join(folder, 'site'), intake, documents };
}
