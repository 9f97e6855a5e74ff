/**
 * The archive at its real size, with originals in Git LFS: repository size, what each workflow's
 * checkout fetches, the site's size, file count and build time, and the backup's mirror and restore
 * (the recovery point and time of docs/backup.md).
 *
 * Each archive is a real git repository (this toolkit as shipped, plus the documents) pushed to a bare
 * `origin` with a `file://` LFS remote; each workflow checkout is a real clone of it made the way
 * actions/checkout makes it, and what it fetched is the size of the packs it received plus the LFS
 * content it downloaded. Documents are synthetic (test/helpers/archive-fixtures.ts) with originals whose
 * sizes follow the corpus' real court filings, and images (two for every three documents, as the spec's
 * 30,000 documents and 20,000 images) whose sizes follow its scanned pages (scripts/bench/originals.ts).
 *
 * Sizes: DIRHUB_BENCH_STORAGE_SIZES (default 1000,30000). Originals are written with their content up to
 * DIRHUB_BENCH_STORAGE_CONTENT documents (default 30000) and images up to DIRHUB_BENCH_STORAGE_IMAGES
 * (default 1000); past those, git gets their LFS pointers with the drawn sizes and no content exists, so
 * the figures that need content (the LFS store, the site, the publish checkout, the restore) are not
 * measured there, and the document says so. DIRHUB_BENCH_STORAGE_ROWS names a JSON file that keeps each
 * size's figures as soon as they are measured; a size already in it is not measured again (a run of
 * several hours can go on where it stopped).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ARCHIVE_DIR, buildRecord, documentWrites, originalFilePath } from '../../actions/lib/archive/layout.js';
import { mirrorArchive } from '../../actions/lib/archive/storage/backup.js';
import { gitLfsStorage } from '../../actions/lib/archive/storage/git-lfs.js';
import { repositoryBytes } from '../../actions/lib/archive/storage/migrate.js';
import { formatLfsPointer } from '../../actions/lib/archive/storage/pointer.js';
import { restoreArchive } from '../../actions/lib/archive/storage/restore.js';
import { sha256 } from '../../actions/lib/core/hash.js';
import { seededRandom } from '../../actions/lib/core/seeded-random.js';
import { acceptedAnalysis, writeSyntheticArchive } from '../../test/helpers/archive-fixtures.js';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { DEFAULT_CORPUS as CORPUS } from '../corpus.js';
import type { Benchmark } from './benchmark.js';
import { describeCheckout, workflowCheckouts, type WorkflowCheckout } from './checkouts.js';
import { corpusSizes, noisePng, padPdf, sizeSampler, type SizeFigures } from './originals.js';

const MB = 1e6;

function numbers(name: string, fallback: string): number[] {
  return (process.env[name] ?? fallback)
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

const IDENTITY = {
  GIT_AUTHOR_NAME: 'dirhub bench',
  GIT_AUTHOR_EMAIL: 'bench@dirhub.invalid',
  GIT_COMMITTER_NAME: 'dirhub bench',
  GIT_COMMITTER_EMAIL: 'bench@dirhub.invalid',
};

function git(cwd: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('git', args, {
    cwd,
    env: { ...process.env, ...IDENTITY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 30,
  }).toString('utf8');
}

async function folderStats(dir: string, match: (name: string) => boolean = () => true) {
  let bytes = 0;
  let files = 0;
  const walk = async (d: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const path = join(d, e.name);
      if (e.isDirectory()) await walk(path);
      else if (e.isFile() && match(e.name)) {
        bytes += (await stat(path)).size;
        files++;
      }
    }
  };
  await walk(dir);
  return { bytes, files };
}

/** What a clone received: its packs (the first fetch and any blobs fetched later) and its LFS content. */
async function fetched(clone: string): Promise<{ git: number; lfs: number }> {
  return {
    git: (await folderStats(join(clone, '.git', 'objects'), (n) => n.endsWith('.pack') || !n.includes('.'))).bytes,
    lfs: (await folderStats(join(clone, '.git', 'lfs', 'objects'))).bytes,
  };
}

