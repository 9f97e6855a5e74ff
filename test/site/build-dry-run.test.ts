import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildReport } from '../../site/generator/build.js';
import type { SitePlan } from '../../site/generator/plan.js';
import { writeArchive } from '../helpers/archive-fixtures.js';
import { DIRHUB_BIN } from '../helpers/paths.js';
import { listFiles } from './crawl.js';
import { KNOWN_DOCS } from './fixture.js';

const run = promisify(execFile);
const dirhub = (...args: string[]) =>
  run(process.execPath, [DIRHUB_BIN, 'build', ...args], { maxBuffer: 16 * 1024 * 1024 });

describe('dirhub build --dry-run reports the base and title a real build uses', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'dirhub-site-dry-'));
    await writeArchive(root, KNOWN_DOCS.slice(0, 2));
    await writeFile(
      join(root, 'dirhub.config.json'),
      JSON.stringify({
        site: {
          path_prefix: 'county-records',
          title: 'County records',
          repository: 'example-org/county-records',
          search_engine: 'pagefind',
        },
      }),
    );
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('takes site.path_prefix, title and repository from dirhub.config.json, in JSON and in text, and writes nothing', async () => {
    const out = join(root, 'site');
    const json = JSON.parse((await dirhub('--archive', root, '--out', out, '--dry-run', '--json')).stdout);
    expect(json).toMatchObject({
      archive: join(root, 'archive'),
      out,
      base: '/county-records/',
      title: 'County records',
      repository: 'example-org/county-records',
      search_engine: 'pagefind',
      documents: 2,
      warnings: [],
    });
    const text = (await dirhub('--archive', root, '--out', out, '--dry-run')).stdout;
    expect(text).toBe(
      `Would build 2 document pages, 8 codex pages, 5 entity pages and 2 timeline events into ${out} (base /county-records/).\n`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('lets --path-prefix, --title and --repository override the config', async () => {
    const args = [
      '--archive',
      join(root, 'archive'),
      '--path-prefix',
      '/elsewhere/',
      '--title',
      'Other title',
      '--repository',
      'someone/else',
      '--dry-run',
    ];
    const json = JSON.parse((await dirhub(...args, '--json')).stdout);
    expect(json).toMatchObject({ base: '/elsewhere/', title: 'Other title', repository: 'someone/else' });
    expect((await dirhub(...args)).stdout).toContain('(base /elsewhere/).');
  });

  it('plans the base the real build then uses', async () => {
    const out = join(root, 'built');
    const planned = JSON.parse((await dirhub('--archive', root, '--out', out, '--dry-run', '--json')).stdout);
    const built = JSON.parse((await dirhub('--archive', root, '--out', out, '--json')).stdout);
    expect(built.base).toBe(planned.base);
    expect(built.base).toBe('/county-records/');
    expect([planned.search_engine, built.searchIndex.engine]).toEqual(['pagefind', 'pagefind']);
  });

  it('prints, with --json, the plan a real build then carries out: the same files, the same counts', async () => {
    for (const engine of ['pagefind', 'ranked']) {
      const out = join(root, `planned-${engine}`);
      const args = ['--archive', root, '--out', out, '--search-engine', engine, '--json'];
      const plan = JSON.parse((await dirhub(...args, '--dry-run')).stdout) as SitePlan;
      expect(existsSync(out)).toBe(false);
      const built = JSON.parse((await dirhub(...args)).stdout) as BuildReport;
      const planned = [
        ...plan.pages,
        ...plan.api_files,
        ...plan.texts,
        ...plan.oembeds,
        ...plan.feeds,
        ...plan.words,
        ...plan.copies.map((c) => c.to),
        ...plan.assets,
        ...plan.site_files,
      ].sort();
      const written = listFiles(out).map((f) => relative(out, f).split('\\').join('/'));
      // Every planned file is written; the only others are the search index's, named as it is written.
      expect(planned.filter((f) => !written.includes(f))).toEqual([]);
      expect(written.filter((f) => !planned.includes(f))).toHaveLength(built.searchIndex.files);
      expect(new Set(planned).size).toBe(planned.length);
      expect(built).toMatchObject({
        documents: plan.documents,
        htmlPages: plan.pages.length,
        apiFiles: plan.api_files.filter((f) => !f.startsWith('api/v1/schemas/')).length,
        warnings: plan.warnings,
        searchIndex: { engine, pages: plan.search_index.documents, shards: plan.search_index.shards.length },
      });
      expect(plan.copies.map((c) => c.to)).toHaveLength(2);
    }
  });

  it('refuses an unknown search engine, from the config or --search-engine, saying which values it takes, and writes nothing', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'dirhub-site-engine-'));
    try {
      await writeArchive(bad, KNOWN_DOCS.slice(0, 1));
      await writeFile(join(bad, 'dirhub.config.json'), JSON.stringify({ site: { search_engine: 'lunr' } }));
      for (const extra of [['--dry-run'], []]) {
        const failed = await dirhub('--archive', bad, '--out', join(bad, 'site'), ...extra).then(
          () => null,
          (err: { code: number; stderr: string }) => err,
        );
        expect(failed?.code).toBe(1);
        expect(failed?.stderr).toBe(
          'dirhub build: search engine "lunr" is not one of "ranked", "pagefind": set site.search_engine in dirhub.config.json or --search-engine to one of them, or leave both out for "ranked".\n',
        );
      }
      // The option wins over the config, and is checked the same way.
      const planned = JSON.parse(
        (
          await dirhub(
            '--archive',
            bad,
            '--out',
            join(bad, 'site'),
            '--search-engine',
            'pagefind',
            '--dry-run',
            '--json',
          )
        ).stdout,
      );
      expect(planned.search_engine).toBe('pagefind');
      const refused = await dirhub(
        '--archive',
        bad,
        '--out',
        join(bad, 'site'),
        '--search-engine',
        'elastic',
        '--dry-run',
      ).catch((err: { code: number; stderr: string }) => err);
      expect(refused).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('search engine "elastic" is not one of "ranked", "pagefind"'),
      });
      expect(existsSync(join(bad, 'site'))).toBe(false);
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });
});

describe('dirhub build --serve on a port that is taken', () => {
  it('says so before building, names the port and how to choose another, and exits 1 without a stack', async () => {
    const root = await mkdtemp(join(tmpdir(), 'dirhub-site-port-'));
    const { createServer } = await import('node:net');
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', () => done()));
    const port = (holder.address() as { port: number }).port;
    try {
      await writeArchive(root, KNOWN_DOCS.slice(0, 1));
      const out = join(root, 'site');
      const failed = await dirhub('--archive', root, '--out', out, '--serve', '--port', String(port)).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toBe(
        `dirhub build: port ${port} on 127.0.0.1 is already in use by another program (another dirhub build --serve, or any other server).\nChoose another port with --port N (e.g. --port 8080; 0 picks a free one), or stop the other program.\n`,
      );
      expect(existsSync(out)).toBe(false);
    } finally {
      holder.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
