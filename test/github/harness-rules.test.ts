/**
 * The workflow harness holds workflows to GitHub's documented rules (test/helpers/workflows/rules/): each
 * rule here on a small workflow written for it, once kept and once broken, so the harness is seen to refuse
 * (or to fail the run as GitHub would) whatever breaks it. The repository's own workflows run under the same
 * rules in day.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { ConcurrencyGroups, QUEUE_MAX } from '../helpers/workflows/rules/concurrency.js';
import { missingPermission } from '../helpers/github/permissions.js';
import { CAST, startFakeGitHub, TOKENS, type FakeGitHub } from '../helpers/github-server.js';
import { WorkflowHarness, type HarnessOptions, type JobRecord } from '../helpers/workflow-runner.js';

const CHECKOUT = 'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1';
const APP_TOKEN = 'actions/create-github-app-token@1b10c78c7865c340bc4f6099eb2f838309f1e8c3';
const KEY = '-----BEGIN PRIVATE KEY-----';

let dir: string;
let gh: FakeGitHub;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-harness-rules-'));
  gh = await startFakeGitHub(join(dir, 'origin'));
});
afterEach(async () => {
  expect(gh.responseProblems).toEqual([]);
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

let branches = 0;
/** Commits workflow files on main and returns a harness for them. */
function withWorkflows(files: Record<string, object | null>, options: Partial<HarnessOptions> = {}): WorkflowHarness {
  const tree = Object.fromEntries(
    Object.entries(files).map(([name, doc]) => [`.github/workflows/${name}.yml`, doc === null ? null : stringify(doc)]),
  );
  const head = gh.repository.commitOnBranch(`workflows-${++branches}`, 'main', tree, 'Add workflows');
  gh.git(['merge', '-q', '--ff-only', head]);
  return new WorkflowHarness({ gh, scratch: join(dir, `scratch-${branches}`), ...options });
}

const push = (h: WorkflowHarness) =>
  h.trigger('push', {
    ref: 'refs/heads/main',
    before: gh.git(['rev-parse', 'main~1']),
    after: gh.git(['rev-parse', 'main']),
    repository: { name: gh.repo, full_name: `${gh.owner}/${gh.repo}`, default_branch: 'main' },
  });

const onPush = (job: object, extra: object = {}) => ({
  on: { push: { branches: ['main'] } },
  permissions: { contents: 'read' },
  jobs: { job: { 'runs-on': 'ubuntu-latest', ...job } },
  ...extra,
});

const step = (jobs: JobRecord[], job = 'job') => jobs.find((j) => j.job === job)!;

