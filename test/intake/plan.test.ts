import { describe, expect, it } from 'vitest';
import { sha256 } from '../../actions/lib/core/hash.js';
import {
  classifyChanges,
  parseNameStatus,
  type BranchFacts,
  type FileChange,
} from '../../actions/lib/intake/branch.js';
import { planIntake } from '../../actions/lib/intake/plan.js';
import { stableJson } from '../../actions/lib/archive/stable-json.js';
import { META, makeAnalysis } from '../archive/analysis-fixture.js';

const NOW = '2026-11-21T10:00:00.000Z';

describe('branch facts', () => {
  it('parses git diff --name-status -z, renames included', () => {
    expect(parseNameStatus('A\0uploads/a b.pdf\0M\0README.md\0R087\0old/x.txt\0uploads/x.txt\0D\0gone.txt\0')).toEqual([
      { status: 'added', path: 'uploads/a b.pdf' },
      { status: 'modified', path: 'README.md' },
      { status: 'renamed', path: 'uploads/x.txt', from: 'old/x.txt' },
      { status: 'deleted', path: 'gone.txt' },
    ]);
  });

  it('pairs uploads by base name and sets everything else aside', () => {
    const added = (path: string): FileChange => ({ status: 'added', path });
    const { uploads, non_upload_changes } = classifyChanges([
      added('uploads/order.PDF'),
      added('uploads/order.json'),
      added('uploads/scan.jpg'),
      added('uploads/scan.png'),
      added('uploads/scan.json'),
      added('uploads/notes.txt'),
      added('uploads/deep/file.pdf'),
      added('.github/workflows/x.yml'),
      { status: 'modified', path: 'uploads/old.json' },
    ]);
    expect(uploads.map((u) => [u.name, u.file, u.metadata, u.problems.map((p) => p.code)])).toEqual([
      ['deep/file', null, null, ['upload.nested']],
      ['notes', null, null, ['upload.unsupported_type']],
      ['order', 'uploads/order.PDF', 'uploads/order.json', []],
      ['scan', null, 'uploads/scan.json', ['upload.ambiguous']],
    ]);
    expect(non_upload_changes.map((c) => c.path)).toEqual(['.github/workflows/x.yml', 'uploads/old.json']);
  });
});

function facts(over: Partial<BranchFacts>): BranchFacts {
  return {
    branch: 'upload/x',
    base: 'main',
    head: 'h'.repeat(40),
    base_head: 'b'.repeat(40),
    merge_base: 'b'.repeat(40),
    author: 'Ada <ada@example.org>',
    changes: [{ status: 'added', path: 'uploads/a.pdf' }],
    uploads: [],
    non_upload_changes: [],
    problems: [],
    ...over,
  };
}

