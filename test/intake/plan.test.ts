import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classifyChanges,
  parseNameStatus,
  type BranchFacts,
  type FileChange,
} from '../../actions/lib/intake/branch.js';
import { planIntake, type IntakePlan } from '../../actions/lib/intake/plan.js';
import type { AnalysisResult } from '../../actions/lib/archive/records.js';
import { stableJson } from '../../actions/lib/archive/stable-json.js';
import { META, makeAnalysis } from '../archive/analysis-fixture.js';
import {
  DecisionCase,
  describeDecisionCases,
  expectCaseFiles,
  expectationText,
  expectExpectation,
  updatingFixtures,
  type CaseFiles,
} from '../helpers/decision-fixtures.js';

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
  const pairA = { name: 'a', file: 'uploads/a.pdf', metadata: 'uploads/a.json', problems: [] };

  it('refuses to plan an upload that was not analysed (a bug, not a decision)', () => {
    expect(() => planIntake(facts({ uploads: [pairA] }), new Map(), { now: NOW })).toThrow(
      'planIntake: no analysis for upload "a" of branch upload/x',
    );
    expect(planIntake(facts({ uploads: [pairA] }), new Map([['a', a]]), { now: NOW }).action).toBe('merge');
  });
});

/** A case's inputs: the branch as git shows it, the analysis of each upload by name, and the options. */
const INTAKE_CASE: CaseFiles = { required: ['_branch.json', '_options.json'], optional: ['_analyses.json'] };

function planOfCase(c: DecisionCase): IntakePlan {
  const analyses = c.has('_analyses.json') ? c.json<Record<string, AnalysisResult>>('_analyses.json') : {};
  return planIntake(c.json<BranchFacts>('_branch.json'), new Map(Object.entries(analyses)), c.json('_options.json'));
}

describeDecisionCases('intake', 8, (c) => {
  expectCaseFiles(c, INTAKE_CASE, ['plan.json']);
  const plan = planOfCase(c);
  // The same inputs give the same plan, and the plan is plain JSON data (the adapter reads nothing else).
  expect(stableJson(planOfCase(c))).toBe(stableJson(plan));
  expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
  expectExpectation(c, 'plan.json', plan);
});

describe('the case folders themselves (test/helpers/decision-fixtures.ts)', () => {
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dirhub-case-'));
    writeFileSync(join(dir, '_about.md'), 'A case.\n');
    writeFileSync(join(dir, '_branch.json'), '{}\n');
    return dir;
  };

  it('fails a case without its expectation, and one whose expectation differs', () => {
    const dir = folder();
    const c = new DecisionCase(dir, false);
    expect(() => expectExpectation(c, 'plan.json', { action: 'merge' })).toThrow('plan.json is missing');
    expect(existsSync(join(dir, 'plan.json'))).toBe(false);
    writeFileSync(join(dir, 'plan.json'), expectationText({ action: 'close' }));
    expect(() => expectExpectation(c, 'plan.json', { action: 'merge' })).toThrow();
    expectExpectation(c, 'plan.json', { action: 'close' });
  });

  it('writes expectations only when asked, and names files no runner reads', () => {
    const dir = folder();
    writeFileSync(join(dir, 'plan.json'), expectationText({ action: 'close' }));
    new DecisionCase(dir, true).compare('plan.json', { action: 'merge' });
    expect(readFileSync(join(dir, 'plan.json'), 'utf8')).toBe(expectationText({ action: 'merge' }));
    writeFileSync(join(dir, '_brnach.json'), '{}\n');
    const c = new DecisionCase(dir, false);
    expect(c.strayFiles({ required: ['_branch.json', '_options.json'] }, ['plan.json'])).toEqual(['_brnach.json']);
    expect(c.missingInputs({ required: ['_branch.json', '_options.json'] })).toEqual(['_options.json']);
  });

  it('writes expectations only in a local run that asks for it, never in CI', () => {
    expect(updatingFixtures({})).toBe(false);
    expect(updatingFixtures({ DIRHUB_UPDATE_FIXTURES: '1' })).toBe(true);
    expect(() => updatingFixtures({ DIRHUB_UPDATE_FIXTURES: '1', CI: 'true' })).toThrow('not CI');
    expect(() => updatingFixtures({ DIRHUB_UPDATE_FIXTURES: '1', DIRHUB_REQUIRE_ALL: '1' })).toThrow('not CI');
  });
});
