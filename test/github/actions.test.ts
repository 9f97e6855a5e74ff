import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullRequestAnalysis } from '../../actions/lib/github/pull-request.js';
import { buildActions, listActions } from '../../scripts/build-actions.js';
import { runAction } from '../helpers/action-runner.js';
import { CAST, startFakeGitHub, TOKENS, type FakeGitHub } from '../helpers/github-server.js';
import { PROJECT_ROOT } from '../helpers/paths.js';
import { makePdf, metadataJson } from './fixtures.js';

let gh: FakeGitHub;
let dir: string;
let workspace: string;

const CONFIG = {
  collection: {
    name: 'Harbour court records',
    description: 'Court filings and orders about the Harbour Authority case.',
    key_terms: ['harbour authority', 'court order', 'motion to dismiss', 'district court', 'plaintiff', 'defendant'],
    people: ['Judge Alma Reyes'],
    places: ['Port Ellis'],
    organizations: ['Harbour Authority'],
    date_range: { start: '2015-01-01', end: null },
    languages: ['en'],
  },
};

const ORDER_TEXT = [
  'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF PORT ELLIS',
  'Harbour Authority, Plaintiff, v. Ellis Shipping Co., Defendant.',
  "ORDER ON THE DEFENDANT'S MOTION TO DISMISS",
  'Judge Alma Reyes. The court order follows the hearing of 2 July 2019.',
  'The motion to dismiss is denied. The Harbour Authority may proceed with its claims',
  'against the defendant before this district court. So ordered.',
];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-actions-'));
  gh = await startFakeGitHub(join(dir, 'origin'));
  writeFileSync(join(gh.repoDir, 'dirhub.config.json'), JSON.stringify(CONFIG, null, 2));
  // The shipped layout: placeholders keep the empty uploads/ and archive/ folders in git.
  for (const keep of ['uploads', 'archive']) {
    mkdirSync(join(gh.repoDir, keep), { recursive: true });
    writeFileSync(join(gh.repoDir, keep, '.gitkeep'), '');
  }
  gh.git(['add', 'dirhub.config.json', 'uploads/.gitkeep', 'archive/.gitkeep']);
  gh.git(['commit', '-q', '-m', 'Collection profile']);
  // The workflow's checkout of the default branch: our code and config, never the pull request's.
  workspace = join(dir, 'workspace');
  execFileSync('git', ['clone', '-q', gh.repoDir, workspace]);
});
afterAll(async () => {
  expect(gh.responseProblems).toEqual([]);
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

const common = () => ({ apiUrl: gh.url, repository: `${gh.owner}/${gh.repo}`, workspace });

describe('action bundles', () => {
  it('builds one bundle per action, reproducibly, and --check catches a stale one', async () => {
    expect(listActions(PROJECT_ROOT)).toEqual(['analyze', 'command', 'decide', 'health', 'ingest', 'notify', 'record']);
    const out = join(dir, 'bundles');
    const statuses = async (check: boolean) =>
      (await buildActions(PROJECT_ROOT, { check, outRoot: out })).map((r) => `${r.name}:${r.status}`);
    expect(await statuses(true)).toEqual([
      'analyze:stale',
      'command:stale',
      'decide:stale',
      'health:stale',
      'ingest:stale',
      'notify:stale',
      'record:stale',
    ]);
    expect(await statuses(false)).toEqual([
      'analyze:written',
      'command:written',
      'decide:written',
      'health:written',
      'ingest:written',
      'notify:written',
      'record:written',
    ]);
    expect(await statuses(true)).toEqual([
      'analyze:unchanged',
      'command:unchanged',
      'decide:unchanged',
      'health:unchanged',
      'ingest:unchanged',
      'notify:unchanged',
      'record:unchanged',
    ]);
    writeFileSync(join(out, 'actions', 'decide', 'dist', 'index.js'), '// edited by hand\n', { flag: 'a' });
    expect(await statuses(true)).toEqual([
      'analyze:unchanged',
      'command:unchanged',
      'decide:stale',
      'health:unchanged',
      'ingest:unchanged',
      'notify:unchanged',
      'record:unchanged',
    ]);
    // Only the analyze action reaches the PDF/OCR stack, and it loads it from node_modules.
    const decide = readFileSync(join(out, 'actions', 'decide', 'dist', 'index.js'), 'utf8');
    expect(decide).not.toMatch(/from "(pdfjs-dist|tesseract\.js|@napi-rs\/canvas)/);
    expect(decide.startsWith("import { createRequire as __dirhubCreateRequire } from 'node:module';")).toBe(true);
  });

  it('a self-contained bundle runs with no node_modules and no package.json around it', async () => {
    const lone = mkdtempSync(join(tmpdir(), 'dirhub-lone-'));
    try {
      cpSync(join(PROJECT_ROOT, 'actions', 'decide', 'dist'), lone, { recursive: true });
      const r = spawnSync(process.execPath, [join(lone, 'index.js')], {
        cwd: lone,
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
      });
      expect(r.stdout.split('\n').filter((l) => !l.startsWith('::debug::'))).toEqual([
        '::error::Input required and not supplied: token',
        '',
      ]);
      expect(r.status).toBe(1);
    } finally {
      rmSync(lone, { recursive: true, force: true });
    }
  });
});

describe('actions run the way the runner runs them', () => {
  it('analyze (read-only token) then decide (App token) merges an on-topic fork upload', async () => {
    const pdf = await makePdf(ORDER_TEXT);
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: {
        'uploads/order.pdf': pdf,
        'uploads/order.json': metadataJson({
          title: 'Order on the motion to dismiss',
          source: 'District court of Port Ellis',
        }),
      },
    });

    const analysisPath = join(dir, 'analysis.json');
    const analyzed = await runAction('analyze', {
      ...common(),
      githubToken: TOKENS.readOnly,
      eventName: 'pull_request',
      inputs: { 'pull-number': String(pr.number), 'output-path': analysisPath },
    });
    expect(analyzed.stderr).toBe('');
    expect(analyzed.exitCode).toBe(0);
    expect(analyzed.outputs).toEqual({ 'analysis-path': analysisPath, 'head-sha': pr.head_sha, uploads: '1' });
    const analysis = JSON.parse(readFileSync(analysisPath, 'utf8')) as PullRequestAnalysis;
    const result = analysis.uploads[0]!.result!;
    expect(result.status).toBe('accepted');
    expect(result.pages).toBe(1);
    expect(analyzed.summary).toContain(`| \`uploads/order.pdf\` | accepted | ${result.relevance!.toFixed(2)} | 0 |`);
    // The read-only token wrote nothing.
    expect(gh.writes().filter((w) => w.token === TOKENS.readOnly)).toEqual([]);

    const decided = await runAction('decide', {
      ...common(),
      inputs: {
        token: TOKENS.bot,
        'analysis-path': analysisPath,
        'bot-login': CAST.bot.login,
        'decision-path': join(dir, 'decision.json'),
      },
    });
    expect(decided.exitCode).toBe(0);
    expect(decided.outputs).toMatchObject({
      action: 'merge',
      state: 'accepted',
      'head-sha': pr.head_sha,
      'merge-commit': gh.git(['rev-parse', 'main']),
    });
    expect(gh.pull(pr.number).merged).toBe(true);
    expect(decided.summary).toContain('Accepted: this pull request is merged');
    expect(gh.commentsOn(pr.number).map((c) => c.user)).toEqual([CAST.bot.login]);
  });

  it('refuses a write spacing that is not a whole number of milliseconds, saying what to give', async () => {
    const from = gh.requests.length;
    const r = await runAction('decide', {
      ...common(),
      inputs: {
        token: TOKENS.bot,
        'analysis-path': join(dir, 'none.json'),
        'bot-login': CAST.bot.login,
        'write-spacing-ms': 'soon',
      },
    });
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain(
      '::error::write-spacing-ms is "soon"; give a whole number of milliseconds, 0 or more (GitHub asks for 1000).',
    );
    expect(gh.requests.length).toBe(from);
  });

  it('ingest archives the merged upload in one bot commit on main', async () => {
    execFileSync('git', ['pull', '-q', '--ff-only', 'origin', 'main'], { cwd: workspace });
    expect(
      execFileSync('git', ['ls-tree', '--name-only', 'HEAD', 'uploads/'], { cwd: workspace, encoding: 'utf8' })
        .trim()
        .split('\n'),
    ).toEqual(['uploads/.gitkeep', 'uploads/order.json', 'uploads/order.pdf']);
    const archivedPath = join(dir, 'archived.json');
    const ingested = await runAction('ingest', {
      ...common(),
      eventName: 'push',
      inputs: {
        // The pull request is what GitHub says of the merge commit, asked with this token.
        token: TOKENS.bot,
        'bot-name': 'dirhub-bot[bot]',
        'bot-email': '9001+dirhub-bot[bot]@users.noreply.github.com',
        'archived-path': archivedPath,
      },
    });
    expect(ingested.exitCode).toBe(0);
    expect(ingested.outputs).toMatchObject({ action: 'merge', documents: '1', 'archived-path': archivedPath });
    const git = (...args: string[]) => execFileSync('git', args, { cwd: workspace, encoding: 'utf8' }).trim();
    expect(git('rev-parse', 'HEAD')).toBe(ingested.outputs.commit);
    expect(git('log', '-1', '--format=%an <%ae>')).toBe(
      'dirhub-bot[bot] <9001+dirhub-bot[bot]@users.noreply.github.com>',
    );
    // The extraction cache is derived data beside the checkout, never committed.
    expect(git('status', '--porcelain', '--', '.', ':(exclude).dirhub-cache')).toBe('');
    // The placeholder stays: it is part of the layout, not an upload.
    expect(git('ls-tree', '--name-only', 'HEAD', 'uploads/')).toBe('uploads/.gitkeep');
    expect(ingested.summary).not.toContain('.gitkeep');
    const files = git('ls-tree', '-r', '--name-only', 'HEAD', 'archive/').split('\n');
    const recordPath = files.find((f) => f.endsWith('/record.json'))!;
    const record = JSON.parse(git('show', `HEAD:${recordPath}`)) as {
      document_id: string;
      provenance: { submitted_via: unknown };
    };
    expect(record).toMatchObject({ title: 'Order on the motion to dismiss', pages: 1 });
    expect(record.provenance.submitted_via).toEqual({
      kind: 'pull_request',
      ref: 'pull/1',
      number: 1,
      url: `https://github.com/${gh.owner}/${gh.repo}/pull/1`,
    });
    expect(files.some((f) => /^archive\/decisions\/\d{4}-\d{2}\.jsonl$/.test(f))).toBe(true);
    const archived = JSON.parse(readFileSync(archivedPath, 'utf8')) as {
      pull_number: number;
      uploads: { document_id: string }[];
    }[];
    expect(archived).toEqual([
      {
        pull_number: 1,
        uploads: [
          {
            file: 'uploads/order.pdf',
            title: 'Order on the motion to dismiss',
            document_id: record.document_id,
            archive_path: recordPath.replace(/\/record\.json$/, ''),
          },
        ],
      },
    ]);

    // The pull request hears where its upload went, in the bot's one comment.
    const notified = await runAction('notify', {
      ...common(),
      inputs: {
        token: TOKENS.bot,
        'bot-login': CAST.bot.login,
        'archived-path': archivedPath,
        'site-url': 'https://dirhub-org.github.io/archive/',
      },
    });
    expect(notified.outputs).toEqual({ issue: '', action: 'archived' });
    const comments = gh.commentsOn(1);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('Accepted: this pull request is merged');
    expect(
      comments[0]!.body.endsWith(
        `#### 📦 Archived\n\n- \`uploads/order.pdf\` (Order on the motion to dismiss) is document \`${record.document_id}\` in \`${recordPath.replace(/\/record\.json$/, '')}\` — [its page](https://dirhub-org.github.io/archive/documents/${record.document_id}/) after the next publish.\n`,
      ),
    ).toBe(true);

    // A second run finds nothing left to ingest.
    expect(
      (await runAction('ingest', { ...common(), inputs: { 'bot-name': 'b', 'bot-email': 'b@x' } })).outputs,
    ).toEqual({ action: 'skip', commit: '', documents: '0', 'archived-path': '' });
  });

  it('decide reports annotations as workflow commands and changes nothing in a dry run', async () => {
    const pdf = await makePdf(ORDER_TEXT);
    const meta = metadataJson({ date: '2999-01-01' });
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: { 'uploads/late.pdf': pdf, 'uploads/late.json': meta },
    });
    const analysisPath = join(dir, 'analysis-late.json');
    const analyzed = await runAction('analyze', {
      ...common(),
      githubToken: TOKENS.readOnly,
      inputs: { 'pull-number': String(pr.number), 'output-path': analysisPath },
    });
    expect(analyzed.exitCode).toBe(0);
    const result = (JSON.parse(readFileSync(analysisPath, 'utf8')) as PullRequestAnalysis).uploads[0]!.result!;
    expect(result.status).toBe('invalid');
    const dateProblem = result.errors.find((e) => e.field === 'date')!;
    expect(dateProblem).toBeDefined();

    const writes = gh.writes().length;
    const decided = await runAction('decide', {
      ...common(),
      inputs: { token: TOKENS.bot, 'analysis-path': analysisPath, 'bot-login': CAST.bot.login, 'dry-run': 'true' },
    });
    expect(decided.exitCode).toBe(0);
    expect(decided.outputs).toMatchObject({ action: 'close', state: 'invalid', 'merge-commit': '', 'comment-id': '' });
    expect(gh.writes().length).toBe(writes);
    expect(decided.summary.startsWith('> dry run: nothing was changed')).toBe(true);
    expect(decided.commands).toContainEqual({
      command: 'error',
      properties: { title: `date: ${dateProblem.code}`, file: 'uploads/late.json', line: '3' },
      message: `${dateProblem.message} How to fix: ${dateProblem.hint}`,
    });
  });

  it("command refuses a user without permission and passes a maintainer's accept on", async () => {
    const pr = gh.openPullRequest({ author: CAST.mallory.login, files: { 'uploads/x.json': '{}\n' } });
    const refused = gh.addComment(pr.number, CAST.mallory.login, '/dirhub accept');
    const event = (c: { id: number; body: string; user: string; created_at: string }) => ({
      action: 'created',
      issue: { number: pr.number, pull_request: { url: 'x' } },
      comment: { id: c.id, body: c.body, created_at: c.created_at, user: { login: c.user, type: 'User' } },
    });
    const no = await runAction('command', {
      ...common(),
      githubToken: TOKENS.bot,
      eventName: 'issue_comment',
      event: event(refused),
    });
    expect(no.exitCode).toBe(0);
    expect(no.outputs).toEqual({
      command: 'accept',
      allowed: 'false',
      'pull-number': String(pr.number),
      actor: 'mallory',
      override: '',
      reason: '',
      'head-sha': '',
    });
    expect(refused.reactions).toEqual(['-1']);
    expect(no.commands[0]).toMatchObject({ command: 'warning', properties: { title: 'command.not_permitted' } });

    const ok = gh.addComment(
      pr.number,
      CAST.maintainer.login,
      'Looks fine.\n/dirhub reject Duplicate of the 2019 filing @everyone',
    );
    const yes = await runAction('command', {
      ...common(),
      githubToken: TOKENS.bot,
      eventName: 'issue_comment',
      event: event(ok),
    });
    expect(yes.outputs).toEqual({
      command: 'reject',
      allowed: 'true',
      'pull-number': String(pr.number),
      actor: 'mara',
      override: 'reject',
      reason: 'Duplicate of the 2019 filing @everyone',
      // The command applies to the commit the maintainer saw: the head, which arrived before the comment.
      'head-sha': gh.pull(pr.number).head_sha,
    });
    expect(ok.reactions).toEqual(['+1']);
    expect(yes.summary).not.toContain('@everyone');
  });

  it('health checks the archive ingest made, and finds a changed original', async () => {
    // The archive exactly as the ingest action committed it in the test before.
    const root = join(dir, 'health-ws');
    execFileSync('git', ['clone', '-q', workspace, root]);
    const recordFile = execFileSync('git', ['ls-files', 'archive/documents/*/*/record.json'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    const record = JSON.parse(readFileSync(join(root, recordFile), 'utf8')) as {
      document_id: string;
      file: { path: string };
    };
    const originalPath = join(root, dirname(recordFile), record.file.path);
    const original = readFileSync(originalPath);
    const cleanPath = join(dir, 'alerts-clean.json');
    const clean = await runAction('health', { ...common(), workspace: root, inputs: { 'output-path': cleanPath } });
    expect(clean.exitCode).toBe(0);
    // Found and hashed: no original_missing, no mismatch.
    expect(clean.outputs).toEqual({ 'alerts-path': cleanPath, critical: '0', warning: '0', documents: '1' });

    writeFileSync(originalPath, 'changed bytes');
    mkdirSync(join(root, 'archive', 'registries'), { recursive: true });
    writeFileSync(join(root, 'archive', 'registries', 'people.json'), '{"people": [');
    const alertsPath = join(dir, 'alerts.json');
    const health = await runAction('health', { ...common(), workspace: root, inputs: { 'output-path': alertsPath } });
    expect(health.exitCode).toBe(0);
    expect(health.outputs).toEqual({ 'alerts-path': alertsPath, critical: '1', warning: '1', documents: '1' });
    expect(health.commands.map((c) => [c.command, c.properties.title])).toEqual([
      ['error', 'archive.hash_mismatch'],
      ['warning', 'archive.json_unreadable'],
    ]);

    const notify = () =>
      runAction('notify', {
        ...common(),
        githubToken: TOKENS.bot,
        inputs: { 'alerts-path': alertsPath, 'bot-login': CAST.bot.login },
      });
    const first = await notify();
    expect(first.outputs.action).toBe('create');
    const issue = gh.issues.get(Number(first.outputs.issue))!;
    expect(issue.title).toBe('Archive health: 1 critical, 1 warning');
    expect(issue.labels).toEqual(['dirhub:health', 'alert:critical', 'alert:warning']);
    expect(issue.body).toContain('no longer matches the sha256 in its record');
    expect((await notify()).outputs).toEqual({ action: 'none', issue: first.outputs.issue });

    writeFileSync(originalPath, original);
    writeFileSync(join(root, 'archive', 'registries', 'people.json'), '[]\n');
    await runAction('health', { ...common(), workspace: root, inputs: { 'output-path': alertsPath } });
    expect((await notify()).outputs).toEqual({ action: 'close', issue: first.outputs.issue });
    expect(issue.state).toBe('closed');
  });

  it('decide fails the job when GitHub refuses the merge, says "not merged", and a rerun merges', async () => {
    const pdf = await makePdf([
      'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF PORT ELLIS',
      'Harbour Authority, Plaintiff, v. Ellis Shipping Co., Defendant.',
      'SCHEDULING ORDER FOR THE TRIAL ON THE HARBOUR AUTHORITY CLAIMS',
      'Judge Alma Reyes sets the pretrial conference for 14 March 2020 in this district court.',
      'The plaintiff and the defendant shall exchange witness lists by 1 March 2020. So ordered.',
    ]);
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: {
        'uploads/schedule.pdf': pdf,
        'uploads/schedule.json': metadataJson({ title: 'Scheduling order', source: 'District court of Port Ellis' }),
      },
    });
    const analysisPath = join(dir, 'analysis-schedule.json');
    const analyzed = await runAction('analyze', {
      ...common(),
      githubToken: TOKENS.readOnly,
      eventName: 'pull_request',
      inputs: { 'pull-number': String(pr.number), 'output-path': analysisPath },
    });
    expect(analyzed.outputs.uploads).toBe('1');
    const decide = () =>
      runAction('decide', {
        ...common(),
        inputs: {
          token: TOKENS.bot,
          'analysis-path': analysisPath,
          'bot-login': CAST.bot.login,
          'write-spacing-ms': '0',
        },
      });

    gh.faultNext('pulls/merge', { status: 422, message: 'Merge commit cannot be created for this pull request' });
    const refused = await decide();
    expect(refused.exitCode).toBe(1);
    expect(refused.outputs).toMatchObject({ action: 'merge', state: 'accepted', 'merge-commit': '' });
    expect(refused.stdout).toContain(
      `::error::Pull request #${pr.number} was accepted but NOT merged: Merge commit cannot be created for this pull request. Its comment, the label dirhub:merge-failed and a failed check say so; a maintainer answers /dirhub rerun to try again.`,
    );
    expect(refused.summary).toContain('## dirhub — ⚠️ Accepted, but not merged');
    expect(refused.summary).not.toContain('this pull request is merged');
    expect(gh.pull(pr.number)).toMatchObject({ state: 'open', merged: false, labels: ['dirhub:merge-failed'] });

    const rerun = await decide();
    expect(rerun.exitCode).toBe(0);
    expect(rerun.outputs['merge-commit']).toBe(gh.git(['rev-parse', 'main']));
    expect(rerun.summary).toContain('## dirhub — ✅ Accepted: this pull request is merged');
    expect(gh.pull(pr.number)).toMatchObject({ merged: true, labels: ['dirhub:accepted'] });
    expect(gh.commentsOn(pr.number).map((c) => c.body.split('\n')[1])).toEqual([
      '## dirhub — ✅ Accepted: this pull request is merged',
    ]);
  });
});
