/**
 * A source's failures in the archive's health: the health workflow's step on a checkout of the default
 * branch alone (it fetches the discovery state from origin), and `dirhub health` on a clone, both judge
 * the sources by the state on dirhub/discovery-state and raise a warning for one that keeps failing;
 * the issue the notify step would open carries it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthReport } from '../../actions/lib/archive/health.js';
import { readDiscoveryConfig } from '../../actions/lib/discovery/config.js';
import { Http } from '../../actions/lib/discovery/http.js';
import { renderRunSummary } from '../../actions/lib/discovery/report.js';
import { runDiscovery, type DiscoveryRun } from '../../actions/lib/discovery/run.js';
import { gatherKnown, localStateStore } from '../../actions/lib/discovery/state-store.js';
import { LocalForge } from '../../actions/lib/forge/local/local-forge.js';
import { planHealthIssue } from '../../actions/lib/github/health-issue.js';
import { healthStep } from '../../actions/lib/github/steps/health.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { runDirhub } from '../helpers/dirhub-process.js';

let dir: string;
let origin: string;
// Two nightly runs, the clock injected: today (the inbox's file is dated by its modification) and tomorrow.
const nights = [new Date(), new Date(Date.now() + 86_400_000)] as const;
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

const DISCOVERY = {
  sources: [
    { name: 'inbox', kind: 'folder', path: '../inbox', defaults: { source: "Clerk's office", source_type: 'court' } },
    { name: 'scanner', kind: 'folder', path: '../scanner-share' },
  ],
};

async function discover(root: string, at: Date): Promise<DiscoveryRun> {
  const read = readDiscoveryConfig(DISCOVERY);
  if (!read.ok) throw new Error(read.problems[0]!.message);
  const store = localStateStore(root);
  const stored = await store.load();
  if (!stored.read.ok) throw new Error(stored.read.problem.message);
  const http = new Http({ userAgent: 'dirhub/test', spacingMs: 0 });
  const forge = new LocalForge(root);
  try {
    const run = await runDiscovery({
      root,
      sources: read.config.sources,
      budget: read.config.per_run,
      maxFileBytes: 50 * 1024 * 1024,
      uploadsDir: 'uploads',
      state: stored.read.state,
      known: await gatherKnown(root),
      http,
      open: async (proposal, labels) => {
        const opened = await forge.openPullRequest(proposal);
        if (opened.opened) await forge.addLabels(opened.pull, labels);
        return opened;
      },
      force: true,
      dryRun: false,
      now: () => at,
      env: {},
    });
    await store.save(run.state, stored.commit, 'Discovery run');
    return run;
  } finally {
    await http.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-discovery-health-'));
  origin = join(dir, 'origin');
  await mkdir(join(origin, 'uploads'), { recursive: true });
  await mkdir(join(dir, 'inbox'));
  writeFileSync(join(dir, 'inbox', 'order.pdf'), await textToPdf('ORDER. The motion is granted. SO ORDERED.'));
  git(dir, 'init', '--quiet', '--initial-branch=main', origin);
  writeFileSync(join(origin, 'dirhub.config.json'), JSON.stringify({ discovery: DISCOVERY }, null, 2));
  writeFileSync(join(origin, 'uploads', '.gitkeep'), '');
  git(origin, 'add', '-A');
  git(origin, '-c', 'user.name=M', '-c', 'user.email=m@example.org', 'commit', '--quiet', '-m', 'Start');
  // The scanner's share is not mounted: that source fails on both nights, the inbox works.
  const first = await discover(origin, nights[0]);
  expect(first.sources.map((s) => [s.name, s.status])).toEqual([
    ['inbox', 'ok'],
    ['scanner', 'failed'],
  ]);
  expect(first.sources[0]!.opened).toHaveLength(1);
  const second = await discover(origin, nights[1]);
  expect(second.sources[1]).toMatchObject({ status: 'failed', failures: 2 });
  // The job summary of the second run names the failing source and why.
  const summary = renderRunSummary(second);
  expect(summary).toContain('| scanner | folder | **failed** (2 in a row) |');
  expect(summary).toMatch(
    /### scanner\n\n- ❌ The folder .*scanner-share of source "scanner" cannot be read: ENOENT\./,
  );
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('discovery in the health check', () => {
  it("the health workflow's step, on a checkout of main alone, fetches the state and warns of the failing source", async () => {
    const checkout = join(dir, 'checkout');
    git(dir, 'clone', '--quiet', '--depth=1', '--branch=main', `file://${origin}`, checkout);
    expect(git(checkout, 'branch', '-a', '--format=%(refname:short)')).not.toContain('discovery-state');
    const output = join(dir, 'health.json');
    const step = await healthStep({ root: checkout, output_path: output });
    const report = JSON.parse(readFileSync(output, 'utf8')) as HealthReport;
    const discovery = report.alerts.filter((a) => a.code.startsWith('discovery.'));
    expect(discovery.map((a) => [a.class, a.code])).toEqual([
      ['warning', 'discovery.source_failing'],
      ['info', 'discovery.digest'],
    ]);
    expect(discovery[0]!.message).toMatch(
      /^Discovery source "scanner" has failed 2 runs in a row \(last asked (.*)\): The folder .*scanner-share/,
    );
    expect(discovery[0]!.message).toContain(`(last asked ${nights[1].toISOString()})`);
    expect(discovery[1]!.message).toBe(
      'Discovery follows 2 sources (2 asked so far); 0 documents noted as gone or refused.',
    );
    expect(step.outputs.warning).toBe('1');
    expect(step.notices.map((n) => n.title)).toContain('discovery.source_failing');
    // The notify step opens the health issue with the warning's label.
    const plan = planHealthIssue([], report.alerts, 'dirhub-bot[bot]', null);
    expect(plan).toMatchObject({ kind: 'create', labels: ['dirhub:health', 'alert:warning'] });
    expect(plan.kind === 'create' && plan.body).toContain('has failed 2 runs in a row');
  });

  it('dirhub health reads the state branch of the repository it checks; an archive without sources has no discovery alert', async () => {
    const run = await runDirhub(['health', '--repo', origin, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as HealthReport;
    expect(report.alerts.filter((a) => a.code.startsWith('discovery.')).map((a) => a.class)).toEqual([
      'warning',
      'info',
    ]);

    const plain = join(dir, 'plain');
    git(dir, 'init', '--quiet', '--initial-branch=main', plain);
    const step = await healthStep({ root: plain, output_path: join(dir, 'plain.json') });
    expect(step.outputs.warning).toBe('0');
    const alerts = (JSON.parse(readFileSync(join(dir, 'plain.json'), 'utf8')) as HealthReport).alerts;
    expect(alerts.filter((a) => a.code.startsWith('discovery.'))).toEqual([]);
  });
});
