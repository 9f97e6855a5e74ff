/**
 * `dirhub searchable` (actions/lib/archive/searchable-backfill.ts) on a real archive whose scans were
 * archived before their searchable copies were made: a clone of the demo archive (real intake, real OCR,
 * originals in Git LFS) with its copies taken out in a commit. The dry run changes nothing; the run makes
 * the copies the intake had made, byte for byte, in one commit, in LFS; a second run has nothing to do;
 * staged changes refuse it; a scan whose original is only an LFS pointer here is left out and listed.
 */
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  planSearchableCopies,
  type SearchableCandidate,
  type SearchableFacts,
  type SearchablePlan,
  type SearchableResult,
} from '../../actions/lib/archive/searchable-backfill.js';
import type { DocumentRecord } from '../../actions/lib/archive/records.js';
import { demoSite, type DemoSite } from '../helpers/demo-site.js';
import { DIRHUB_BIN, describeWithTool } from '../helpers/paths.js';
import { AUTHOR, git } from './storage-fixture.js';

const IDENTITY = {
  ...AUTHOR,
  GIT_COMMITTER_NAME: AUTHOR.GIT_AUTHOR_NAME,
  GIT_COMMITTER_EMAIL: AUTHOR.GIT_AUTHOR_EMAIL,
};
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

function searchable(root: string, ...args: string[]): { status: number; out: string; err: string } {
  const run = spawnSync(process.execPath, [DIRHUB_BIN, 'searchable', '--repo', root, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...IDENTITY },
  });
  return { status: run.status ?? -1, out: run.stdout, err: run.stderr };
}

