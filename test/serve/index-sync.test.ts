/**
 * The search index follows the archive's commits: a new commit re-indexes only the documents it touched,
 * a removed document leaves the index, and an index on disk is reused at the next start.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { recordPath, documentDir } from '../../actions/lib/archive/layout.js';
import { loadReadModel } from '../../site/read-model/load.js';
import { syntheticDoc, writeArchive } from '../helpers/archive-fixtures.js';
import { knownArchive, RARE_WORD } from '../site/fixture.js';
import { archiveRepository, call, git, serve } from './helpers.js';

async function renameAndRemove(root: string, ids: string[], repo: string): Promise<void> {
  const path = join(root, recordPath(ids[1]!));
  const record = JSON.parse(readFileSync(path, 'utf8')) as { title: string };
  record.title = 'Renamed zephyrine report';
  writeFileSync(path, JSON.stringify(record, null, 2));
  rmSync(join(root, documentDir(ids[0]!)), { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '--quiet', '-m', 'Rename one, remove another');
}

describe('the search index', () => {
  it('takes only what a commit changed, and is reused from disk at the next start', async () => {
    const { root, ids } = await archiveRepository();
    const indexPath = join(await mkdtemp(join(tmpdir(), 'dirhub-index-')), 'search.sqlite');
    const first = await serve(root, { indexPath });
    expect(first.firstSync).toMatchObject({ mode: 'full', indexed: ids.length, removed: 0 });

    const path = join(root, recordPath(ids[1]!));
    const record = JSON.parse(readFileSync(path, 'utf8')) as { title: string };
    record.title = 'Renamed zephyrine report';
    writeFileSync(path, JSON.stringify(record, null, 2));
    rmSync(join(root, documentDir(ids[0]!)), { recursive: true });
    git(root, 'add', '-A');
    git(root, 'commit', '--quiet', '-m', 'Rename one, remove another');

    const report = await first.context.view.refresh();
    expect(report).toMatchObject({ mode: 'incremental', indexed: 1, removed: 1 });
    const renamed = (await call(`${first.url}/api/v1/search?q=zephyrine`)).body as { data: { document_id: string }[] };
    expect(renamed.data.map((h) => h.document_id)).toEqual([ids[1]]);
    const gone = (await call(`${first.url}/api/v1/search?q=${RARE_WORD}`)).body as { data: unknown[] };
    expect(gone.data).toEqual([]);
    expect((await call(`${first.url}/api/v1/documents/${ids[0]}`)).status).toBe(404);
    // The archive's model follows too, having read again only the records the commit touched.
    const one = (await call(`${first.url}/api/v1/documents/${ids[1]}`)).body as { data: { title: string } };
    expect(one.data.title).toBe('Renamed zephyrine report');
    await first.close();

    const second = await serve(root, { indexPath });
    try {
      expect(second.firstSync).toMatchObject({ mode: 'unchanged', indexed: 0 });
      const again = (await call(`${second.url}/api/v1/search?q=zephyrine`)).body as { data: unknown[] };
      expect(again.data).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('follows a commit made by another process, through its watch', async () => {
    const { root, ids } = await archiveRepository();
    const server = await serve(root, { watchMs: 20 });
    try {
      const path = join(root, recordPath(ids[2]!));
      const record = JSON.parse(readFileSync(path, 'utf8')) as { title: string };
      record.title = 'Renamed quillwort report';
      writeFileSync(path, JSON.stringify(record, null, 2));
      git(root, 'commit', '--quiet', '-am', 'Rename one');
      const head = git(root, 'rev-parse', 'HEAD');
      // Some hundred intervals at most: the watch looks every 20 ms.
      for (let i = 0; i < 250 && server.context.view.snapshot.commit !== head; i++) await sleep(20);
      expect(server.context.view.snapshot.commit).toBe(head);
      const found = (await call(`${server.url}/api/v1/search?q=quillwort`)).body as { data: { document_id: string }[] };
      expect(found.data.map((h) => h.document_id)).toEqual([ids[2]]);
    } finally {
      await server.close();
    }
  });
  it('reads the work tree as it is, what is committed or not, after each commit', async () => {
    const { root, ids } = await archiveRepository();
    const server = await serve(root);
    const titles = (documents: { id: string; title: string }[]) =>
      Object.fromEntries(documents.map((d) => [d.id, d.title]));
    // A commit outside the documents moves the checked-out commit, so the server reads the archive again.
    let commits = 0;
    const commitElsewhere = async () => {
      writeFileSync(join(root, 'notes.txt'), `note ${++commits}\n`);
      git(root, 'add', 'notes.txt');
      git(root, 'commit', '--quiet', '-m', `Note ${commits}`);
      await server.context.view.refresh();
      const whole = await loadReadModel({ archiveDir: root, base: '/' });
      expect(titles(server.context.view.snapshot.model.documents)).toEqual(titles(whole.documents));
      return whole;
    };
    try {
      // Not committed: a record edited, a folder removed, a record removed, a new folder git does not track.
      const edited = join(root, recordPath(ids[1]!));
      const record = JSON.parse(readFileSync(edited, 'utf8')) as { title: string };
      writeFileSync(edited, JSON.stringify({ ...record, title: 'An uncommitted title' }, null, 2));
      rmSync(join(root, documentDir(ids[2]!)), { recursive: true });
      const orphan = join(root, recordPath(ids[3]!));
      const orphanRecord = readFileSync(orphan, 'utf8');
      rmSync(orphan);
      const { ids: added } = await writeArchive(root, [syntheticDoc(40)], { pdf: 'shared', offset: 40 });
      const whole = await commitElsewhere();
      expect(titles(whole.documents)[ids[1]!]).toBe('An uncommitted title');
      expect(Object.keys(titles(whole.documents))).toEqual(expect.arrayContaining([added[0]]));
      expect(Object.keys(titles(whole.documents))).not.toContain(ids[3]);

      // The record comes back, untracked now (its removal committed), and the edit is undone.
      git(root, 'add', '-A', documentDir(ids[3]!));
      git(root, 'commit', '--quiet', '-m', 'Remove a record');
      await commitElsewhere();
      writeFileSync(orphan, orphanRecord);
      git(root, 'checkout', '--quiet', '--', recordPath(ids[1]!), documentDir(ids[2]!));
      const after = await commitElsewhere();
      expect(Object.keys(titles(after.documents))).toEqual(expect.arrayContaining([ids[2], ids[3]]));
      expect(titles(after.documents)[ids[1]!]).toBe(record.title);
    } finally {
      await server.close();
    }
  });

  it('follows commits with the archive below the repository top level', async () => {
    const archive = await knownArchive();
    const repo = await mkdtemp(join(tmpdir(), 'dirhub-outer-'));
    const root = join(repo, 'records');
    renameSync(archive.root, root);
    git(repo, 'init', '--quiet', '--initial-branch=main');
    writeFileSync(join(repo, '.gitignore'), '.dirhub-cache/\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '--quiet', '-m', 'The archive');
    const server = await serve(root, { tokensPath: join(repo, '.git', 'tokens.json') });
    try {
      expect((await call(`${server.url}/api/v1/documents/${archive.ids[0]}`)).status).toBe(200);
      await renameAndRemove(root, archive.ids, repo);
      await server.context.view.refresh();
      expect((await call(`${server.url}/api/v1/documents/${archive.ids[0]}`)).status).toBe(404);
      const one = (await call(`${server.url}/api/v1/documents/${archive.ids[1]}`)).body as { data: { title: string } };
      expect(one.data.title).toBe('Renamed zephyrine report');
    } finally {
      await server.close();
    }
  });

  it('serves an archive named by its archive/ folder', async () => {
    const { root, ids } = await archiveRepository();
    const server = await serve(join(root, 'archive'), { tokensPath: join(root, '.git', 'tokens.json') });
    try {
      expect((await call(`${server.url}/api/v1/documents/${ids[0]}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