describe("the harness holds workflows to GitHub's rules", () => {
  it('each endpoint needs its permission: a GITHUB_TOKEN with contents: read cannot read the Pages API, with pages: read it can', async () => {
    gh.pages = { build_type: 'workflow' };
    const read = {
      steps: [
        { env: { GH_TOKEN: '${{ github.token }}' }, run: 'gh api "/repos/$GITHUB_REPOSITORY/pages" --jq .html_url' },
      ],
    };
    const h = withWorkflows({
      without: onPush({ ...read, permissions: { contents: 'read' } }),
      with: onPush({ ...read, permissions: { contents: 'read', pages: 'read' } }),
    });
    const jobs = await push(h);
    const by = (file: string) => jobs.find((j) => j.workflow === file)!;
    expect(by('without.yml').result).toBe('failure');
    expect(by('without.yml').steps[0]!.output).toContain('Resource not accessible by integration (HTTP 403)');
    expect(by('with.yml').result).toBe('success');
    expect(by('with.yml').steps[0]!.output).toContain(`https://${gh.owner.toLowerCase()}.github.io/${gh.repo}/`);
    // The table names each endpoint's need; an endpoint it does not know is an error of the table.
    expect(missingPermission('repos/get-pages', { contents: 'read' })).toBe('pages=read');
    expect(missingPermission('issues/create-comment', { 'pull-requests': 'write' })).toBeNull();
    expect(() => missingPermission('repos/delete', {})).toThrow(/does not say which permission/);
  });

  it("an App token holds the installation's permissions narrowed by permission-* inputs, and dies with its job", async () => {
    const pr = gh.openPullRequest({ author: CAST.contributor.login, files: { 'docs/a.md': 'a' } });
    const mint = (inputs: object) => ({
      id: 'app',
      uses: APP_TOKEN,
      with: { 'client-id': 'Iv23', 'private-key': KEY, ...inputs },
    });
    const comment = {
      env: { GH_TOKEN: '${{ steps.app.outputs.token }}' },
      run: `gh api -X POST /repos/$GITHUB_REPOSITORY/issues/${pr.number}/comments -f body=hi`,
    };
    const h = withWorkflows(
      {
        narrow: onPush({ environment: 'dirhub-app', steps: [mint({ 'permission-contents': 'write' }), comment] }),
        whole: onPush({ environment: 'dirhub-app', steps: [mint({}), comment] }),
      },
      { environments: { 'dirhub-app': { secrets: {}, branches: ['main'] } } },
    );
    const jobs = await push(h);
    expect(jobs.find((j) => j.workflow === 'narrow.yml')!.result).toBe('failure');
    expect(jobs.find((j) => j.workflow === 'whole.yml')!.result).toBe('success');
    expect(gh.commentsOn(pr.number).map((c) => c.user)).toEqual([CAST.bot.login]);
    // No token outlives its job.
    expect(Object.keys(gh.tokens).filter((t) => /^ghs_(app|github_token)_\d+$/.test(t))).toEqual([]);
  });

  it('every job has CI=true and GITHUB_ACTIONS=true, whatever the workflow says', async () => {
    const h = withWorkflows({
      env: onPush({ steps: [{ id: 'e', run: 'echo "ci=$CI actions=$GITHUB_ACTIONS" >> "$GITHUB_OUTPUT"' }] }),
    });
    const [job] = await push(h);
    expect(job!.steps[0]!.outputs).toEqual({ ci: 'true actions=true' });
  });

  it('checkout fetches one commit unless fetch-depth says otherwise', async () => {
    const count = { id: 'n', run: 'echo "commits=$(git rev-list --count HEAD)" >> "$GITHUB_OUTPUT"' };
    const h = withWorkflows({
      shallow: onPush({ steps: [{ uses: CHECKOUT, with: { 'persist-credentials': false, lfs: false } }, count] }),
      deep: onPush({
        steps: [{ uses: CHECKOUT, with: { 'persist-credentials': false, lfs: false, 'fetch-depth': 0 } }, count],
      }),
    });
    const jobs = await push(h);
    expect(jobs.find((j) => j.workflow === 'shallow.yml')!.steps[1]!.outputs).toEqual({ commits: '1' });
    expect(Number(jobs.find((j) => j.workflow === 'deep.yml')!.steps[1]!.outputs!.commits)).toBeGreaterThan(1);
  });

  it("a push made with GITHUB_TOKEN starts no workflow; the App's starts them", async () => {
    const pushWith = (token: string) => ({
      env: { TOKEN: token },
      run: [
        'git config user.name bot && git config user.email bot@example.org',
        'echo x >> pushed.txt && git add pushed.txt && git commit -q -m "A push"',
        `git -c "http.https://github.com/.extraheader=AUTHORIZATION: basic $(printf 'x-access-token:%s' "$TOKEN" | base64 -w0)" push -q origin HEAD:main`,
      ].join('\n'),
    });
    const checkout = { uses: CHECKOUT, with: { 'persist-credentials': false, lfs: false } };
    const h = withWorkflows(
      {
        actions: {
          on: { workflow_dispatch: {} },
          permissions: { contents: 'write' },
          jobs: { job: { 'runs-on': 'ubuntu-latest', steps: [checkout, pushWith('${{ github.token }}')] } },
        },
        app: {
          on: { workflow_dispatch: {} },
          permissions: { contents: 'read' },
          jobs: {
            job: {
              'runs-on': 'ubuntu-latest',
              environment: 'dirhub-app',
              steps: [
                { id: 'app', uses: APP_TOKEN, with: { 'client-id': 'Iv23', 'private-key': '${{ secrets.KEY }}' } },
                checkout,
                pushWith('${{ steps.app.outputs.token }}'),
              ],
            },
          },
        },
        listens: onPush({ steps: [{ run: 'true' }] }),
      },
      { environments: { 'dirhub-app': { secrets: { KEY }, branches: ['main'] } } },
    );
    const dispatch = (file: string) =>
      h.trigger('workflow_dispatch', {
        workflow: file,
        ref: 'refs/heads/main',
        repository: { name: gh.repo, default_branch: 'main' },
      });
    expect((await dispatch('actions.yml')).map((j) => `${j.workflow}: ${j.result}`)).toEqual(['actions.yml: success']);
    // Only the App's push starts the push workflow.
    expect((await dispatch('app.yml')).map((j) => `${j.workflow}: ${j.result}`).sort()).toEqual([
      'app.yml: success',
      'listens.yml: success',
    ]);
    const pushes = h.events.filter((e) => e.event === 'push');
    expect(pushes.map((e) => [e.actor, e.notStarted ? 'no run' : e.workflows.join(',')]).sort()).toEqual([
      ['app dirhub-bot[bot]', 'listens.yml'],
      ['github_token github-actions[bot]', 'no run'],
    ]);
  });

  it('a push without a token, or with one that may not write, is refused', async () => {
    const h = withWorkflows({
      bare: onPush({
        permissions: { contents: 'write' },
        steps: [
          { uses: CHECKOUT, with: { 'persist-credentials': false, lfs: false } },
          { run: 'git -c user.name=a -c user.email=a@b commit -q --allow-empty -m x && git push -q origin HEAD:main' },
        ],
      }),
    });
    const [job] = await push(h);
    expect(job!.result).toBe('failure');
    expect(job!.steps[1]!.output).toContain("could not read Username for 'https://github.com'");
  });

  it('a job sees an environment’s secret only when it names the environment, on a branch it allows; a caller cannot pass it down', async () => {
    const show = { id: 's', run: 'echo "key=${KEY:-none}" >> "$GITHUB_OUTPUT"', env: { KEY: '${{ secrets.KEY }}' } };
    const h = withWorkflows(
      {
        named: onPush({ environment: 'dirhub-app', steps: [show] }),
        unnamed: onPush({ steps: [show] }),
        caller: {
          on: { push: { branches: ['main'] } },
          permissions: { contents: 'read' },
          jobs: {
            call: {
              uses: './.github/workflows/called.yml',
              permissions: { contents: 'read' },
              secrets: { KEY: '${{ secrets.KEY }}' },
            },
          },
        },
        called: {
          on: { workflow_call: { secrets: { KEY: { required: true } } } },
          permissions: { contents: 'read' },
          jobs: { job: { 'runs-on': 'ubuntu-latest', steps: [show] } },
        },
      },
      { environments: { 'dirhub-app': { secrets: { KEY }, branches: ['main'] } } },
    );
    const jobs = await push(h);
    const key = (file: string) => jobs.find((j) => j.workflow === file)!.steps[0]?.outputs?.key;
    expect(key('named.yml')).toBe(KEY);
    expect(key('unnamed.yml')).toBe('none');
    expect(jobs.find((j) => j.workflow === 'caller.yml')!.steps[0]!.outputs!.key).toBe('none');
    // A workflow on another branch naming the environment is refused it.
    const evil = gh.repository.commitOnBranch(
      'evil',
      'main',
      {
        '.github/workflows/evil.yml': stringify({
          on: { push: {} },
          permissions: { contents: 'read' },
          jobs: { job: { 'runs-on': 'ubuntu-latest', environment: 'dirhub-app', steps: [show] } },
        }),
      },
      'Print the key',
      CAST.maintainer.login,
    );
    const branchJobs = await h.trigger(
      'push',
      {
        ref: 'refs/heads/evil',
        before: '0'.repeat(40),
        after: evil,
        repository: { name: gh.repo, full_name: `${gh.owner}/${gh.repo}`, default_branch: 'main' },
      },
      ['.github/workflows/evil.yml'],
    );
    const job = branchJobs.find((j) => j.workflow === 'evil.yml')!;
    expect(job).toMatchObject({ result: 'failure', steps: [] });
    expect(job.note).toBe('Branch "evil" is not allowed to deploy to dirhub-app due to environment protection rules.');
  });

  it('artifacts expire: a job downloading one past its retention fails', async () => {
    const h = withWorkflows(
      {
        art: onPush(
          {},
          {
            jobs: {
              up: {
                'runs-on': 'ubuntu-latest',
                permissions: { contents: 'read' },
                steps: [
                  { run: 'echo hi > "$RUNNER_TEMP/a.txt"' },
                  {
                    uses: 'actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f',
                    with: { name: 'a', path: '${{ runner.temp }}/a.txt', 'retention-days': 1 },
                  },
                ],
              },
              down: {
                needs: 'up',
                'runs-on': 'ubuntu-latest',
                permissions: { contents: 'read' },
                environment: 'github-pages',
                steps: [
                  {
                    uses: 'actions/download-artifact@3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c',
                    with: { name: 'a', path: '${{ runner.temp }}/in' },
                  },
                ],
              },
            },
          },
        ),
      },
      { environments: { 'github-pages': { reviewers: true } }, approvals: 'manual' },
    );
    const running = push(h);
    while (!h.waitingForApproval().length) await new Promise((r) => setTimeout(r, 50));
    h.advance(2);
    h.approve('github-pages');
    const jobs = await running;
    expect(step(jobs, 'down').result).toBe('failure');
    expect(step(jobs, 'down').steps[0]!.output).toContain('Artifact has expired: a');
  });

  it('an action on a runtime the runners dropped, and queue: max with cancel-in-progress, are refused', async () => {
    const h = withWorkflows({
      old: onPush({
        permissions: { contents: 'read', pages: 'read' },
        steps: [{ uses: 'actions/configure-pages@983d7736d9b0ae728b81ab479565c72886d7745b' }],
      }),
    });
    await expect(push(h)).rejects.toThrow(
      /actions\/configure-pages runs on node20, which GitHub's runners no longer have/,
    );
    const q = withWorkflows({
      old: null,
      queue: onPush(
        { steps: [{ run: 'true' }] },
        { concurrency: { group: 'g', 'cancel-in-progress': true, queue: 'max' } },
      ),
    });
    await expect(push(q)).rejects.toThrow(/The combination of queue: max and cancel-in-progress: true is not allowed/);
  });

  it('concurrency: cancel-in-progress cancels the running one, a newcomer replaces the one waiting, queue: max cancels past 100', () => {
    const groups = new ConcurrencyGroups();
    const cancelled: string[] = [];
    const member = (label: string) => ({ label, cancel: (why: string) => cancelled.push(`${label}: ${why}`) });
    const single = { group: 'G', cancelInProgress: false, queue: 'single' as const };
    const a = member('a');
    void groups.enter(a, single);
    void groups.enter(member('b'), single);
    void groups.enter(member('c'), { ...single, group: 'g' });
    expect(groups.state('g')).toEqual({ running: 'a', pending: ['c'] });
    expect(cancelled).toEqual(['b: replaced in g by c']);
    void groups.enter(member('d'), { group: 'g', cancelInProgress: true, queue: 'single' });
    expect(cancelled.slice(1)).toEqual(['a: cancelled by d (cancel-in-progress in g)', 'c: replaced in g by d']);
    const held = member('import');
    void groups.enter(held, { group: 'archive', cancelInProgress: false, queue: 'max' });
    for (let i = 0; i < QUEUE_MAX + 5; i++)
      void groups.enter(member(`r${i}`), { group: 'archive', cancelInProgress: false, queue: 'max' });
    expect(groups.state('archive').pending).toHaveLength(QUEUE_MAX);
    expect(cancelled.filter((c) => c.includes('archive is full'))).toHaveLength(5);
  });

  it('a matrix job reports one check per combination, a skipped job reports success, and a path-filtered workflow reports nothing', async () => {
    const pr = gh.openPullRequest({ author: CAST.contributor.login, files: { 'docs/a.md': 'a' }, fork: false });
    const h = withWorkflows({
      matrix: {
        on: { pull_request: {} },
        permissions: { contents: 'read' },
        jobs: {
          test: {
            'runs-on': 'ubuntu-latest',
            permissions: {},
            strategy: { matrix: { node: [20, 24] } },
            steps: [{ run: 'true' }],
          },
          named: {
            'runs-on': 'ubuntu-latest',
            name: 'lint ${{ github.event_name }}',
            permissions: {},
            steps: [{ run: 'true' }],
          },
          skipped: { 'runs-on': 'ubuntu-latest', if: 'false', permissions: {}, steps: [{ run: 'true' }] },
        },
      },
      filtered: {
        on: { pull_request: { paths: ['uploads/**'] } },
        permissions: { contents: 'read' },
        jobs: { intake: { 'runs-on': 'ubuntu-latest', permissions: {}, steps: [{ run: 'true' }] } },
      },
    });
    await h.trigger('pull_request', {
      action: 'opened',
      pull_request: { ...gh.json.pull(gh.pull(pr.number)) },
      repository: { name: gh.repo, full_name: `${gh.owner}/${gh.repo}`, default_branch: 'main' },
    });
    const checks = gh.checkRuns.filter((c) => c.head_sha === pr.head_sha).map((c) => `${c.name}: ${c.conclusion}`);
    expect(checks.sort()).toEqual([
      'lint pull_request: success',
      'skipped: skipped',
      'test (20): success',
      'test (24): success',
    ]);
    // A ruleset requiring `test` and `intake` then blocks a maintainer's merge: neither is ever reported.
    gh.rulesets.set(1, {
      id: 1,
      name: 'protect',
      target: 'branch',
      enforcement: 'active',
      conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] } },
      bypass_actors: [],
      rules: [
        {
          type: 'required_status_checks',
          parameters: { required_status_checks: [{ context: 'test' }, { context: 'intake' }] },
        },
      ],
    });
    const refused = await fetch(`${gh.url}/repos/${gh.owner}/${gh.repo}/pulls/${pr.number}/merge`, {
      method: 'PUT',
      headers: { authorization: `token ${TOKENS.maintainer}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(405);
    expect(((await refused.json()) as { message: string }).message).toContain(
      'Required status check "test" is expected.',
    );
    expect(gh.pull(pr.number).merged).toBe(false);
  });

  it('a merge queue waits for the required checks on the group commit: only merge_group runs report them there', async () => {
    const pr = gh.openPullRequest({ author: CAST.contributor.login, files: { 'docs/a.md': 'a' } });
    gh.rulesets.set(1, {
      id: 1,
      name: 'protect',
      target: 'branch',
      enforcement: 'active',
      conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] } },
      bypass_actors: [],
      rules: [
        {
          type: 'required_status_checks',
          parameters: { required_status_checks: [{ context: 'lint' }, { context: 'after' }] },
        },
      ],
    });
    const lint = (on: object) => ({
      on,
      permissions: { contents: 'read' },
      jobs: { lint: { 'runs-on': 'ubuntu-latest', permissions: {}, steps: [{ run: 'true' }] } },
    });
    // A workflow on the default branch, started by the group's run of `lint` (workflow_run): it reports
    // nothing on the group by itself (its run is the default branch's), so it posts a check through the API.
    const after = {
      on: { workflow_run: { workflows: ['lint'], types: ['requested'] } },
      permissions: { contents: 'read' },
      jobs: {
        after: {
          'runs-on': 'ubuntu-latest',
          permissions: { checks: 'write' },
          steps: [
            {
              env: { GH_TOKEN: '${{ github.token }}', SHA: '${{ github.event.workflow_run.head_sha }}' },
              run: 'gh api -X POST "/repos/$GITHUB_REPOSITORY/check-runs" -f name=after -f head_sha="$SHA" -f status=completed -f conclusion=success -f "output[title]=t" -f "output[summary]=s"',
            },
          ],
        },
      },
    };
    const pullOnly = withWorkflows({ lint: { ...lint({ pull_request: {} }), name: 'lint' }, after });
    expect((await pullOnly.mergeGroup(pr.number)).waitingFor).toEqual([
      'Required status check "lint" is expected.',
      'Required status check "after" is expected.',
    ]);
    const queued = withWorkflows({ lint: { ...lint({ pull_request: {}, merge_group: {} }), name: 'lint' }, after });
    const group = await queued.mergeGroup(pr.number);
    expect(group.waitingFor).toEqual([]);
    // The group's runs use the group's own workflow files; workflow_run the default branch's.
    expect(queued.events.map((e) => `${e.event}: ${e.workflows.join(',')}`)).toEqual(
      expect.arrayContaining(['merge_group: lint.yml', 'workflow_run: after.yml']),
    );
  });
});
