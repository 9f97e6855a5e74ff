import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../actions/lib/core/hash.js';
import type { DocumentRecord } from '../../actions/lib/archive/records.js';
import { runIntake } from '../../actions/lib/intake/run.js';
import { listDocumentIds } from '../../actions/lib/archive/read.js';
import { lookupUpload, readDecisionLog } from '../../actions/lib/archive/decisions-log.js';
import { uploadIdFor } from '../../actions/lib/archive/upload-id.js';
import { documentDir, documentIdFor } from '../../actions/lib/archive/layout.js';
import { addBranch, branches, createRepo, headOf, metadataJson, snapshot, textAnalyzer } from './git-fixture.js';
import type { SimpleGit } from 'simple-git';
import { gitLfsStorage } from '../../actions/lib/archive/storage/git-lfs.js';
import { parseLfsPointer } from '../../actions/lib/archive/storage/pointer.js';
import { describeWithTool } from '../helpers/paths.js';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const ORDER = 'ORDER granting the motion to dismiss.\fPage two of the order.';

describe('local pull-request flow on a real repository', () => {
  let root: string;
  let git: SimpleGit;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ root, git, cleanup } = await createRepo());
  });
  afterEach(async () => {
    await cleanup();
  });

  const intake = (extra: Partial<Parameters<typeof runIntake>[0]> = {}) =>
    runIntake({ root, analyzer: textAnalyzer, now: () => NOW, ...extra });

  it('merges an accepted branch and archives the document with its record, texts and decision', async () => {
    const meta = metadataJson('Order granting motion to dismiss');
    const head = await addBranch(git, root, 'upload/order', { 'uploads/order.pdf': ORDER, 'uploads/order.json': meta });
    const run = await intake();

    expect(run.refused).toBeNull();
    expect(run.outcomes.map((o) => [o.branch, o.plan?.action, o.changed, o.problem])).toEqual([
      ['upload/order', 'merge', true, null],
    ]);
    const id = documentIdFor(sha256(ORDER));
    const dir = documentDir(id);
    const uploadId = uploadIdFor(sha256(ORDER), sha256(meta));

    // Files: the original (same bytes, its extension kept), record.json, one text per page; uploads/ emptied.
    expect(await readFile(join(root, dir, `${id}.pdf`), 'utf8')).toBe(ORDER);
    expect(await readFile(join(root, dir, 'text/0001.txt'), 'utf8')).toBe('ORDER granting the motion to dismiss.');
    expect(await readFile(join(root, dir, 'text/0002.txt'), 'utf8')).toBe('Page two of the order.');
    expect(existsSync(join(root, 'uploads'))).toBe(false);
    const record = JSON.parse(await readFile(join(root, dir, 'record.json'), 'utf8')) as DocumentRecord;
    expect(record.document_id).toBe(id);
    expect(record.title).toBe('Order granting motion to dismiss');
    expect(record.file).toEqual({
      name: 'order.pdf',
      path: `${id}.pdf`,
      media_type: 'application/pdf',
      sha256: sha256(ORDER),
      bytes: ORDER.length,
    });
    expect(record.provenance).toEqual({
      upload_id: uploadId,
      submitted_via: { kind: 'branch', ref: 'upload/order' },
      submitted_by: 'Ada Contributor <ada@example.org>',
      commit: head,
      accepted_at: NOW.toISOString(),
      pipeline_version: '0.1.0',
    });

    // The decision log has one accepted line; status answers from it.
    const log = await readDecisionLog(root);
    expect(log.problems).toEqual([]);
    expect(log.entries.map((e) => [e.upload_id, e.state, e.document_id, e.commit, e.metadata_sha256])).toEqual([
      [uploadId, 'accepted', id, head, sha256(meta)],
    ]);
    expect((await readFile(join(root, 'archive/decisions/2026-11.jsonl'), 'utf8')).split('\n').length).toBe(2);

    // History: a real --no-ff merge of the pinned head, then the archive commit, both by the bot; branch merged.
    const commits = (await git.raw(['log', '--first-parent', '--format=%P|%an <%ae>|%s', '-2', 'main']))
      .trim()
      .split('\n');
    expect(commits[0]).toBe(
      `${(await headOf(git, 'main~1')).trim()}|dirhub-bot <bot@dirhub.invalid>|Archive "Order granting motion to dismiss" as ${id}`,
    );
    const [parents, author, subject] = commits[1]!.split('|');
    expect(parents!.split(' ')[1]).toBe(head);
    expect([author, subject]).toEqual([
      'dirhub-bot <bot@dirhub.invalid>',
      "Merge upload branch 'upload/order' (1 accepted)",
    ]);
    expect((await git.raw(['log', '-1', '--format=%an <%ae>|%s', head])).trim()).toBe(
      'Ada Contributor <ada@example.org>|Upload on upload/order',
    );
    expect((await git.raw(['branch', '--merged', 'main'])).split('\n').map((b) => b.replace(/^[* ]+/, ''))).toContain(
      'upload/order',
    );
    expect((await git.raw(['status', '--porcelain'])).trim()).toBe('');
  });

  it('closes a rejected branch: branch deleted, decision logged with reasons, nothing archived', async () => {
    const meta = metadataJson('A cookie recipe');
    await addBranch(git, root, 'upload/recipe', {
      'uploads/recipe.pdf': 'OFF-TOPIC cookies',
      'uploads/recipe.json': meta,
    });
    const run = await intake();

    expect(run.outcomes.map((o) => [o.branch, o.plan?.action, o.changed])).toEqual([['upload/recipe', 'close', true]]);
    expect(await branches(git)).toEqual(['main']);
    expect(await listDocumentIds(root)).toEqual([]);
    const uploadId = uploadIdFor(sha256('OFF-TOPIC cookies'), sha256(meta));
    const status = lookupUpload(await readDecisionLog(root), uploadId);
    expect(status?.latest.state).toBe('rejected');
    expect(status?.latest.reasons.map((r) => r.code)).toEqual(['relevance.below_threshold']);
    expect((await git.raw(['log', '-1', '--format=%an|%s', 'main'])).trim()).toBe(
      "dirhub-bot|Record decision: close branch 'upload/recipe'",
    );
  });

  it('leaves a branch that also changes a workflow for a maintainer: not merged, not deleted, logged as needs_review', async () => {
    const meta = metadataJson('Order granting motion to dismiss');
    const head = await addBranch(git, root, 'upload/sneaky', {
      'uploads/order.pdf': ORDER,
      'uploads/order.json': meta,
      '.github/workflows/x.yml': 'on: push\n',
    });
    const run = await intake();

    const plan = run.outcomes[0]!.plan!;
    expect(plan.action).toBe('needs_review');
    expect(plan.reasons.map((r) => r.message)).toEqual([
      'The branch changes more than new files in uploads/: .github/workflows/x.yml (added).',
    ]);
    expect(await branches(git)).toEqual(['main', 'upload/sneaky']);
    expect(await headOf(git, 'upload/sneaky')).toBe(head);
    expect((await git.raw(['branch', '--merged', 'main'])).trim()).toBe('* main');
    expect(await listDocumentIds(root)).toEqual([]);
    expect(existsSync(join(root, '.github'))).toBe(false);
    const entries = (await readDecisionLog(root)).entries;
    expect(entries.map((e) => [e.state, e.reasons[0]?.code])).toEqual([['needs_review', 'intake.non_upload_changes']]);

    // Deciding it again adds nothing.
    const before = await headOf(git);
    const again = await intake();
    expect(again.outcomes.map((o) => [o.plan?.action, o.changed])).toEqual([['needs_review', false]]);
    expect(await headOf(git)).toBe(before);
  });

  it('is idempotent: a second run over processed branches changes nothing', async () => {
    await addBranch(git, root, 'upload/order', {
      'uploads/order.pdf': ORDER,
      'uploads/order.json': metadataJson('Order granting motion to dismiss'),
    });
    await addBranch(git, root, 'upload/recipe', {
      'uploads/recipe.pdf': 'OFF-TOPIC',
      'uploads/recipe.json': metadataJson('Cookies'),
    });
    const first = await intake();
    expect(first.outcomes.map((o) => o.plan?.action)).toEqual(['merge', 'close']);
    const head = await headOf(git);
    const files = await snapshot(root);

    const second = await intake();
    expect(second.outcomes).toEqual([]);
    const named = await intake({ branches: ['upload/order'] });
    expect(named.outcomes.map((o) => [o.plan?.action, o.changed, o.plan?.reasons[0]?.code])).toEqual([
      ['skip', false, 'intake.nothing_to_do'],
    ]);
    expect(await headOf(git)).toBe(head);
    expect(await snapshot(root)).toEqual(files);
  });

  it('dry run prints the plan and changes nothing', async () => {
    await addBranch(git, root, 'upload/order', {
      'uploads/order.pdf': ORDER,
      'uploads/order.json': metadataJson('Order granting motion to dismiss'),
    });
    const head = await headOf(git);
    const files = await snapshot(root);
    const run = await intake({ dryRun: true });
    const plan = run.outcomes[0]!.plan!;
    const id = documentIdFor(sha256(ORDER));
    expect(plan.action).toBe('merge');
    expect(plan.moves).toEqual([{ from: 'uploads/order.pdf', to: `${documentDir(id)}/${id}.pdf` }]);
    expect(plan.removes).toEqual(['uploads/order.json']);
    expect(plan.writes.map((w) => w.path)).toEqual([
      `${documentDir(id)}/record.json`,
      `${documentDir(id)}/text/0001.txt`,
      `${documentDir(id)}/text/0002.txt`,
    ]);
    expect(run.outcomes[0]!.changed).toBe(false);
    expect(await headOf(git)).toBe(head);
    expect(await snapshot(root)).toEqual(files);
    expect(await branches(git)).toEqual(['main', 'upload/order']);
  });

  it('reports a PDF without its metadata, and metadata without its PDF, with hints; the branch is closed as invalid', async () => {
    await addBranch(git, root, 'upload/halves', {
      'uploads/lonely.pdf': ORDER,
      'uploads/orphan.json': metadataJson('Orphan'),
    });
    const run = await intake();
    const plan = run.outcomes[0]!.plan!;
    expect(plan.action).toBe('close');
    expect(plan.uploads.map((u) => [u.name, u.state, u.reasons[0]?.code, u.reasons[0]?.hint])).toEqual([
      [
        'lonely',
        'invalid',
        'upload.metadata_missing',
        'Add uploads/lonely.json next to it in the same branch, with title, date (YYYY-MM-DD), source and relevance (low, medium, high or critical).',
      ],
      [
        'orphan',
        'invalid',
        'upload.file_missing',
        'Add the document as uploads/orphan.pdf (or .png/.jpg), with the same name as the metadata file.',
      ],
    ]);
    expect(plan.uploads[0]!.reasons).toHaveLength(1);
    expect(await branches(git)).toEqual(['main']);
    // The PDF is identified and logged; the metadata alone has no file to identify, so it is reported only.
    expect((await readDecisionLog(root)).entries.map((e) => [e.file.name, e.state])).toEqual([
      ['lonely.pdf', 'invalid'],
    ]);
  });

  it('closes a branch with two uploads when one fails; the good one is logged as closed with it, not branded', async () => {
    const goodMeta = metadataJson('Order granting motion to dismiss');
    await addBranch(git, root, 'upload/two', {
      'uploads/good.pdf': ORDER,
      'uploads/good.json': goodMeta,
      'uploads/bad.pdf': 'OFF-TOPIC',
      'uploads/bad.json': metadataJson('Cookies'),
    });
    const run = await intake();
    const plan = run.outcomes[0]!.plan!;
    expect(plan.action).toBe('close');
    expect(plan.summary).toBe('close: uploads/bad.pdf rejected');
    expect(plan.uploads.map((u) => [u.name, u.state, u.analysis_status, u.reasons[0]?.code])).toEqual([
      ['bad', 'rejected', 'rejected', 'relevance.below_threshold'],
      ['good', 'rejected', 'accepted', 'intake.batch.sibling_rejected'],
    ]);
    expect(await listDocumentIds(root)).toEqual([]);

    // Sent again alone, the good upload is accepted (it is not an exact duplicate of a rejection).
    await addBranch(git, root, 'upload/good-again', { 'uploads/good.pdf': ORDER, 'uploads/good.json': goodMeta });
    const again = await intake();
    expect(again.outcomes.map((o) => o.plan?.action)).toEqual(['merge']);
    const status = lookupUpload(await readDecisionLog(root), uploadIdFor(sha256(ORDER), sha256(goodMeta)));
    expect(status?.history.map((e) => e.state)).toEqual(['rejected', 'accepted']);
  });

  it('refuses to run on a dirty work tree or another branch, and a dry run is still allowed', async () => {
    await addBranch(git, root, 'upload/order', {
      'uploads/order.pdf': ORDER,
      'uploads/order.json': metadataJson('Order granting motion to dismiss'),
    });
    await writeFile(join(root, 'README.md'), '# Edited\n');
    const run = await intake();
    expect(run.refused?.code).toBe('intake.dirty_work_tree');
    expect(run.refused?.message).toBe('The work tree has uncommitted changes (README.md).');
    expect((await intake({ dryRun: true })).outcomes.map((o) => o.plan?.action)).toEqual(['merge']);
    await git.raw(['checkout', '--quiet', '--', 'README.md']);
    await git.raw(['switch', '--quiet', 'upload/order']);
    expect((await intake()).refused?.hint).toBe('Switch to it first: git switch main');
  });

  it('leaves a branch that moved after it was analysed', async () => {
    const { planIntake } = await import('../../actions/lib/intake/plan.js');
    const { gatherBranchFacts } = await import('../../actions/lib/intake/branch.js');
    const { Git } = await import('../../actions/lib/core/git.js');
    const { performPlan } = await import('../../actions/lib/intake/perform.js');
    const { LocalForge } = await import('../../actions/lib/forge/local/local-forge.js');
    await addBranch(git, root, 'upload/order', {
      'uploads/order.pdf': ORDER,
      'uploads/order.json': metadataJson('Order granting motion to dismiss'),
    });
    const facts = await gatherBranchFacts(new Git(root), 'upload/order');
    const analysis = await textAnalyzer(
      {
        name: 'order.pdf',
        file: new TextEncoder().encode(ORDER),
        metadata: new TextEncoder().encode(metadataJson('Order granting motion to dismiss')),
        metadataName: 'order.json',
      },
      { root, config: undefined as never },
    );
    const plan = planIntake(facts, new Map([['order', analysis]]), { now: NOW.toISOString() });
    await git.raw(['switch', '--quiet', 'upload/order']);
    await writeFile(join(root, 'extra.txt'), 'pushed later\n');
    await git.raw(['add', 'extra.txt']);
    await git.raw(['commit', '--quiet', '-m', 'More']);
    await git.raw(['switch', '--quiet', 'main']);
    const head = await headOf(git);
    const result = await performPlan(new LocalForge(root), plan);
    expect(result.problem?.code).toBe('intake.branch_moved');
    expect(await headOf(git)).toBe(head);
  });

  it('puts main back where it was when archiving fails after the merge', async () => {
    const { planIntake } = await import('../../actions/lib/intake/plan.js');
    const { gatherBranchFacts } = await import('../../actions/lib/intake/branch.js');
    const { Git } = await import('../../actions/lib/core/git.js');
    const { performPlan } = await import('../../actions/lib/intake/perform.js');
    const { LocalForge } = await import('../../actions/lib/forge/local/local-forge.js');
    const meta = metadataJson('Order granting motion to dismiss');
    const branchHead = await addBranch(git, root, 'upload/order', {
      'uploads/order.pdf': ORDER,
      'uploads/order.json': meta,
    });
    const facts = await gatherBranchFacts(new Git(root), 'upload/order');
    const encoder = new TextEncoder();
    const analysis = await textAnalyzer(
      { name: 'order.pdf', file: encoder.encode(ORDER), metadata: encoder.encode(meta), metadataName: 'order.json' },
      { root, config: undefined as never },
    );
    const plan = planIntake(facts, new Map([['order', analysis]]), { now: NOW.toISOString() });
    plan.removes.push('uploads/not-there.json');
    const head = await headOf(git);
    await expect(performPlan(new LocalForge(root), plan)).rejects.toThrow(/not-there\.json/);
    expect(await headOf(git)).toBe(head);
    expect(await headOf(git, 'upload/order')).toBe(branchHead);
    expect((await git.raw(['status', '--porcelain'])).trim()).toBe('');
    expect(existsSync(join(root, 'archive'))).toBe(false);
  });
});

