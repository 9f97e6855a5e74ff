/** `dirhub build`: the public site (pages, search index, JSON API) from an archive folder. */
import { parseArgs } from 'node:util';
import { ARCHIVE_DIR } from '../../actions/lib/archive/layout.js';
import type { SearchEngineName } from '../../actions/lib/core/config.js';
import type { BuildReport } from '../../site/generator/build.js';
import { EXIT, UsageError, type Command } from '../command.js';

const usage = `Usage: dirhub build [--archive DIR] [--out DIR] [--path-prefix /REPO/] [options]

Builds the public static site from an archive: home, search, codex, one page per document,
characters, locations, organizations, timeline, infographics, slideshows, upload, the JSON API under
/api/v1/, and a web app manifest with a service worker for offline use.

Options:
  --archive DIR        the archive/ folder, or the repository root holding it (default: archive)
  --out DIR            where to write the site (default: _site); must be empty or an earlier build
  --path-prefix PATH   the site's path on its host, e.g. /REPO/ for https://OWNER.github.io/REPO/
                       (default: site.path_prefix in dirhub.config.json, else /)
  --title TEXT         the site's title (default: site.title in dirhub.config.json)
  --repository O/N     GitHub repository for the upload links (default: site.repository)
  --search-engine E    the search index: ranked (the site's own, docs/search.md) or pagefind
                       (default: site.search_engine in dirhub.config.json, else ranked)
  --originals-url URL  link the originals (PDFs, images) there by their repository path instead of
                       copying them into the site, e.g. Git LFS on GitHub:
                       https://media.githubusercontent.com/media/OWNER/REPO/BRANCH/
                       (default: site.originals_url in dirhub.config.json, else copied)
  --originals-cross-origin
                       that host lets the site's pages read the originals (it answers with
                       Access-Control-Allow-Origin): the document viewer draws PDF pages from them
                       (default: site.originals_cross_origin; the site's own copies always are)
  --site-url URL       the address the site is published at, for the canonical links, link previews,
                       citations, feeds and embeds (default: site.url, else https://OWNER.github.io/REPO/
                       for a repository with a path prefix; with --serve, the address it is served at)
  --api-url URL        a running \`dirhub serve\` the upload page sends documents to (default: site.api_url)
  --incremental        reuse the earlier build in --out: render only the pages, API files and texts
                       whose inputs changed since (by its .dirhub-build.json); everything else (new
                       code, templates or settings, no earlier build) is a full build
  --serve              after building, serve the site on 127.0.0.1 until stopped; the originals are
                       copied in and served with it unless --originals-url is given
  --port N             port for --serve (default: 8080)
  --dry-run            read the archive and print the build's plan (pages, API files, copies,
                       assets, search shards, warnings), without writing
  --json               print the build report, or with --dry-run the plan, as JSON
  -h, --help           show this help`;

/** What to say when the port cannot be had: which port, why, and how to pick another. */
export function portRefusal(port: number, err: NodeJS.ErrnoException): string {
  const why =
    err.code === 'EADDRINUSE'
      ? 'is already in use by another program (another dirhub build --serve, or any other server)'
      : 'may not be opened by this user (ports below 1024 need privileges)';
  return `dirhub build: port ${port} on 127.0.0.1 ${why}.\nChoose another port with --port N (e.g. --port ${port === 8080 ? 8081 : 8080}; 0 picks a free one), or stop the other program.`;
}

/** Fails before the build, not after it, when --serve cannot listen on the port. */
async function portProblem(port: number): Promise<NodeJS.ErrnoException | null> {
  if (port === 0) return null;
  const { createServer } = await import('node:net');
  const probe = createServer();
  return new Promise((done) => {
    probe.once('error', (err: NodeJS.ErrnoException) => done(err));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(null)));
  });
}

/** The command's options, parsed. */
function parseBuildArgs(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      archive: { type: 'string', default: ARCHIVE_DIR },
      'search-engine': { type: 'string' },
      out: { type: 'string', default: '_site' },
      'path-prefix': { type: 'string' },
      title: { type: 'string' },
      repository: { type: 'string' },
      'originals-url': { type: 'string' },
      'originals-cross-origin': { type: 'boolean' },
      'site-url': { type: 'string' },
      'api-url': { type: 'string' },
      incremental: { type: 'boolean', default: false },
      serve: { type: 'boolean', default: false },
      port: { type: 'string', default: '8080' },
      'dry-run': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  return values;
}

type BuildValues = ReturnType<typeof parseBuildArgs>;

/** The site's settings given on the command line; what is not given comes from dirhub.config.json. */
function siteOptions(values: BuildValues, port: number) {
  // Checked with the config's value, by the settings.
  const engineOption =
    values['search-engine'] !== undefined ? { searchEngine: values['search-engine'] as SearchEngineName } : {};
  return {
    outDir: values.out!,
    ...(values['path-prefix'] !== undefined ? { pathPrefix: values['path-prefix'] } : {}),
    ...(values.title !== undefined ? { title: values.title } : {}),
    ...(values.repository !== undefined ? { repository: values.repository } : {}),
    ...engineOption,
    // A local preview works offline: it serves its own copies unless told where to link.
    ...(values['originals-url'] !== undefined
      ? { originalsUrl: values['originals-url'] }
      : values.serve
        ? { originalsUrl: null }
        : {}),
    ...(values['originals-cross-origin'] !== undefined
      ? { originalsCrossOrigin: values['originals-cross-origin'] }
      : {}),
    // A local preview's address is where it is served, unless the published one is given.
    ...(values['site-url'] !== undefined
      ? { siteUrl: values['site-url'] }
      : values.serve && port !== 0
        ? { siteUrl: `http://127.0.0.1:${port}/` }
        : {}),
    ...(values['api-url'] !== undefined ? { apiUrl: values['api-url'] } : {}),
    incremental: values.incremental!,
  };
}

