/**
 * Page texts' git blob ids, taken from git where the checkout holds what HEAD holds and hashed from the
 * file otherwise: in a real repository, every way a file can differ from HEAD gives the id of what is on
 * disk (what `git hash-object` says), and a folder outside git is hashed whole.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textContentIds } from '../../actions/lib/archive/content-ids.js';
import { gitBlobSha } from '../../actions/lib/core/hash.js';
import { git } from './storage-fixture.js';

let work: string;
const page = (root: string, doc: string, n: number) =>
  join(root, 'archive', 'documents', doc.slice(0, 2), doc, 'text', `${String(n).padStart(4, '0')}.txt`);
const hashObject = (file: string) => execFileSync('git', ['hash-object', file]).toString().trim();

async function put(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'dirhub-content-ids-'));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('text content ids', () => {
  it("gives HEAD's ids for committed texts and the file's own id for a changed, new or deleted one", async () => {
    const root = join(work, 'repo');
    await mkdir(root);
    git(root, ['init', '-q', '-b', 'main']);
    const files = [page(root, 'aa11', 1), page(root, 'aa11', 2), page(root, 'bb22', 1), page(root, 'cc33', 1)];
    for (const [i, f] of files.entries()) await put(f, `page text ${i}\n`);
    git(root, ['add', '-A']);
    git(root, ['commit', '-qm', 'texts']);
    const committed = files.map(hashObject);
    expect(await textContentIds(root, files)).toEqual(committed);

    await writeFile(files[1]!, 'corrected text\n'); // changed
    await rm(files[2]!); // deleted
    const added = page(root, 'dd44', 1);
    await put(added, 'a new page\n'); // not in git yet
    const ids = await textContentIds(root, [...files, added]);
    expect(ids).toEqual([committed[0], hashObject(files[1]!), null, committed[3], hashObject(added)]);
    expect(ids[1]).not.toBe(committed[1]);
  });

  it('hashes every file of a folder outside git, the same ids git would give', async () => {
    const root = join(work, 'plain');
    const files = [page(root, 'ee55', 1), page(root, 'ee55', 2)];
    for (const [i, f] of files.entries()) await put(f, `plain ${i}\n`);
    expect(await textContentIds(root, [...files, page(root, 'ee55', 3)])).toEqual([...files.map(hashObject), null]);
  });

  it('gives an edited text its new id in an archive below the repository top level', async () => {
    const repo = join(work, 'outer');
    const root = join(repo, 'records');
    const file = page(root, 'ab01', 1);
    await put(file, 'as committed\n');
    await mkdir(repo, { recursive: true });
    git(repo, ['init', '-q', '-b', 'main']);
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-qm', 'archive']);
    expect(await textContentIds(root, [file])).toEqual([hashObject(file)]);
    await writeFile(file, 'redacted since\n');
    expect(await textContentIds(root, [file])).toEqual([hashObject(file)]);
    expect(hashObject(file)).toBe(gitBlobSha(Buffer.from('redacted since\n')));
  });
});
