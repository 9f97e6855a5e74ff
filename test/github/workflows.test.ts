import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateAction, validateWorkflow, type ValidationState } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { itWithTool, PROJECT_ROOT } from '../helpers/paths.js';
import { condition } from '../helpers/workflow-expressions.js';
import { BACKENDS } from '../../actions/lib/archive/storage/index.js';
import { DEFAULT_BUDGET } from '../../actions/lib/discovery/config.js';
import { lfsObjectRelativePath } from '../../actions/lib/archive/storage/pointer.js';
import { archiveRepo, bareRemote } from '../archive/storage-fixture.js';

const WORKFLOWS = join(PROJECT_ROOT, '.github', 'workflows');
const workflowFiles = readdirSync(WORKFLOWS)
  .filter((f) => f.endsWith('.yml'))
  .sort();
const actionNames = readdirSync(join(PROJECT_ROOT, 'actions'))
  .filter((d) => existsSync(join(PROJECT_ROOT, 'actions', d, 'action.yml')))
  .sort();

type Step = { id?: string; name?: string; uses?: string; with?: Record<string, unknown>; run?: string; if?: string };
type Job = { permissions?: unknown; steps?: Step[]; uses?: string; secrets?: unknown; environment?: unknown };
type Workflow = { on: Record<string, unknown>; permissions?: unknown; jobs: Record<string, Job> };

function load(file: string): { text: string; doc: Workflow } {
  const text = readFileSync(join(WORKFLOWS, file), 'utf8');
  return { text, doc: parse(text) as Workflow };
}

function messages(state: ValidationState): string[] {
  return state.errors.map((e) => `${'path' in e ? e.path : ''} ${e.title}${e.detail ? `: ${e.detail}` : ''}`);
}