/** The build in a few lines: what was written, how big the index is, what an incremental build kept. */
function buildSummary(report: BuildReport): string {
  let out = '';
  const total = Object.values(report.timings).reduce((a, b) => a + b, 0);
  out +=
    `Built ${report.documents} documents into ${report.outDir} (base ${report.base}): ${report.htmlPages} pages, ${report.apiFiles} API files, ` +
    `search index (${report.searchIndex.engine}) ${(report.searchIndex.bytes / 1024 / 1024).toFixed(1)} MB, in ${(total / 1000).toFixed(1)} s.\n`;
  const { incremental: inc, searchIndex } = report;
  if (inc.mode === 'incremental') {
    const update = searchIndex.update;
    out +=
      `Incremental: ${inc.rendered} pages rendered, ${inc.kept} kept (${inc.reason}); search index ` +
      (update?.delta
        ? `added to: ${update.delta.documents} documents in its delta, ${update.delta.removed} removed from its base.\n`
        : `written whole${update ? ` (${update.reason})` : ''}.\n`);
  }
  return out;
}

/** Serves the built site on 127.0.0.1 until SIGINT or SIGTERM. */
async function serveUntilStopped(report: { outDir: string; base: string }, port: number): Promise<number> {
  const { startPreviewServer } = await import('../../site/generator/preview-server.js');
  let server;
  try {
    server = await startPreviewServer(report.outDir, { prefix: report.base, port });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' && (err as NodeJS.ErrnoException).code !== 'EACCES')
      throw err;
    process.stderr.write(
      `${portRefusal(port, err as NodeJS.ErrnoException)}\nThe site is built in ${report.outDir}.\n`,
    );
    return EXIT.failure;
  }
  process.stdout.write(`Serving the site at ${server.url} (Ctrl+C to stop)\n`);
  await new Promise<void>((resolveStop) => {
    const stop = () => {
      void server.close().then(resolveStop);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return EXIT.ok;
}

export const command: Command = {
  name: 'build',
  summary: 'build the public site (pages, search, JSON API) from the archive',
  usage,
  async run(args) {
    const values = parseBuildArgs(args);
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError(`--port must be a number from 0 to 65535, not "${values.port}".`);
    if (values.serve) {
      const taken = await portProblem(port);
      if (taken && (taken.code === 'EADDRINUSE' || taken.code === 'EACCES')) {
        process.stderr.write(`${portRefusal(port, taken)}\n`);
        return EXIT.failure;
      }
    }
    if (values.repository !== undefined && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(values.repository)) {
      throw new UsageError(`--repository must look like OWNER/NAME, not "${values.repository}".`);
    }
    const { existsSync } = await import('node:fs');
    const { archiveLocation } = await import('../../actions/lib/archive/read.js');
    const { archiveDir } = archiveLocation(values.archive!);
    if (!existsSync(archiveDir)) {
      process.stderr.write(
        `dirhub build: no archive at ${archiveDir}. Pass --archive with the archive/ folder or the repository root.\n`,
      );
      return EXIT.failure;
    }
    const log = (line: string) => process.stderr.write(`build: ${line}\n`);

    const { planSiteBuild, planSummary } = await import('../../site/generator/plan.js');
    const { performSiteBuild } = await import('../../site/generator/build.js');
    const { SiteSettingError } = await import('../../site/generator/settings.js');
    const options = { ...siteOptions(values, port), archiveDir, log };
    const started = performance.now();
    let planned;
    try {
      planned = await planSiteBuild(options);
    } catch (err) {
      if (err instanceof SiteSettingError) {
        process.stderr.write(`dirhub build: ${(err as Error).message}\n`);
        return EXIT.failure;
      }
      throw err;
    }
    if (values['dry-run']) {
      for (const w of planned.plan.warnings) process.stderr.write(`warning: ${w.message}\n  How to fix: ${w.hint}\n`);
      process.stdout.write(
        values.json ? JSON.stringify(planned.plan, null, 2) + '\n' : `${planSummary(planned.plan)}\n`,
      );
      return EXIT.ok;
    }
    const report = await performSiteBuild(planned, options, Math.round(performance.now() - started));
    for (const w of report.warnings) process.stderr.write(`warning: ${w.message}\n  How to fix: ${w.hint}\n`);
    if (values.json) process.stdout.write(JSON.stringify(report, null, 2) + '\n');
    else process.stdout.write(buildSummary(report));
    if (!values.serve) return EXIT.ok;
    return serveUntilStopped(report, port);
  },
};