describeWithTool('git-lfs', 'dirhub searchable on an archive whose scans have no searchable copy', () => {
  let demo: DemoSite;
  let scratch: string;
  let clone: string;
  /** The copies the intake made, as the demo holds them. */
  let copies: string[];

  beforeAll(async () => {
    demo = await demoSite();
    scratch = mkdtempSync(join(tmpdir(), 'dirhub-searchable-'));
    clone = join(scratch, 'archive');
    git(scratch, ['clone', '--quiet', pathToFileURL(demo.repository).href, clone]);
    copies = git(clone, ['ls-files', '--', '*.searchable.pdf']).split('\n').filter(Boolean);
    // As an archive of scans made before the copies were: the same archive without them.
    git(clone, ['rm', '--quiet', '--', ...copies]);
    git(clone, ['commit', '--quiet', '-m', 'An archive from before searchable copies'], IDENTITY);
  }, 900_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('says what it does in its help', () => {
    const help = execFileSync(process.execPath, [DIRHUB_BIN, 'searchable', '--help'], { encoding: 'utf8' });
    for (const option of ['--repo', '--force', '--dry-run', '--json']) expect(help).toContain(option);
    expect(help).toContain('git lfs pull');
  });

  it('plans a copy for each scan in a dry run, and changes nothing', () => {
    expect(copies.length).toBeGreaterThan(0);
    const head = git(clone, ['rev-parse', 'HEAD']);
    const { status, out, err } = searchable(clone, '--dry-run', '--json');
    expect(status).toBe(0);
    const { plan } = JSON.parse(out) as { plan: SearchablePlan };
    expect(plan.action).toBe('make');
    expect(plan.make.map((m) => m.copy.to).sort()).toEqual([...copies].sort());
    expect(plan.left_out).toEqual([]);
    expect(err).toContain('reading the records');
    expect(git(clone, ['rev-parse', 'HEAD'])).toBe(head);
    expect(git(clone, ['status', '--porcelain'])).toBe('');
    // Said in words without --json: each copy it would make.
    const text = searchable(clone, '--dry-run');
    expect(text.out).toContain(`would make ${copies.length} searchable cop`);
    for (const copy of copies) expect(text.out).toContain(copy);
  });

  it('makes the copies the intake made, byte for byte, in one commit stored in LFS, originals untouched', () => {
    const before = git(clone, ['rev-parse', 'HEAD']).trim();
    const { status, out, err } = searchable(clone, '--json');
    expect(status).toBe(0);
    const result = JSON.parse(out) as SearchableResult;
    expect(result.failed).toEqual([]);
    expect(result.made.map((m) => m.to).sort()).toEqual([...copies].sort());
    expect(result.made.every((m) => m.words > 20 && m.pages >= 1)).toBe(true);
    // Progress on stderr, a line a document.
    for (const m of result.made) expect(err).toContain(m.document_id);
    // One commit on top, holding the copies and nothing else.
    expect(git(clone, ['rev-parse', 'HEAD~1']).trim()).toBe(before);
    expect(result.commit).toBe(git(clone, ['rev-parse', 'HEAD']).trim());
    expect(git(clone, ['show', '--name-only', '--format=', 'HEAD']).split('\n').filter(Boolean).sort()).toEqual(
      [...copies].sort(),
    );
    expect(git(clone, ['status', '--porcelain'])).toBe('');
    for (const copy of copies) {
      expect(sha256(readFileSync(join(clone, copy)))).toBe(sha256(readFileSync(join(demo.repository, copy))));
      // Git holds an LFS pointer for it, as for the originals.
      expect(git(clone, ['cat-file', '-p', `HEAD:${copy}`])).toMatch(
        /^version https:\/\/git-lfs\.github\.com\/spec\/v1\n/,
      );
      const dir = copy.slice(0, copy.lastIndexOf('/'));
      const record = JSON.parse(readFileSync(join(clone, dir, 'record.json'), 'utf8')) as DocumentRecord;
      expect(sha256(readFileSync(join(clone, dir, record.file.path)))).toBe(record.file.sha256);
    }
  });

  it('has nothing to do a second time, and made again by --force the same copies commit nothing', () => {
    const head = git(clone, ['rev-parse', 'HEAD']);
    const again = searchable(clone);
    expect(again.status).toBe(0);
    expect(again.out).toContain(`nothing to make: ${copies.length} scanned PDF`);
    const forced = searchable(clone, '--force', '--json');
    expect(forced.status).toBe(0);
    const result = JSON.parse(forced.out) as SearchableResult;
    expect(result.plan.make.every((m) => m.replaces)).toBe(true);
    expect(result.made).toHaveLength(copies.length);
    expect(result.commit).toBeNull();
    expect(git(clone, ['rev-parse', 'HEAD'])).toBe(head);
  });

  it('refuses while changes are staged, which its commit would carry', () => {
    git(clone, ['rm', '--quiet', '--', copies[0]!]);
    git(clone, ['commit', '--quiet', '-m', 'Take one copy out again'], IDENTITY);
    writeFileSync(join(clone, 'NOTES.md'), 'a maintainer note, staged\n');
    git(clone, ['add', 'NOTES.md']);
    const head = git(clone, ['rev-parse', 'HEAD']);
    const { status, out } = searchable(clone);
    expect(status).toBe(1);
    expect(out).toContain('refused: The index holds staged changes (NOTES.md)');
    expect(out).toContain('How to fix:');
    expect(git(clone, ['rev-parse', 'HEAD'])).toBe(head);
    git(clone, ['restore', '--staged', 'NOTES.md']);
    rmSync(join(clone, 'NOTES.md'));
  });

  it('leaves out a scan whose original this checkout holds only as an LFS pointer, and says how to fetch it', () => {
    const pointers = join(scratch, 'pointers');
    git(scratch, ['clone', '--quiet', clone, pointers], { GIT_LFS_SKIP_SMUDGE: '1' });
    const { status, out } = searchable(pointers, '--dry-run', '--json');
    expect(status).toBe(0);
    const { plan } = JSON.parse(out) as { plan: SearchablePlan };
    expect(plan.action).toBe('nothing_to_do');
    expect(plan.kept).toBe(copies.length - 1);
    expect(plan.left_out).toEqual([
      {
        document_id: expect.any(String),
        reason: 'original_unavailable',
        message: expect.stringContaining('git lfs pull'),
      },
    ]);
    expect(copies[0]).toContain(plan.left_out[0]!.document_id);
  });
});

describe('the plan of searchable copies', () => {
  const candidate = (id: string, over: Partial<SearchableCandidate> = {}): SearchableCandidate => ({
    document_id: id,
    copy: {
      original: `archive/documents/${id}.pdf`,
      words: [`${id}/text/0001.words.json`],
      to: `${id}.searchable.pdf`,
    },
    sha256: 'f'.repeat(64),
    state: 'absent',
    original: 'present',
    missing_words: [],
    ...over,
  });
  const facts = (candidates: SearchableCandidate[], over: Partial<SearchableFacts> = {}): SearchableFacts => ({
    head: 'a'.repeat(40),
    backend: 'git-lfs',
    git_lfs: 'git-lfs/3.6.1',
    staged: [],
    documents: candidates.length,
    candidates,
    problems: [],
    ...over,
  });

  it('makes what is missing, keeps what is committed, leaves out what this checkout cannot make', () => {
    const plan = planSearchableCopies(
      facts([
        candidate('a'),
        candidate('b', { state: 'committed' }),
        candidate('c', { state: 'untracked' }),
        candidate('d', { original: 'missing' }),
        candidate('e', { missing_words: ['e/text/0001.words.json'] }),
      ]),
    );
    expect(plan.action).toBe('make');
    expect(plan.make.map((m) => [m.document_id, m.replaces])).toEqual([
      ['a', false],
      ['c', false],
    ]);
    expect(plan.kept).toBe(1);
    expect(plan.left_out.map((l) => [l.document_id, l.reason])).toEqual([
      ['d', 'original_unavailable'],
      ['e', 'words_missing'],
    ]);
    expect(plan.commit_message).toMatch(/^Add searchable copies of 2 scanned PDFs\n\n/);
    expect(planSearchableCopies(facts([candidate('b', { state: 'committed' })]), { force: true }).make).toMatchObject([
      { document_id: 'b', replaces: true },
    ]);
  });

  it('refuses, writing nothing, without git-lfs where the archive uses it, or without a commit', () => {
    const noLfs = planSearchableCopies(facts([candidate('a')], { git_lfs: null }));
    expect([noLfs.action, noLfs.problems.map((p) => p.code)]).toEqual(['refused', ['storage.git_lfs_missing']]);
    const noHead = planSearchableCopies(facts([candidate('a')], { head: null }));
    expect(noHead.problems.map((p) => p.code)).toEqual(['storage.no_commit']);
    // Nothing to make is never refused: there is nothing to commit.
    expect(planSearchableCopies(facts([], { git_lfs: null, head: null })).action).toBe('nothing_to_do');
    expect(planSearchableCopies(facts([candidate('a')], { backend: 'plain-git', git_lfs: null })).action).toBe('make');
  });
});