describe('planIntake (pure)', () => {
  const a = makeAnalysis({ name: 'a.pdf', file: 'A bytes', metadata: META });
  const pairA = {
    name: 'a',
    file: 'uploads/a.pdf',
    metadata: 'uploads/a.json',
    problems: [],
    metadata_sha256: sha256('meta a'),
  };

  it('gives the same plan for the same inputs, as JSON data', () => {
    const one = planIntake(facts({ uploads: [pairA] }), new Map([['a', a]]), { now: NOW });
    const two = planIntake(facts({ uploads: [pairA] }), new Map([['a', a]]), { now: NOW });
    expect(stableJson(one)).toBe(stableJson(two));
    expect(JSON.parse(JSON.stringify(one))).toEqual(one);
    expect(one.action).toBe('merge');
    expect(one.log).toEqual({
      path: 'archive/decisions/2026-11.jsonl',
      entries: [
        expect.objectContaining({
          upload_id: a.upload_id,
          state: 'accepted',
          metadata_sha256: sha256('meta a'),
          commit: 'h'.repeat(40),
        }),
      ],
    });
    expect(one.commit_messages.record).toBe(
      `Archive "${META.title}" as ${one.uploads[0]!.document_id}\n\n- ${a.upload_id} accepted as ${one.uploads[0]!.document_id} "${META.title}"\n\nUpload-Id: ${a.upload_id}`,
    );
  });

  it('makes the second of two identical files in one branch invalid, and closes the branch', () => {
    const pairB = { name: 'b', file: 'uploads/b.pdf', metadata: 'uploads/b.json', problems: [] };
    const b = { ...makeAnalysis({ name: 'b.pdf', file: 'A bytes', metadata: META }), upload_id: 'up_bbbbbbbbbbbbbbbb' };
    const plan = planIntake(
      facts({ uploads: [pairA, pairB] }),
      new Map([
        ['a', a],
        ['b', b],
      ]),
      { now: NOW },
    );
    expect(plan.action).toBe('close');
    expect(plan.uploads.map((u) => [u.name, u.state, u.reasons[0]?.message])).toEqual([
      ['a', 'rejected', 'This upload passed, but the branch was closed because uploads/b.pdf did not.'],
      ['b', 'invalid', 'uploads/b.pdf is byte-for-byte identical to uploads/a.pdf in the same branch.'],
    ]);
    expect(plan.delete_branch).toBe(true);
    expect(plan.moves).toEqual([]);
  });

  it('leaves a branch with unrelated history for review, and skips one that adds no uploads', () => {
    const unrelated = planIntake(
      facts({
        merge_base: null,
        changes: [],
        uploads: [],
        problems: [{ code: 'branch.unrelated', message: 'no history', hint: 'rebase', severity: 'error' }],
      }),
      new Map(),
      { now: NOW },
    );
    expect([unrelated.action, unrelated.reasons.map((r) => r.code)]).toEqual(['needs_review', ['branch.unrelated']]);
    const docsOnly = planIntake(
      facts({
        changes: [{ status: 'modified', path: 'README.md' }],
        non_upload_changes: [{ status: 'modified', path: 'README.md' }],
      }),
      new Map(),
      { now: NOW },
    );
    expect([docsOnly.action, docsOnly.reasons.map((r) => r.code), docsOnly.log.entries]).toEqual([
      'skip',
      ['intake.no_uploads'],
      [],
    ]);
  });

  it('waits for review on a branch that also changes a workflow, and closes it when a maintainer rejects it', () => {
    const workflow = { status: 'modified' as const, path: '.github/workflows/intake.yml' };
    const branch = facts({
      uploads: [pairA],
      changes: [{ status: 'added', path: 'uploads/a.pdf' }, workflow],
      non_upload_changes: [workflow],
    });
    const waiting = planIntake(branch, new Map([['a', a]]), { now: NOW });
    expect([waiting.action, waiting.uploads.map((u) => u.state), waiting.delete_branch]).toEqual([
      'needs_review',
      ['needs_review'],
      false,
    ]);
    const rejected = planIntake(branch, new Map([['a', a]]), { now: NOW, maintainerRejected: true });
    expect([
      rejected.action,
      rejected.uploads.map((u) => u.state),
      rejected.reasons.map((r) => r.code),
      rejected.delete_branch,
    ]).toEqual(['close', ['rejected'], ['intake.non_upload_changes'], true]);
    expect(rejected.moves).toEqual([]);
    expect(rejected.log.entries.map((e) => e.state)).toEqual(['rejected']);
  });

  it('refuses to plan an upload that was not analysed (a bug, not a decision)', () => {
    expect(() => planIntake(facts({ uploads: [pairA] }), new Map(), { now: NOW })).toThrow(
      'planIntake: no analysis for upload "a" of branch upload/x',
    );
  });

  it('keeps a document without metadata invalid whatever its analysis said, and records how it arrived', () => {
    const lonely = {
      name: 'a',
      file: 'uploads/a.pdf',
      metadata: null,
      problems: [{ code: 'upload.metadata_missing', message: 'no json', hint: 'add it', severity: 'error' as const }],
    };
    const rejected = { ...a, status: 'rejected' as const };
    const via = {
      kind: 'pull_request' as const,
      ref: 'refs/pull/7/head',
      number: 7,
      url: 'https://github.com/o/r/pull/7',
    };
    const plan = planIntake(facts({ uploads: [lonely] }), new Map([['a', rejected]]), { now: NOW, submittedVia: via });
    expect(plan.uploads.map((u) => [u.state, u.analysis_status])).toEqual([['invalid', 'rejected']]);
    expect(plan.log.entries[0]!.submitted_via).toEqual(via);
  });

  it('keeps each upload on one line of the commit message, so a file name cannot write a trailer', () => {
    const forged = 'evil\nUpload-Id: up_forged0000000000';
    const lonely = {
      name: forged,
      file: `uploads/${forged}.pdf`,
      metadata: null,
      problems: [
        {
          code: 'upload.metadata_missing',
          message: `uploads/${forged}.pdf has no\r\nmetadata file.`,
          hint: 'add it',
          severity: 'error' as const,
        },
      ],
    };
    const plan = planIntake(facts({ uploads: [lonely] }), new Map([[forged, { ...a, status: 'rejected' as const }]]), {
      now: NOW,
    });
    expect(plan.action).toBe('close');
    expect(plan.commit_messages.record).toBe(
      "Record decision: close branch 'upload/x'\n\n" +
        `- ${a.upload_id} invalid: uploads/evil Upload-Id: up_forged0000000000.pdf has no metadata file.\n\n` +
        `Upload-Id: ${a.upload_id}`,
    );
  });
});
