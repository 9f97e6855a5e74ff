import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ingestStep } from '../../actions/lib/github/steps/ingest.js';
import { planIngest } from '../../actions/lib/intake/ingest.js';
import { isUploadsPlaceholder } from '../../actions/lib/intake/branch.js';
import { contentStreamBomb } from '../helpers/hostile/corpus.js';
import { PROJECT_ROOT } from '../helpers/paths.js';
import { makeAnalysis } from '../archive/analysis-fixture.js';
import { metadataJson } from './fixtures.js';
import { ORDER_ON_MOTION_TO_DISMISS } from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';

const NOW = '2026-11-24T12:00:00.000Z';
const BOT = { name: 'dirhub-bot[bot]', email: 'bot@example.org' };
let root: string;

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const step = () => ingestStep({ root, bot: BOT, now: NOW, dry_run: false, archived_path: null, repository: null });

beforeEach(() => {
  // A clone of the repository in its shipped layout: the config, and placeholders keeping uploads/ and archive/.
  root = mkdtempSync(join(tmpdir(), 'dirhub-ingest-step-'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Maintainer');
  git('config', 'user.email', 'm@example.org');
  copyFileSync(join(PROJECT_ROOT, 'dirhub.config.json'), join(root, 'dirhub.config.json'));
  for (const dir of ['uploads', 'archive']) {
    mkdirSync(join(root, dir));
    writeFileSync(join(root, dir, '.gitkeep'), '');
  }
  git('add', '.');
  git('commit', '-q', '-m', 'Shipped layout');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('ingest on the default branch in the shipped layout', () => {
  it('a placeholder in uploads/ is not an upload: nothing to ingest, and the job does not fail', async () => {
    expect(isUploadsPlaceholder('uploads/.gitkeep')).toBe(true);
    expect(isUploadsPlaceholder('uploads/order.pdf')).toBe(false);
    expect(isUploadsPlaceholder('archive/.gitkeep')).toBe(false);
    expect(await planIngest(root, () => Promise.reject(new Error('nothing may be analysed')), NOW)).toEqual([]);
    const result = await step();
    expect(result).toEqual({
      outputs: { action: 'skip', commit: '', documents: '0', 'archived-path': '' },
      summary: 'Nothing waits in uploads/.\n',
      notices: [],
      failure: null,
    });
  });

  it('an upload that really cannot be archived still fails the job, and names it', async () => {
    writeFileSync(join(root, 'uploads', 'lonely.json'), metadataJson({ title: 'A metadata file alone' }));
    writeFileSync(join(root, 'uploads', '.DS_Store'), 'finder');
    git('add', '.');
    git('commit', '-q', '-m', 'Metadata without its document');
    const result = await step();
    expect(result.outputs).toEqual({ action: 'close', commit: '', documents: '0', 'archived-path': '' });
    expect(result.notices.map((n) => [n.title, n.file])).toEqual([['upload.file_missing', 'uploads/lonely.json']]);
    expect(result.failure).toMatch(/^1 group\(s\) of uploads on the default branch cannot be archived/);
    expect(result.summary).not.toContain('.DS_Store');
    expect(git('rev-list', '--count', 'HEAD').trim()).toBe('2');
  });

  it("re-reads a merged file in a process of its own under the config's limits: a bomb stops there, unarchived", async () => {
    // The job holds the App token while it reads, so the file is read as intake reads it: here the stream
    // checks are lifted and a 384 MB memory limit set, so only the reading process's limit stops the bomb.
    const config = JSON.parse(readFileSync(join(root, 'dirhub.config.json'), 'utf8')) as Record<string, unknown>;
    config['limits'] = { read_memory_mb: 384, max_stream_bytes: 2 ** 40, max_inflated_bytes: 2 ** 40 };
    writeFileSync(join(root, 'dirhub.config.json'), JSON.stringify(config));
    writeFileSync(join(root, 'uploads', 'order.pdf'), contentStreamBomb(600));
    writeFileSync(join(root, 'uploads', 'order.json'), metadataJson({ title: 'An order' }));
    git('add', '.');
    git('commit', '-q', '-m', 'A merged upload that inflates to 600 MiB');
    const result = await step();
    // Set aside, not archived: out of uploads/, logged invalid, and the job goes on (it would otherwise be
    // stuck on it at every run).
    expect(result.outputs).toMatchObject({ action: 'close', documents: '0', 'archived-path': '' });
    expect(result.outputs.commit).toBe(git('rev-parse', 'HEAD').trim());
    expect(result.notices.map((n) => [n.level, n.title, n.file])).toEqual([
      ['warning', 'limits.read_memory', 'uploads/order.json'],
    ]);
    expect(result.failure).toBeNull();
    expect(git('ls-files', 'uploads').trim()).toBe('uploads/.gitkeep');
    expect(git('log', '-1', '--format=%an|%s').trim()).toBe(
      `${BOT.name}|Set aside 1 merged upload(s) that cannot be archived`,
    );
  });

  /** A court order and its metadata in uploads/ under `name`, committed as a merge of its own would bring it. */
  async function mergeOrder(name: string): Promise<void> {
    const pdf = await textToPdf(ORDER_ON_MOTION_TO_DISMISS.text);
    writeFileSync(join(root, 'uploads', `${name}.pdf`), pdf);
    writeFileSync(
      join(root, 'uploads', `${name}.json`),
      metadataJson({
        title: 'Harlow v. Northfield Grain Cooperative — order on the motion to dismiss',
        source: 'U.S. District Court, District of Maine',
        relevance: 'high',
      }),
    );
    git('add', '.');
    git('commit', '-q', '-m', `Upload ${name}`);
  }
  const recordFiles = () =>
    git('ls-files', 'archive/documents')
      .split('\n')
      .filter((f) => f.endsWith('/record.json'));
  const loggedStates = () =>
    git('ls-files', 'archive/decisions')
      .trim()
      .split('\n')
      .flatMap((path) => git('show', `HEAD:${path}`).split('\n').filter(Boolean))
      .map((l) => JSON.parse(l) as { state: string; file: { name: string } })
      .map((e) => `${e.file.name}: ${e.state}`);

  it('the same file merged twice before ingest ran: the first merged is archived, the later copy set aside, and the next run finds nothing', async () => {
    // Two pull requests sent one court order and both were merged before ingest ran; "order-again" sorts
    // first in uploads/, but "order" reached main first.
    await mergeOrder('order');
    await mergeOrder('order-again');
    const result = await step();
    expect(result.failure).toBeNull();
    expect(result.outputs).toMatchObject({ action: 'merge', documents: '1' });
    expect(result.notices.map((n) => [n.level, n.title, n.file])).toEqual([
      ['warning', 'duplicate.exact', 'uploads/order-again.json'],
    ]);
    expect(git('ls-files', 'uploads').trim()).toBe('uploads/.gitkeep');
    expect(recordFiles()).toHaveLength(1);
    expect(loggedStates().sort()).toEqual(['order-again.pdf: invalid', 'order.pdf: accepted']);
    expect(git('log', '-1', '--format=%an|%s').trim()).toBe(
      `${BOT.name}|Set aside 1 merged upload(s) that cannot be archived`,
    );
    // Not stuck: the next run has nothing to do.
    expect((await step()).outputs).toMatchObject({ action: 'skip', documents: '0' });
  });

  it('a copy merged after the first was archived is set aside as a duplicate of the archived document', async () => {
    await mergeOrder('order');
    expect((await step()).outputs).toMatchObject({ action: 'merge', documents: '1' });
    await mergeOrder('order-copy');
    const result = await step();
    expect(result.failure).toBeNull();
    expect(result.outputs).toMatchObject({ action: 'close', documents: '0' });
    expect(result.notices.map((n) => [n.level, n.title, n.file])).toEqual([
      ['warning', 'duplicate.exact', 'uploads/order-copy.json'],
    ]);
    expect(git('ls-files', 'uploads').trim()).toBe('uploads/.gitkeep');
    expect(recordFiles()).toHaveLength(1);
    expect(loggedStates()).toContain('order-copy.pdf: invalid');
    expect((await step()).outputs).toMatchObject({ action: 'skip', documents: '0' });
  });

  it('names the pull request GitHub says made the merge, never the one a commit message claims', async () => {
    git('switch', '-q', '-c', 'contrib');
    writeFileSync(join(root, 'uploads', 'order.pdf'), '%PDF-1.4 not really read here');
    writeFileSync(join(root, 'uploads', 'order.json'), metadataJson({ title: 'An order' }));
    git('add', '.');
    git('commit', '-q', '-m', 'Upload an order (#1)');
    git('switch', '-q', 'main');
    // The contributor chose the words of the merge's message; GitHub knows it was pull request 7.
    git('merge', '-q', '--no-ff', '-m', "Merge upload branch 'pull/1'", 'contrib');
    const merge = git('rev-parse', 'HEAD').trim();
    const analyze = async (u: { name: string }) =>
      makeAnalysis({
        name: u.name,
        file: 'order bytes',
        metadata: { title: 'An order', date: '2019-07-02', source: 'Court', relevance: 'high' },
      });
    const asked: string[] = [];
    const lookup = async (commit: string) => {
      asked.push(commit);
      return commit === merge ? 7 : null;
    };
    const plans = await planIngest(root, analyze, NOW, { server_url: 'https://github.com', full_name: 'o/r' }, lookup);
    expect(asked).toContain(merge);
    expect(plans.map((p) => p.pull_number)).toEqual([7]);
    const record = plans[0]!.plan.log.entries[0]!;
    expect(record.submitted_via).toEqual({
      kind: 'pull_request',
      ref: 'pull/7',
      number: 7,
      url: 'https://github.com/o/r/pull/7',
    });
    // Without GitHub to ask, no number at all: the message's "pull/1" is not taken.
    const unasked = await planIngest(root, analyze, NOW);
    expect(unasked.map((p) => p.pull_number)).toEqual([null]);
  });
});