/** Third-party actions must be pinned to a full commit; our own (`./…`) come from the same checkout. */
export function unpinned(text: string): string[] {
  return [...text.matchAll(/uses:\s*([^\s#]+)/g)]
    .map((m) => m[1]!)
    .filter((u) => !u.startsWith('./') && !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(u));
}

describe('workflow and action files', () => {
  it('has the intake, decision, merge group, commands, ingest, import, publish, health, backup, discover and ci workflows', () => {
    expect(workflowFiles).toEqual([
      'backup.yml',
      'ci.yml',
      'commands.yml',
      'decide-pull-request.yml',
      'discover.yml',
      'health.yml',
      'import.yml',
      'ingest.yml',
      'intake-preview.yml',
      'intake.yml',
      'merge-group.yml',
      'publish.yml',
    ]);
  });

  it.each(workflowFiles)('%s passes the GitHub workflow schema', (file) => {
    // The validator's compiled schema (0.6.0, the newest) predates a concurrency group's `queue` (GitHub,
    // May 2026) and refuses any key it does not know: `queue: max` is checked by the tests below, every
    // other part of the file by the schema.
    const text = load(file).text.replace(/^\s+queue: max\n/gm, '');
    expect(messages(validateWorkflow(text))).toEqual([]);
  });

  it.each(actionNames)(
    'actions/%s/action.yml passes the GitHub action schema and runs a committed node24 bundle',
    (name) => {
      const text = readFileSync(join(PROJECT_ROOT, 'actions', name, 'action.yml'), 'utf8');
      // The validator's compiled schema (0.6.0, the newest) predates node24 and knows node12–node20 only: the
      // runtime is checked below, every other part of the file by the schema.
      expect(messages(validateAction(text.replace(/^(\s+using:\s*)node24$/m, '$1node20')))).toEqual([]);
      const spec = parse(text) as { runs: { using: string; main: string } };
      expect(spec.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
      expect(existsSync(join(PROJECT_ROOT, 'actions', name, 'dist', 'index.js'))).toBe(true);
    },
  );

  it('the validator does reject a broken workflow and the pin rule catches a tag', () => {
    const broken = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n';
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
    expect(
      unpinned(
        'steps:\n  - uses: actions/checkout@v4\n  - uses: ./actions/decide\n  - uses: actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0\n',
      ),
    ).toEqual(['actions/checkout@v4']);
  });

  it.each(workflowFiles)(
    '%s pins third-party actions by commit and sets permissions for the workflow and every job',
    (file) => {
      const { text, doc } = load(file);
      expect(unpinned(text)).toEqual([]);
      expect(doc.permissions).toEqual({ contents: 'read' });
      for (const [name, job] of Object.entries(doc.jobs)) expect(job.permissions, `${file}: job ${name}`).toBeDefined();
    },
  );

  it('no privileged workflow checks out or runs pull-request code', () => {
    for (const file of workflowFiles) {
      const { text, doc } = load(file);
      const privileged = ['pull_request_target', 'issue_comment', 'workflow_run', 'workflow_call'].some(
        (t) => t in doc.on,
      );
      if (!privileged) continue;
      expect(text, file).not.toMatch(/pull_request\.head|head_ref|refs\/pull|merge_commit_sha/);
      for (const job of Object.values(doc.jobs)) {
        for (const step of job.steps ?? []) {
          if (step.uses?.startsWith('actions/checkout@')) {
            expect(step.with?.ref, `${file}: checkout must name the default branch`).toBe(
              '${{ github.event.repository.default_branch }}',
            );
            expect(step.with?.['persist-credentials']).toBe(false);
          }
          expect(step.run ?? '', file).not.toMatch(/npm (test|run)|npx (?!dirhub)/);
        }
      }
    }
  });

  it('no checkout leaves a token in .git/config: a push passes the App token for that command alone', () => {
    for (const file of workflowFiles) {
      const { doc } = load(file);
      for (const job of Object.values(doc.jobs)) {
        for (const step of job.steps ?? []) {
          if (step.uses?.startsWith('actions/checkout@'))
            expect(step.with?.['persist-credentials'], `${file}: checkout keeps its token`).toBe(false);
          if (/git (-c [^\n]* )?(push|pull|fetch)/.test(step.run ?? ''))
            expect(step.run, `${file}: ${step.name ?? 'a step'} talks to the remote without the header`).toMatch(
              /extraheader/,
            );
        }
      }
    }
  });

  it('unprivileged pull_request workflows see no secret', () => {
    for (const file of workflowFiles) {
      const { text, doc } = load(file);
      if ('pull_request' in doc.on) expect(text, file).not.toMatch(/secrets\./);
    }
  });

  it('only the decision and record jobs hold the App token, narrowed to what each writes; one merges, one logs', () => {
    const { doc } = load('decide-pull-request.yml');
    expect(Object.keys(doc.jobs)).toEqual(['analyse', 'decide', 'record']);
    expect(doc.jobs.analyse!.permissions).toEqual({ contents: 'read', 'pull-requests': 'read' });
    expect(JSON.stringify(doc.jobs.analyse)).not.toContain('secrets.');
    const decide = doc.jobs.decide!.steps!.map((s) => s.uses ?? s.run);
    expect(decide).toEqual([
      'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1',
      'actions/download-artifact@3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c',
      'actions/create-github-app-token@1b10c78c7865c340bc4f6099eb2f838309f1e8c3',
      './actions/decide',
    ]);
    const permissionInputs = (step: Step) =>
      Object.fromEntries(Object.entries(step.with ?? {}).filter(([k]) => k.startsWith('permission-')));
    expect(permissionInputs(doc.jobs.decide!.steps![2]!)).toEqual({
      'permission-contents': 'write',
      'permission-pull-requests': 'write',
      'permission-issues': 'write',
      'permission-checks': 'write',
    });
    // Both read the key from the environment only the default branch may use, named by the job itself.
    expect(doc.jobs.decide!.environment).toBe('dirhub-app');
    const record = doc.jobs.record! as Job & { needs?: string; if?: string; concurrency?: unknown };
    expect(record.environment).toBe('dirhub-app');
    expect(record.needs).toBe('decide');
    expect(record.if).toBe("${{ always() && needs.decide.outputs.to-log == 'true' }}");
    expect(record.permissions).toEqual({ contents: 'read' });
    expect(record.steps!.map((s) => s.uses ?? s.name ?? s.id)).toEqual([
      'actions/create-github-app-token@1b10c78c7865c340bc4f6099eb2f838309f1e8c3',
      'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1',
      'bot',
      './actions/record',
      'Push as the bot',
      './actions/record',
    ]);
    // Its token can push, read the bot's comments and take the label off: no comment, no merge, no check.
    expect(permissionInputs(record.steps![0]!)).toEqual({
      'permission-contents': 'write',
      'permission-issues': 'write',
      'permission-pull-requests': 'read',
    });
    expect(String(record.steps![1]!.with!['sparse-checkout'])).toBe('actions\narchive/decisions\n');
    // The push alone gets the token as a header; the acknowledgement runs only on what was recorded.
    expect(record.steps![5]!.if).toBe("${{ steps.record.outputs.pulls != '' }}");
    expect(record.steps![5]!.with!.acknowledge).toBe('${{ steps.record.outputs.pulls }}');
  });

  it('records a decision the decide job applied even when that job failed afterwards, and nothing it did not apply', () => {
    const { doc } = load('decide-pull-request.yml');
    // The record job, as the runner decides whether to start it from the decide job's result and outputs.
    const record = (result: string, toLog: string) =>
      condition(
        (doc.jobs.record! as Job & { if?: string }).if,
        { needs: { decide: { result, outputs: { 'to-log': toLog } } } },
        { succeeded: result === 'success' },
      );
    expect(record('success', 'true')).toBe(true);
    expect(record('failure', 'true')).toBe(true);
    expect(record('success', '')).toBe(false);
    expect(record('failure', '')).toBe(false);
  });

  it("a comment from anyone never joins the pull request's queue: only a command that passed the role check does", () => {
    const commands = load('commands.yml').doc as Workflow & {
      concurrency?: unknown;
      jobs: Record<string, Job & { concurrency?: unknown; if?: string }>;
    };
    expect(commands.concurrency).toBeUndefined();
    expect(commands.jobs.command!.concurrency).toBeUndefined();
    expect(commands.jobs.decide!.if).toBe("${{ needs.command.outputs.allowed == 'true' }}");
    expect(commands.jobs.decide!.concurrency).toEqual({
      group: 'intake-${{ needs.command.outputs.pull-number }}',
      'cancel-in-progress': false,
    });
    // The automatic decision shares that group at the job level, never cancels a running decision, and a
    // reopen by the App (a maintainer's accept of a closed pull request) is not decided again behind it.
    const intake = load('intake.yml').doc as Workflow & {
      concurrency?: unknown;
      jobs: Record<string, Job & { concurrency?: unknown; if?: string }>;
    };
    expect(intake.concurrency).toBeUndefined();
    expect(intake.jobs.decide!.concurrency).toEqual({
      group: 'intake-${{ github.event.pull_request.number }}',
      'cancel-in-progress': false,
    });
    expect(intake.jobs.decide!.if).toContain("github.event.action == 'reopened' && github.event.sender.type == 'Bot'");
  });

  it('pins every third-party action to the commit docs/github.md lists for its tag, and sets up Node 24', () => {
    const doc = readFileSync(join(PROJECT_ROOT, 'docs', 'github.md'), 'utf8');
    const table = new Map(
      [...doc.matchAll(/^\| `([\w-]+\/[\w-]+)` \| (v\d+\.\d+\.\d+) \| `([0-9a-f]{40})` \|$/gm)].map((m) => [
        m[1]!,
        { tag: m[2]!, sha: m[3]! },
      ]),
    );
    expect(table.size).toBe(7);
    for (const file of workflowFiles) {
      const { text } = load(file);
      for (const m of text.matchAll(/uses:\s*([\w-]+\/[\w-]+)@([0-9a-f]{40}) # (v[\d.]+)/g)) {
        expect(table.get(m[1]!), `${file}: ${m[1]}`).toEqual({ sha: m[2], tag: m[3] });
      }
      expect(unpinned(text)).toEqual([]);
      for (const m of text.matchAll(/node-version:\s*(\S+)/g))
        expect(['24', '${{'], `${file}: node-version ${m[1]}`).toContain(m[1]!.startsWith('${{') ? '${{' : m[1]);
    }
  });

  it('every checkout says whether it downloads Git LFS content, and none does', () => {
    const downloads: string[] = [];
    for (const file of workflowFiles) {
      for (const [name, job] of Object.entries(load(file).doc.jobs)) {
        for (const step of job.steps ?? []) {
          if (!step.uses?.startsWith('actions/checkout@')) continue;
          expect(typeof step.with?.lfs, `${file}: job ${name} must say lfs: true or false`).toBe('boolean');
          if (step.with?.lfs) downloads.push(`${file}:${name}`);
        }
      }
    }
    // The site links the originals where they are stored; every other job reads records, texts or pointers.
    expect(downloads).toEqual([]);
    const build = load('publish.yml').doc.jobs.deploy!.steps!.find((s) => s.run?.includes('dirhub.js build'))!;
    // Where the config says, else GitHub's LFS address on the branch published, not at its commit: the path
    // names the bytes, and the pages stay the same.
    expect(build.run).toContain('c.site && c.site.originals_url');
    expect(build.run).toContain(
      'originals="https://media.githubusercontent.com/media/${GITHUB_REPOSITORY}/${BRANCH}/"',
    );
    expect(build.run).toContain('--originals-url "$originals"');
  });

  it('publish reuses the previous site: restored from the cache, built incrementally, the old cache replaced', () => {
    const steps = load('publish.yml').doc.jobs.deploy!.steps!;
    const at = (match: (s: (typeof steps)[number]) => boolean) => steps.findIndex(match);
    const restore = at((s) => Boolean(s.uses?.startsWith('actions/cache/restore@')));
    const build = at((s) => Boolean(s.run?.includes('dirhub.js build')));
    const replace = at((s) => s.name === 'Replace the site cache');
    const save = at((s) => Boolean(s.uses?.startsWith('actions/cache/save@')));
    expect(restore).toBeGreaterThan(-1);
    expect([restore < build, build < replace, replace < save]).toEqual([true, true, true]);
    expect(steps[build]!.run).toContain('--incremental');
    // One key, the old cache deleted before the new one is saved: one site in the cache, never one per publish.
    expect(steps[restore]!.with).toEqual({ path: '_site', key: steps[save]!.with!.key });
    expect(String(steps[save]!.with!.key)).not.toContain('run_id');
    expect(steps[replace]!.run).toContain('gh api -X DELETE "/repos/${GITHUB_REPOSITORY}/actions/caches?key=${KEY}"');
  });

  it('jobs that read only part of the repository check out only that part', () => {
    const checkout = (file: string, job: string) =>
      load(file).doc.jobs[job]!.steps!.find((s) => s.uses?.startsWith('actions/checkout@'))!.with!;
    const sparse = (file: string, job: string) => String(checkout(file, job)['sparse-checkout']).trim().split(/\s+/);
    expect(sparse('commands.yml', 'command')).toEqual(['actions']);
    expect(sparse('decide-pull-request.yml', 'decide')).toEqual(['actions']);
    expect(sparse('decide-pull-request.yml', 'record')).toEqual(['actions', 'archive/decisions']);
    // Health reads nearly the whole tree: one pack of it, not a partial clone's many rounds of blobs.
    expect(checkout('health.yml', 'health')['sparse-checkout']).toBeUndefined();
    expect(checkout('health.yml', 'health').lfs).toBe(false);
    // The toolkit's own tests never read the archive's documents.
    expect(checkout('ci.yml', 'node')['sparse-checkout-cone-mode']).toBe(false);
    expect(sparse('ci.yml', 'node')).toEqual(['/*', '!/archive/documents/']);
  });

  it("ingest sends the originals' LFS content before the commit that names it; it and the record job rebase without downloading", () => {
    const push = load('ingest.yml').doc.jobs.ingest!.steps!.find((s) => s.name === 'Commit and push as the bot')!;
    const run = push.run!;
    expect(run.indexOf('lfs push origin HEAD')).toBeGreaterThan(0);
    expect(run.indexOf('lfs push origin HEAD')).toBeLessThan(run.indexOf('push origin HEAD:main'));
    expect((push as Step & { env: Record<string, string> }).env.GIT_LFS_SKIP_SMUDGE).toBe('1');
    const record = load('decide-pull-request.yml').doc.jobs.record!.steps!.find((s) => s.name === 'Push as the bot')!;
    expect((record as Step & { env: Record<string, string> }).env.GIT_LFS_SKIP_SMUDGE).toBe('1');
  });

  it('backup mirrors on every push to main and every hour, bundles weekly, and runs only once a backup remote is set', () => {
    const { doc } = load('backup.yml');
    const on = doc.on as { push: { branches: string[] }; schedule: { cron: string }[] };
    expect(on.push.branches).toEqual(['main']);
    expect(on.schedule.map((s) => s.cron)).toEqual(['41 * * * *', '23 3 * * 0']);
    const job = doc.jobs.mirror! as Job & { if: string };
    expect(job.if).toBe("${{ vars.DIRHUB_BACKUP_URL != '' }}");
    // actions: write deletes the previous run's mirror cache before this run's is saved.
    expect(job.permissions).toEqual({ contents: 'read', actions: 'write' });
    // The backup token reaches the mirror step alone, as an extraheader for that command.
    const withSecret = job.steps!.filter((s) => JSON.stringify(s).includes('secrets.'));
    expect(withSecret.map((s) => s.name)).toEqual(['Mirror the repository and its LFS content']);
    const bundle = job.steps!.filter((s) => (s.if ?? '').includes("github.event.schedule == '23 3 * * 0'"));
    expect(bundle.map((s) => s.uses?.split('@')[0] ?? s.run)).toEqual([
      'node scripts/bin/dirhub.js backup bundle --repo "$RUNNER_TEMP/mirror.git" --out "$RUNNER_TEMP/bundle"',
      'actions/upload-artifact',
    ]);
  });

  // Two real processes (dirhub backup mirror, then bundle) over a real LFS remote: npm alone takes
  // seconds to start each, and far longer on a loaded machine.
  itWithTool(
    'git-lfs',
    "backup's steps, run as written against local bare repositories, mirror the archive and write the bundle",
    async () => {
      const { doc } = load('backup.yml');
      const steps = doc.jobs.mirror!.steps! as (Step & { env?: Record<string, string> })[];
      const dir = mkdtempSync(join(tmpdir(), 'dirhub-backup-workflow-'));
      try {
        const repo = await archiveRepo(BACKENDS['git-lfs'], 2, 'dirhub-backup-wf-');
        const backup = bareRemote(join(dir, 'backup.git'));
        const env = {
          ...process.env,
          GH_TOKEN: 'origin-token',
          BACKUP_TOKEN: 'backup-token',
          BACKUP_URL: backup.url,
          ORIGIN_URL: repo.remote.url,
          RUNNER_TEMP: dir,
        };
        for (const name of ['Mirror the repository and its LFS content', 'Write the weekly dated bundle']) {
          const step = steps.find((s) => s.name === name)!;
          execFileSync('bash', ['-e', '-c', step.run!], { cwd: PROJECT_ROOT, env, stdio: 'pipe' });
        }
        expect(execFileSync('git', ['rev-parse', 'main'], { cwd: backup.path, encoding: 'utf8' })).toBe(
          execFileSync('git', ['rev-parse', 'main'], { cwd: repo.remote.path, encoding: 'utf8' }),
        );
        for (const o of repo.originals)
          expect(existsSync(join(backup.path, 'lfs', 'objects', lfsObjectRelativePath(o.sha256)))).toBe(true);
        expect(readdirSync(join(dir, 'bundle')).sort()).toEqual([
          expect.stringMatching(/^dirhub-\d{4}-\d{2}-\d{2}\.bundle$/),
          expect.stringMatching(/^dirhub-\d{4}-\d{2}-\d{2}\.json$/),
        ]);
        await repo.cleanup();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    300_000,
  );

  it('import spreads a folder over a matrix of read-only shards, and one serialised job alone commits', () => {
    const { text, doc } = load('import.yml');
    const jobs = doc.jobs as Record<
      string,
      Job & { needs?: string[] | string; strategy?: { matrix: Record<string, unknown> }; concurrency?: unknown }
    >;
    expect(Object.keys(doc.on)).toEqual(['workflow_dispatch']);
    expect(Object.keys(jobs)).toEqual(['split', 'shard', 'merge']);
    expect(jobs.shard!.strategy!.matrix).toEqual({ shard: '${{ fromJSON(needs.split.outputs.shards) }}' });
    expect(jobs.merge!.needs).toEqual(['split', 'shard']);
    // Only the merge holds the App token, and it writes the archive in ingest's queue.
    for (const name of ['split', 'shard']) {
      expect(jobs[name]!.permissions, name).toEqual({ contents: 'read' });
      expect(JSON.stringify(jobs[name]), name).not.toContain('secrets.');
    }
    expect(jobs.merge!.concurrency).toEqual({ group: 'dirhub-archive', 'cancel-in-progress': false, queue: 'max' });
    // The shards and the merge read the commit the split pinned, never the branch as it is by then.
    for (const name of ['shard', 'merge']) {
      const refs = jobs[name]!.steps!.filter((s) => s.uses?.startsWith('actions/checkout@')).map((s) => s.with!.ref);
      expect(refs, name).toEqual([
        '${{ github.event.repository.default_branch }}',
        '${{ needs.split.outputs.commit }}',
      ]);
    }
    const runs = (job: string) => jobs[job]!.steps!.map((s) => s.run ?? '').join('\n');
    expect(runs('shard')).toContain(
      'node scripts/bin/dirhub.js import "../source/$FOLDER" --shard "$SHARD/$SHARDS" --out ',
    );
    expect(runs('merge')).toContain(
      'node scripts/bin/dirhub.js import "../source/$FOLDER" --merge "$RUNNER_TEMP/shards" --repo . ',
    );
    // What a person types reaches a shell only through the environment, never pasted into the script.
    for (const job of Object.values(jobs))
      for (const step of job.steps ?? []) expect(step.run ?? '').not.toMatch(/\$\{\{\s*(inputs|github\.event)\./);
    expect(text).not.toMatch(/pull_request/);
  });

  it('discover runs on a schedule and by hand, one at a time, in the archive group, with a narrowed App token', () => {
    const { doc } = load('discover.yml');
    const workflow = doc as Workflow & { concurrency?: unknown };
    const on = doc.on as { schedule: { cron: string }[]; workflow_dispatch: { inputs: Record<string, unknown> } };
    expect(Object.keys(on)).toEqual(['schedule', 'workflow_dispatch']);
    expect(on.schedule).toHaveLength(1);
    expect(Object.keys(on.workflow_dispatch.inputs)).toEqual(['source', 'all', 'dry-run']);
    // One discovery at a time, and its job in the archive's line without replacing a writer waiting there.
    expect(workflow.concurrency).toEqual({ group: 'dirhub-discover', 'cancel-in-progress': false });
    expect(Object.keys(doc.jobs)).toEqual(['discover']);
    const job = doc.jobs.discover! as Job & { concurrency?: unknown; 'timeout-minutes'?: number };
    expect(job.concurrency).toEqual({ group: 'dirhub-archive', 'cancel-in-progress': false, queue: 'max' });
    expect(job.permissions).toEqual({ contents: 'read' });
    expect(job.environment).toBe('dirhub-app');
    // The run's own bound (per_run.minutes) ends it well before the job's timeout would cut it off unsaved.
    expect(job['timeout-minutes']).toBeGreaterThan(2 * DEFAULT_BUDGET.minutes);
    const steps = job.steps!;
    expect(steps.map((s) => s.uses?.split('@')[0] ?? s.name ?? s.run)).toEqual([
      'actions/create-github-app-token',
      'actions/checkout',
      'actions/setup-node',
      'npm install --no-audit --no-fund',
      'Discover',
    ]);
    // The App's token opens pull requests (so the intake runs on them) and writes branches: nothing else.
    expect(Object.entries(steps[0]!.with!).filter(([k]) => k.startsWith('permission-'))).toEqual([
      ['permission-contents', 'write'],
      ['permission-pull-requests', 'write'],
    ]);
    expect(steps.filter((s) => JSON.stringify(s).includes('steps.app.outputs.token')).map((s) => s.name)).toEqual([
      'Discover',
    ]);
    expect(steps[1]!.with).toEqual({ 'persist-credentials': false, lfs: false });
    // What a person types reaches the shell only through the environment.
    for (const step of steps) expect(step.run ?? '').not.toMatch(/\$\{\{/);
  });

  it("discover's step, run as written, passes each input as one argument and the summary file when there is one", () => {
    const step = load('discover.yml').doc.jobs.discover!.steps!.find((s) => s.name === 'Discover')!;
    const dir = mkdtempSync(join(tmpdir(), 'dirhub-discover-workflow-'));
    try {
      // A stand-in for npx that prints the arguments it was given, one a line.
      writeFileSync(join(dir, 'npx'), '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done\n', { mode: 0o755 });
      const run = (env: Record<string, string>) =>
        execFileSync('bash', ['-e', '-c', step.run!], {
          cwd: dir,
          env: { PATH: `${dir}:${process.env.PATH}`, REPOSITORY: 'org/archive', ...env },
          encoding: 'utf8',
        })
          .trim()
          .split('\n');
      expect(run({ SOURCE: '', ALL: 'false', DRY_RUN: 'false' })).toEqual([
        'dirhub',
        'discover',
        '--repo',
        '.',
        '--github',
        'org/archive',
      ]);
      expect(
        run({ SOURCE: 'inbox; rm -rf / $(id)', ALL: 'true', DRY_RUN: 'true', GITHUB_STEP_SUMMARY: '/tmp/summary' }),
      ).toEqual([
        'dirhub',
        'discover',
        '--repo',
        '.',
        '--github',
        'org/archive',
        '--summary',
        '/tmp/summary',
        '--source',
        'inbox; rm -rf / $(id)',
        '--all',
        '--dry-run',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("import's split step, run as written, pins the commit, lists the shards and refuses what is no folder or count", () => {
    const step = load('import.yml').doc.jobs.split!.steps!.find(
      (s) => s.name === 'Pin the commit and list the shards',
    )!;
    const dir = mkdtempSync(join(tmpdir(), 'dirhub-import-workflow-'));
    try {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
      git('init', '--quiet', '--initial-branch=import');
      execFileSync('mkdir', ['-p', join(dir, 'imports', '2026-11')]);
      execFileSync('touch', [join(dir, 'imports', '2026-11', 'order.pdf')]);
      git('add', '.');
      git('-c', 'user.name=A', '-c', 'user.email=a@example.org', 'commit', '--quiet', '--no-gpg-sign', '-m', 'Files');
      const run = (FOLDER: string, SHARDS: string) => {
        const out = join(dir, '..', `${dir.split('/').pop()}-output`);
        rmSync(out, { force: true });
        const env = { ...process.env, FOLDER, SHARDS, GITHUB_OUTPUT: out };
        try {
          execFileSync('bash', ['-e', '-c', step.run!], { cwd: dir, env, stdio: 'pipe' });
          return readFileSync(out, 'utf8');
        } catch (err) {
          return `failed: ${String((err as { stdout: Buffer }).stdout)}`;
        } finally {
          rmSync(out, { force: true });
        }
      };
      expect(run('imports/2026-11', '3')).toBe(`commit=${git('rev-parse', 'HEAD')}\nshards=[1,2,3]\n`);
      expect(run('imports/2026-11', '1')).toMatch(/\nshards=\[1\]\n$/);
      expect(run('imports/2026-11', '256')).toMatch(/\nshards=\[1,2,3,.*,255,256\]\n$/);
      for (const shards of ['0', '257', 'eight', '3; rm -rf /', ''])
        expect(run('imports/2026-11', shards), shards).toMatch(/^failed: ::error::shards is/);
      for (const folder of ['imports/nowhere', '../', 'imports/../imports/2026-11', '/etc', ''])
        expect(run(folder, '3'), folder).toMatch(/^failed: ::error::".*" is no folder of that commit/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ingest and import write the archive one at a time, each waiting run kept in line; the record job never waits behind them', () => {
    const archive = { group: 'dirhub-archive', 'cancel-in-progress': false, queue: 'max' };
    // Every job that pushes: the archive's writers wait in its group, where no newcomer replaces a waiting
    // run; the record job waits in its own, with the default queue, where the newest always runs.
    const pushers: Record<string, unknown> = {};
    for (const file of workflowFiles) {
      const { doc } = load(file);
      const workflowConcurrency = (doc as Workflow & { concurrency?: unknown }).concurrency;
      for (const [name, job] of Object.entries(doc.jobs)) {
        if (!(job.steps ?? []).some((s) => /\bgit\b[^\n]*\bpush\b/.test(s.run ?? ''))) continue;
        pushers[`${file}/${name}`] = (job as Job & { concurrency?: unknown }).concurrency ?? workflowConcurrency;
      }
    }
    expect(pushers).toEqual({
      'decide-pull-request.yml/record': { group: 'dirhub-record', 'cancel-in-progress': false },
      'import.yml/merge': archive,
      'ingest.yml/ingest': archive,
    });
    const publish = load('publish.yml').doc;
    expect(publish.jobs.deploy!.environment).toMatchObject({ name: 'github-pages' });
    expect(publish.jobs.deploy!.permissions).toEqual({
      contents: 'read',
      pages: 'write',
      'id-token': 'write',
      actions: 'write',
    });
  });
});
