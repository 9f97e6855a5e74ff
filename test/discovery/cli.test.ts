/**
 * `dirhub discover` as a real process of its own, on an archive that follows the demo's sources (a
 * consumption folder and an Atom feed kept as a file, scripts/demo/discovery-sources.ts): the dry run's
 * JSON on stdout and its progress on stderr, a run that opens branches the real `dirhub intake` decides,
 * the job summary it writes, a second run that opens none, and the exit codes of a mistake.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_BRANCH, STATE_FILE } from '../../actions/lib/discovery/state.js';
import { LocalForge } from '../../actions/lib/forge/local/local-forge.js';
import { demoSourcesDir, writeDemoSources } from '../../scripts/demo/discovery-sources.js';
import { runDirhub } from '../helpers/dirhub-process.js';
import { PROJECT_ROOT } from '../helpers/paths.js';

let dir: string;
let root: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const branches = () => git('branch', '--list', '--format=%(refname:short)').split('\n').filter(Boolean).sort();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-discover-cli-'));
  root = join(dir, 'archive');
  await mkdir(join(root, 'uploads'), { recursive: true });
  git('init', '--quiet', '--initial-branch=main');
  const profile = JSON.parse(readFileSync(join(PROJECT_ROOT, 'dirhub.config.json'), 'utf8')) as Record<string, unknown>;
  profile.discovery = await writeDemoSources(root);
  writeFileSync(join(root, 'dirhub.config.json'), `${JSON.stringify(profile, null, 2)}\n`);
  writeFileSync(join(root, 'uploads', '.gitkeep'), '');
  git('add', '-A');
  git('-c', 'user.name=Maintainer', '-c', 'user.email=m@example.org', 'commit', '--quiet', '-m', 'Start the archive');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface RunJson {
  dry_run: boolean;
  sources: {
    name: string;
    status: string;
    would_fetch: { title: string; date: string | null; url: string }[];
    opened: { title: string; branch: string; existing: boolean }[];
    noted: unknown[];
  }[];
  used: { documents: number; bytes: number };
  save_problem: string | null;
}

describe('dirhub discover, run as a process', () => {
  it('--dry-run --json lists what each demo source would bring on stdout, its progress on stderr, and writes nothing', async () => {
    const run = await runDirhub(['discover', '--repo', root, '--dry-run', '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as RunJson;
    expect(out.dry_run).toBe(true);
    expect(out.sources.map((s) => [s.name, s.status])).toEqual([
      ['clerk-inbox', 'ok'],
      ['appeals-releases', 'ok'],
    ]);
    const [inbox, releases] = out.sources;
    // The folder: one document with its metadata file (its title and date), one completed from its name and date.
    expect(inbox!.would_fetch.map((w) => [w.title, w.date])).toEqual([
      ['Harlow v. Northfield Grain Cooperative — answer to the complaint', '2022-03-28'],
      ['harlow notice of hearing', '2022-05-02'],
    ]);
    // The feed: each entry's title and published day, its PDF beside the feed.
    expect(releases!.would_fetch.map((w) => [w.title, w.date])).toEqual([
      ['United States v. Okafor — mandate issued', '2022-11-28'],
      ['Castellano v. Riverbend Transit Authority — oral argument calendared', '2023-09-05'],
    ]);
    expect(releases!.would_fetch[0]!.url).toMatch(
      /^file:\/\/.*-sources\/releases\/united-states-v-okafor-mandate\.pdf$/,
    );
    expect(run.stderr).toMatch(/^\[discover +[\d.]+s\] clerk-inbox \(folder\): asking what is new$/m);
    expect(run.stderr).toContain('2 listed, 2 to fetch, 0 known to the archive');
    // Nothing fetched, opened or saved.
    expect(branches()).toEqual(['main']);
    expect(out.used).toEqual({ documents: 0, bytes: 0 });

    const quiet = await runDirhub(['discover', '--repo', root, '--dry-run', '--quiet']);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe('');
    expect(quiet.stdout).toMatch(/^## Discovery \(dry run: nothing fetched, opened or saved\)$/m);
    expect(quiet.stdout).toContain('| clerk-inbox | folder | ok | 2 | 2 would be fetched |');
  });

  it('opens a labelled branch per document, which dirhub intake decides; the summary lists each source; a second run opens none', async () => {
    const summary = join(dir, 'summary.md');
    const run = await runDirhub(['discover', '--repo', root, '--json', '--summary', summary]);
    expect(run.code, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as RunJson;
    expect(out.save_problem).toBeNull();
    const opened = out.sources.flatMap((s) => s.opened);
    expect(opened).toHaveLength(4);
    expect(out.sources.flatMap((s) => s.noted)).toEqual([]);
    expect(branches()).toEqual(['main', DISCOVERY_BRANCH, ...opened.map((o) => o.branch)].sort());
    const forge = new LocalForge(root);
    for (const s of out.sources)
      for (const o of s.opened) expect(await forge.listLabels(o.branch)).toEqual([`source:${s.name}`]);
    // The folder's metadata file names a docket entry; the upload carries it.
    const answer = out.sources[0]!.opened[0]!.branch;
    const files = git('ls-tree', '-r', '--name-only', answer, 'uploads').split('\n');
    const meta = JSON.parse(git('show', `${answer}:${files.find((f) => f.endsWith('.json'))}`)) as Record<
      string,
      unknown
    >;
    expect(meta).toMatchObject({ case_number: '1:21-cv-00417', docket_entry: 14, source_type: 'court' });
    // The feed kept as a file names no public address: no source_url.
    const mandate = out.sources[1]!.opened[0]!.branch;
    const mandateMeta = git(
      'show',
      `${mandate}:${git('ls-tree', '-r', '--name-only', mandate, 'uploads')
        .split('\n')
        .find((f) => f.endsWith('.json'))}`,
    );
    expect(JSON.parse(mandateMeta)).toMatchObject({ source: 'U.S. Courts of Appeals, releases', date: '2022-11-28' });
    expect(JSON.parse(mandateMeta)).not.toHaveProperty('source_url');
    // The cursors went to their own branch, which holds nothing else.
    expect(git('ls-tree', '-r', '--name-only', DISCOVERY_BRANCH)).toBe(STATE_FILE);
    // The job summary: a row per source.
    const written = readFileSync(summary, 'utf8');
    expect(written).toContain('| clerk-inbox | folder | ok | 2 | 2 | 0 | 0 | 0 | 0 |');
    expect(written).toContain('| appeals-releases | feed | ok | 2 | 2 | 0 | 0 | 0 | 0 |');

    const intake = await runDirhub(['intake', '--repo', root, '--json', '--quiet']);
    expect(intake.code, intake.stderr).toBe(0);
    const decided = JSON.parse(intake.stdout) as { outcomes: { branch: string; plan: { action: string } }[] };
    expect(Object.fromEntries(decided.outcomes.map((o) => [o.branch, o.plan.action]))).toEqual(
      Object.fromEntries(opened.map((o) => [o.branch, 'merge'])),
    );

    const before = branches();
    const again = await runDirhub(['discover', '--repo', root, '--all', '--json', '--quiet']);
    expect(again.code, again.stderr).toBe(0);
    const second = JSON.parse(again.stdout) as RunJson;
    expect(second.sources.map((s) => [s.name, s.status, s.opened.length])).toEqual([
      ['clerk-inbox', 'ok', 0],
      ['appeals-releases', 'ok', 0],
    ]);
    expect(branches()).toEqual(before);
  }, 300_000);

  it('answers a mistake with its exit code: 2 for a source that is not configured, 1 for a configuration it refuses', async () => {
    const unknown = await runDirhub(['discover', '--repo', root, '--source', 'nowhere', '--dry-run']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      'there is no source "nowhere"; dirhub.config.json names clerk-inbox, appeals-releases',
    );

    const broken = join(dir, 'broken');
    await mkdir(broken);
    writeFileSync(
      join(broken, 'dirhub.config.json'),
      JSON.stringify({ discovery: { sources: [{ name: 'inbox', kind: 'folder', path: 'x', every: 'daily' }] } }),
    );
    const refused = await runDirhub(['discover', '--repo', broken, '--dry-run']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('dirhub.config.json: discovery.sources[0].every must match pattern');
    expect(demoSourcesDir(root)).toBe(join(dir, 'archive-sources'));
  });
});