/** A clone made the way actions/checkout makes it with these settings; what it fetched, and how long it took. */
async function checkout(
  origin: string,
  to: string,
  c: WorkflowCheckout,
): Promise<{ git: number; lfs: number; seconds: number }> {
  const started = Date.now();
  const env: Record<string, string> = c.lfs ? {} : { GIT_LFS_SKIP_SMUDGE: '1' };
  const url = pathToFileURL(origin).href;
  git(
    dirname(to),
    [
      'clone',
      '-q',
      '--no-checkout',
      ...(c.depth > 0 ? ['--depth', String(c.depth)] : []),
      ...(c.filter ? [`--filter=${c.filter}`] : []),
      url,
      to,
    ],
    env,
  );
  if (c.sparse) git(to, ['sparse-checkout', 'set', ...(c.cone ? [] : ['--no-cone']), ...c.sparse], env);
  git(to, ['checkout', '-q', 'main'], env);
  return { ...(await fetched(to)), seconds: (Date.now() - started) / 1000 };
}

interface Drawn {
  pdfSizes: number[];
  imageSizes: number[];
}

interface Figures {
  pdf: SizeFigures;
  image: SizeFigures;
}

/** Each original's size, drawn the same on every run; two images for every three documents. */
function draw(documents: number, figures: Figures): Drawn {
  const pdf = sizeSampler(figures.pdf, seededRandom(documents));
  const image = sizeSampler(figures.image, seededRandom(documents + 1));
  return {
    pdfSizes: Array.from({ length: documents }, pdf),
    imageSizes: Array.from({ length: Math.round((documents * 2) / 3) }, image),
  };
}

/** Image documents (uploaded photographs and scans), written with the real layout code. */
async function writeImageDocuments(root: string, sizes: number[]): Promise<void> {
  for (const [i, size] of sizes.entries()) {
    const bytes = noisePng(size);
    const sha = sha256(bytes);
    const analysis = acceptedAnalysis({
      file: {
        name: `exhibit-${i}.png`,
        kind: 'png',
        bytes: bytes.length,
        sha256: sha,
        media_type: 'image/png',
      },
      metadata: { title: `Exhibit photograph ${i + 1}`, date: '2019-07-02', source: 'bench', relevance: 'medium' },
      pages: [{ page: 1, text: `Exhibit ${i + 1}. Photograph of the premises.`, source: 'ocr' }],
    });
    const record = buildRecord(
      analysis,
      { submitted_via: { kind: 'cli', ref: 'bench' }, submitted_by: null, commit: null },
      '2026-01-15T12:00:00.000Z',
    );
    const path = originalFilePath(record.document_id, analysis.file.name, 'png');
    for (const w of [...documentWrites(record, analysis.page_texts), { path, content: bytes }]) {
      await mkdir(dirname(join(root, w.path)), { recursive: true });
      await writeFile(join(root, w.path), w.content);
    }
  }
}

interface Row {
  documents: number;
  /** The machine's load average (1 minute) when this size started and when it ended: the machine is shared. */
  load: { start: number; end: number };
  images: number;
  content: { pdfs: boolean; images: boolean };
  originals_bytes: { pdfs: number; images: number };
  write_seconds: number;
  commit_seconds: number;
  repository: { git: number; lfs: number; files: number };
  checkouts: { job: string; how: string; git: number; lfs: number; seconds: number }[];
  /** The whole-tree checkout without LFS content (the analyses), and what it would fetch with the originals as plain git objects. */
  plain_git_checkout: { job: string; git: number; with_originals: number } | null;
  site: { bytes: number; files: number; seconds: number; originals: number } | null;
  mirror: { first_seconds: number; first_lfs: number; next_seconds: number; next_lfs: number } | null;
  restore: {
    seconds: number;
    originals: number;
    ok: boolean;
    phases: { clone: number; content: number; check: number };
  } | null;
}