describeWithTool('git-lfs', 'local pull-request flow with the originals in Git LFS', () => {
  let root: string;
  let git: SimpleGit;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ root, git, cleanup } = await createRepo());
    await gitLfsStorage.prepare(root);
    await git.raw(['add', '.gitattributes']);
    await git.raw(['commit', '--quiet', '-m', 'Store originals in Git LFS']);
  });
  afterEach(async () => {
    await cleanup();
  });

  async function archived(): Promise<{ id: string; path: string; record: DocumentRecord }> {
    const id = documentIdFor(sha256(ORDER));
    const record = JSON.parse(await readFile(join(root, documentDir(id), 'record.json'), 'utf8')) as DocumentRecord;
    return { id, path: `${documentDir(id)}/${id}.pdf`, record };
  }

  it('archives a plain upload as an LFS pointer, with the content in the work tree', async () => {
    const meta = metadataJson('Order granting motion to dismiss');
    await addBranch(git, root, 'upload/order', { 'uploads/order.pdf': ORDER, 'uploads/order.json': meta });
    expect(parseLfsPointer(await git.showBuffer(['upload/order:uploads/order.pdf']))).toBeNull();
    const run = await runIntake({ root, analyzer: textAnalyzer, now: () => NOW });
    expect(run.outcomes.map((o) => [o.branch, o.plan?.action, o.problem])).toEqual([['upload/order', 'merge', null]]);

    const { path, record } = await archived();
    expect(record.file).toMatchObject({ sha256: sha256(ORDER), bytes: ORDER.length });
    // git holds a pointer to the content; the work tree holds the content itself, and nothing is left to commit.
    expect(parseLfsPointer(await git.showBuffer([`main:${path}`]))).toEqual({ oid: sha256(ORDER), size: ORDER.length });
    expect(await readFile(join(root, path), 'utf8')).toBe(ORDER);
    expect((await git.raw(['lfs', 'ls-files', '--name-only'])).split('\n')).toContain(path);
    expect((await git.raw(['status', '--porcelain'])).trim()).toBe('');
  });

  it('analyses an upload that was itself sent as an LFS pointer from its content', async () => {
    // A contributor whose own clone tracks PDFs in LFS sends the pointer; the content is in the local store.
    await writeFile(
      join(root, '.gitattributes'),
      `${await readFile(join(root, '.gitattributes'), 'utf8')}uploads/*.pdf filter=lfs diff=lfs merge=lfs -text\n`,
    );
    await git.raw(['commit', '--quiet', '-am', 'Uploads in LFS too']);
    const meta = metadataJson('Order granting motion to dismiss');
    await addBranch(git, root, 'upload/order', { 'uploads/order.pdf': ORDER, 'uploads/order.json': meta });
    expect(parseLfsPointer(await git.showBuffer(['upload/order:uploads/order.pdf']))).not.toBeNull();
    await runIntake({ root, analyzer: textAnalyzer, now: () => NOW });
    const { path, record } = await archived();
    // The analysis read the content, not the pointer: the record names the original's own hash, size and pages.
    expect(record.file).toMatchObject({ sha256: sha256(ORDER), bytes: ORDER.length });
    expect(record.pages).toBe(2);
    expect(await readFile(join(root, path), 'utf8')).toBe(ORDER);
  });
});