async function measure(documents: number, figures: Figures, log: (l: string) => void): Promise<Row> {
  const loadAtStart = loadavg()[0]!;
  const contentLimit = numbers('DIRHUB_BENCH_STORAGE_CONTENT', '30000')[0] ?? 30000;
  const imageLimit = numbers('DIRHUB_BENCH_STORAGE_IMAGES', '1000')[0] ?? 1000;
  const pdfContent = documents <= contentLimit;
  const imageContent = documents <= imageLimit;
  const { pdfSizes, imageSizes } = draw(documents, figures);
  const dir = await mkdtemp(join(tmpdir(), `dirhub-bench-storage-${documents}-`));
  try {
    const work = join(dir, 'work');
    const origin = join(dir, 'origin.git');
    git(dir, ['init', '-q', '--bare', '-b', 'main', origin]);
    git(origin, ['config', 'uploadpack.allowFilter', 'true']);
    git(dir, ['init', '-q', '-b', 'main', work]);
    execFileSync('sh', ['-c', `git -C "${packageRoot()}" archive HEAD | tar -x -C "${work}"`]);
    await gitLfsStorage.prepare(work);
    git(work, ['add', '-A']);
    git(work, ['commit', '-q', '-m', 'dirhub, as shipped']);

    log(
      `${documents}: writing ${documents} documents and ${imageSizes.length} images (content: PDFs ${pdfContent}, images ${imageContent})`,
    );
    let started = Date.now();
    await writeSyntheticArchive(work, documents, {
      original: (pdf, i) =>
        pdfContent
          ? padPdf(pdf, pdfSizes[i]!)
          : Buffer.from(formatLfsPointer({ oid: sha256(`pdf ${i}`), size: pdfSizes[i]! })),
      log: (l) => (l.endsWith('000 documents') || l.includes(`/${documents}`) ? log(`  ${l}`) : undefined),
    });
    // Images without content would be pointers to nothing: at those sizes they stay out of the repository.
    if (imageContent) await writeImageDocuments(work, imageSizes);
    const writeSeconds = (Date.now() - started) / 1000;
    log(`${documents}: committing (git-lfs clean filter on every original)`);
    started = Date.now();
    git(work, ['add', '-A']);
    git(work, ['commit', '-q', '-m', `Archive ${documents} documents and ${imageSizes.length} images`]);
    git(work, ['remote', 'add', 'origin', pathToFileURL(origin).href]);
    if (pdfContent || imageContent) git(work, ['lfs', 'push', 'origin', 'main']);
    git(work, ['push', '-q', '--no-verify', 'origin', 'main']);
    const commitSeconds = (Date.now() - started) / 1000;
    const tree = git(work, ['ls-files']).split('\n').filter(Boolean).length;

    const row: Row = {
      documents,
      load: { start: loadAtStart, end: 0 },
      images: imageSizes.length,
      content: { pdfs: pdfContent, images: imageContent },
      originals_bytes: { pdfs: pdfSizes.reduce((a, b) => a + b, 0), images: imageSizes.reduce((a, b) => a + b, 0) },
      write_seconds: writeSeconds,
      commit_seconds: commitSeconds,
      repository: {
        git: await repositoryBytes(origin),
        lfs: (await folderStats(join(origin, 'lfs', 'objects'))).bytes,
        files: tree,
      },
      checkouts: [],
      plain_git_checkout: null,
      site: null,
      mirror: null,
      restore: null,
    };
    for (const c of workflowCheckouts(packageRoot())) {
      if (c.lfs && !pdfContent) continue;
      log(`${documents}: checkout for ${c.jobs.join('; ')}`);
      const to = join(dir, `checkout-${row.checkouts.length}`);
      row.checkouts.push({ job: c.jobs.join('; '), how: describeCheckout(c), ...(await checkout(origin, to, c)) });
      await rm(to, { recursive: true, force: true });
    }
    // Today's layout, originals as plain git objects: the analyse checkout would also receive each
    // original at HEAD, which random-padded PDFs and noise images do not let git compress.
    const whole = row.checkouts.find((c) => c.how === 'depth 1, lfs: false');
    if (whole)
      row.plain_git_checkout = {
        job: whole.job,
        git: whole.git,
        with_originals: whole.git + row.originals_bytes.pdfs + (imageContent ? row.originals_bytes.images : 0),
      };

    if (pdfContent) {
      log(`${documents}: building the site`);
      const { buildSite, PUBLISHED_ORIGINALS_URL } = await import('../../site/generator/build.js');
      started = Date.now();
      const out = join(dir, 'site');
      // As the publish workflow builds: each original linked where Git LFS serves it, not copied.
      await buildSite({ archiveDir: join(work, ARCHIVE_DIR), outDir: out, originalsUrl: PUBLISHED_ORIGINALS_URL });
      const siteSeconds = (Date.now() - started) / 1000;
      const site = await folderStats(out);
      const originals = await folderStats(join(out, 'documents'), (n) => /\.(pdf|png)$/.test(n));
      row.site = { ...site, seconds: siteSeconds, originals: originals.bytes };
      await rm(out, { recursive: true, force: true });

      log(`${documents}: mirroring to a backup remote, twice`);
      const backup = join(dir, 'backup.git');
      git(dir, ['init', '-q', '--bare', '-b', 'main', backup]);
      const first = await mirrorArchive({ from: origin, to: backup, work: join(dir, 'mirror-work.git') });
      // One more accepted document, then the run a push to main starts: the recovery point's delay.
      await writeSyntheticArchive(work, 1, { original: (pdf) => padPdf(pdf, 200_000) });
      git(work, ['add', '-A']);
      git(work, ['commit', '-q', '-m', 'One more document']);
      git(work, ['lfs', 'push', 'origin', 'main']);
      git(work, ['push', '-q', '--no-verify', 'origin', 'main']);
      const next = await mirrorArchive({ from: origin, to: backup, work: join(dir, 'mirror-work.git') });
      row.mirror = {
        first_seconds: first.seconds,
        first_lfs: first.lfs.sent_bytes,
        next_seconds: next.seconds,
        next_lfs: next.lfs.sent_bytes,
      };
      await rm(join(dir, 'mirror-work.git'), { recursive: true, force: true });

      log(`${documents}: restoring from the backup`);
      const restored = await restoreArchive({ from: backup, to: join(dir, 'restored') });
      row.restore = {
        seconds: restored.seconds,
        originals: restored.originals.rehashed,
        ok: restored.ok,
        phases: restored.phases,
      };
    }
    row.load.end = loadavg()[0]!;
    log(`${documents}: ${JSON.stringify(row)}`);
    return row;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const mb = (n: number) => (n / MB).toLocaleString('en', { maximumFractionDigits: n < 10 * MB ? 1 : 0 });
const kb = (n: number) => `${Math.round(n / 1000).toLocaleString('en')} kB`;
const s = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} s`;

const n = (x: number) => x.toLocaleString('en');

function describe(kind: string, f: SizeFigures): string {
  return `${kind} sizes follow a log-normal law fitted to ${f.source}: mean ${kb(f.mean)}, median ${kb(f.median)}, 10th–90th percentile ${kb(f.p10)}–${kb(f.p90)}, largest ${kb(f.max)}; ln(bytes) has mean ${f.mu} and standard deviation ${f.sigma}, so the drawn sizes average about ${kb(Math.exp(f.mu + f.sigma ** 2 / 2))} (within 1 KiB … 25 MiB, the upload limit).`;
}

/** The rows kept by an earlier run (DIRHUB_BENCH_STORAGE_ROWS), so that a long run can go on where it stopped. */
async function keptRows(file: string | undefined): Promise<Row[]> {
  if (!file) return [];
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Row[];
  } catch {
    return [];
  }
}

export const bench: Benchmark = {
  name: 'storage',
  title: 'Storage and publication at the archive’s real size',
  async run(log) {
    const figures: Figures = { pdf: corpusSizes(CORPUS, 'pdf'), image: corpusSizes(CORPUS, 'image') };
    const sizes = numbers('DIRHUB_BENCH_STORAGE_SIZES', '1000,30000,100000');
    const rowsFile = process.env.DIRHUB_BENCH_STORAGE_ROWS;
    const kept = await keptRows(rowsFile);
    const rows: Row[] = [];
    for (const size of sizes) {
      const earlier = kept.find((r) => r.documents === size);
      if (earlier) log(`${size}: figures kept in ${rowsFile}`);
      const row = earlier ?? (await measure(size, figures, log));
      rows.push(row);
      if (rowsFile && !earlier) {
        kept.push(row);
        await writeFile(rowsFile, JSON.stringify(kept, null, 2) + '\n');
      }
    }
    const unwritten = rows.filter((r) => !r.content.images);
    const pointersOnly = rows.filter((r) => !r.content.pdfs);
    const lines: string[] = [
      `The machine is shared: its load average (1 minute, on ${cpus().length} cores) when each size started and ended is given with it; times stretch with it, sizes do not.`,
      '',
      '| documents | load at start | load at end |',
      '|---:|---:|---:|',
      ...rows.map((r) => `| ${n(r.documents)} | ${r.load.start.toFixed(1)} | ${r.load.end.toFixed(1)} |`),
      '',
      '## The originals',
      '',
      describe('PDF', figures.pdf),
      describe('Image', figures.image),
      "Each PDF is the fixtures' one-page layout padded to its drawn size with an incremental update holding a stream of random bytes (compressed PDF content does not compress further either): a valid PDF that pdf.js opens. Each image is a PNG of random pixels of its drawn size, two for every three documents (the spec's 30,000 documents and 20,000 images), archived as a document of its own with a record and its OCR text. Page texts are the fixtures' synthetic text (1–40 pages, 1,200–2,400 characters a page).",
      '',
      '| documents | images | PDFs (LFS) | images (LFS) | content written | git objects (compressed) | files in the tree | write | commit and push |',
      '|---:|---:|---:|---:|---|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${n(r.documents)} | ${n(r.images)}${r.content.images ? '' : ' (drawn, not written)'} | ${mb(r.originals_bytes.pdfs)} MB | ${mb(r.originals_bytes.images)} MB | ${r.content.pdfs ? 'PDFs' : 'none: PDFs as pointers'}${r.content.images ? ' and images' : '; no images'} | ${mb(r.repository.git)} MB | ${n(r.repository.files)} | ${s(r.write_seconds)} | ${s(r.commit_seconds)} |`,
      ),
      '',
      'Git objects: the repository on its remote (this toolkit as shipped plus the archive, one commit), every object at its compressed size on disk. With the originals as plain git objects it would hold their bytes too (they do not compress).',
      ...(unwritten.length
        ? [
            '',
            `Images "drawn, not written" (at ${unwritten.map((r) => n(r.documents)).join(' and ')} documents): their content is not written past DIRHUB_BENCH_STORAGE_IMAGES documents, to keep the run within this machine's free disk, which each original occupies several times here (the work tree, the LFS stores, the mirror, the restore; some of them share one copy through hard links). They are left out of the repository and of every figure below. They would add their drawn LFS bytes (the column above) to the LFS store and to what the publish checkout fetches, and a record, an OCR text and a pointer each (a few kB) to git.`,
          ]
        : []),
      ...(pointersOnly.length
        ? [
            '',
            `PDFs "as pointers" (at ${pointersOnly.map((r) => n(r.documents)).join(' and ')} documents): git holds what it would hold — a record, the page texts and an LFS pointer naming each drawn size — but no content exists, so nothing that reads content is measured there (the LFS store, the publish checkout, the site, the mirror and the restore). The figures that remain are those of every job that does not read originals.`,
          ]
        : []),
      '',
      '## What each workflow checkout fetches',
      '',
      'A clone of the bare `origin` over `file://`, made the way actions/checkout makes it for that job in `.github/workflows/` (depth 1; `--filter=blob:none` with a sparse checkout; GIT_LFS_SKIP_SMUDGE unless `lfs: true`). Git: the packs received (the first fetch and the blobs the sparse checkout fetched after it); LFS: the content downloaded. Settings are read from the workflows themselves (scripts/bench/checkouts.ts); jobs that check out the same way share a row.',
      '',
      '| documents | job | checkout | git | LFS | time |',
      '|---:|---|---|---:|---:|---:|',
      ...rows.flatMap((r) =>
        r.checkouts.map(
          (c) => `| ${n(r.documents)} | ${c.job} | ${c.how} | ${mb(c.git)} MB | ${mb(c.lfs)} MB | ${s(c.seconds)} |`,
        ),
      ),
      '',
      ...rows.flatMap((r) => {
        const of = (job: string) => r.checkouts.find((c) => c.job.split('; ').includes(job));
        const analyse = of('decide-pull-request: analyse');
        const decide = of('decide-pull-request: decide');
        const publish = of('publish: build');
        return [
          ...(analyse && decide
            ? [
                `At ${n(r.documents)} documents a pull-request decision (its two jobs, analyse and decide) fetches ${mb(analyse.git + analyse.lfs + decide.git + decide.lfs)} MB.`,
              ]
            : []),
          ...(publish
            ? [
                `A publish job fetches ${mb(publish.git + publish.lfs)} MB, of which ${mb(publish.lfs)} MB is the originals' LFS content.`,
              ]
            : []),
        ];
      }),
      '',
      ...rows.flatMap((r) =>
        r.content.pdfs && r.plain_git_checkout
          ? [
              `With the originals as plain git objects (before they moved to LFS), the whole-tree checkout (${r.plain_git_checkout.job}) at ${n(r.documents)} documents would fetch about ${mb(r.plain_git_checkout.with_originals)} MB (its ${mb(r.plain_git_checkout.git)} MB plus every original written at HEAD).`,
            ]
          : [],
      ),
      '',
      '## The site',
      '',
      '`buildSite` on the archive as the publish workflow builds it: pages, JSON API, search index, each original linked',
      'where Git LFS serves it (`--originals-url`), none copied (the originals column counts any that were).',
      '',
      '| documents | site | files | of which originals | build |',
      '|---:|---:|---:|---:|---:|',
      ...rows.map((r) =>
        r.site
          ? `| ${n(r.documents)} | ${mb(r.site.bytes)} MB | ${n(r.site.files)} | ${mb(r.site.originals)} MB | ${s(r.site.seconds)} |`
          : `| ${n(r.documents)} | not built here: no content at this size (see above); the site benchmark builds it ([site.md](site.md)) | | | |`,
      ),
      '',
      '## Backup: mirror and restore',
      '',
      '| documents | first mirror | LFS sent | next mirror (one new document) | LFS sent | restore (clone, LFS pull, every original re-hashed) | originals checked |',
      '|---:|---:|---:|---:|---:|---:|---:|',
      ...rows
        .filter((r) => r.mirror && r.restore)
        .map(
          (r) =>
            `| ${n(r.documents)} | ${s(r.mirror!.first_seconds)} | ${mb(r.mirror!.first_lfs)} MB | ${s(r.mirror!.next_seconds)} | ${mb(r.mirror!.next_lfs)} MB | ${s(r.restore!.seconds)} (clone ${s(r.restore!.phases.clone)}, content ${s(r.restore!.phases.content)}, check ${s(r.restore!.phases.check)}) | ${n(r.restore!.originals)}${r.restore!.ok ? '' : ' (not ok)'} |`,
        ),
      '',
      'Local disk to local disk (`file://` remotes on the same machine, where git-lfs hard-links objects): a real mirror or restore adds the transfer of the LFS bytes at the network speed between the two hosts. [docs/backup.md](../backup.md) sets these against the spec’s recovery objectives.',
    ];
    return lines.join('\n');
  },
};
