/**
 * Decision cases kept as folders (test/fixtures/decisions/README.md): each case is a folder of input files
 * (named with a leading `_`) and expectation files (the plans the pure decision functions return, as
 * JSON). A runner reads every folder of its area, runs the decision on the inputs and compares what it
 * returns with the expectation, as text.
 *
 * Written here rather than with Vitest's file snapshots: those write a missing snapshot on a run outside
 * CI and pass, while a case without its expectation must fail everywhere, and expectations are written
 * only when asked for by name (DIRHUB_UPDATE_FIXTURES=1), never by CI.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './paths.js';

export const DECISION_FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'decisions');

/** The environment variable that makes a run write the expectations instead of comparing them. */
export const UPDATE_FIXTURES_VARIABLE = 'DIRHUB_UPDATE_FIXTURES';

/** Every file a case folder must hold, or may: a case is read through this, so a stray file fails it. */
export interface CaseFiles {
  /** Input files every case of the area holds. */
  required: string[];
  /** Input files a case may hold. */
  optional?: string[];
}

/** The case folders of an area, by name, sorted. */
export function caseFolders(area: string, root = DECISION_FIXTURES): string[] {
  return readdirSync(join(root, area), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Whether this run writes expectations: only when asked by name, and never where CI runs the suite. */
export function updatingFixtures(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env[UPDATE_FIXTURES_VARIABLE] !== '1') return false;
  // The project's CI runs the suite with DIRHUB_REQUIRE_ALL=1 (.ci/run); GitHub Actions sets CI.
  if (env.CI || env.DIRHUB_REQUIRE_ALL) throw new Error(`${UPDATE_FIXTURES_VARIABLE}=1 is for a local run, not CI`);
  return true;
}

/** A decision's result as its expectation file holds it: two-space JSON and a final newline. */
export function expectationText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** One case folder: its input files, read as JSON or text, and its expectations, compared or written. */
export class DecisionCase {
  constructor(
    readonly dir: string,
    readonly update = updatingFixtures(),
  ) {}

  get name(): string {
    return this.dir.split(/[\\/]/).pop()!;
  }

  has(file: string): boolean {
    return existsSync(join(this.dir, file));
  }

  json<T>(file: string): T {
    const path = join(this.dir, file);
    if (!existsSync(path)) throw new Error(`case ${this.name}: ${file} is missing`);
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  }

  /** Files in the folder that are neither a known input nor one of `expectations`. */
  strayFiles(files: CaseFiles, expectations: string[]): string[] {
    const known = new Set([...files.required, ...(files.optional ?? []), ...expectations, '_about.md']);
    return readdirSync(this.dir)
      .filter((f) => !known.has(f))
      .sort();
  }

  /** Inputs every case of the area must hold (with `_about.md`, which says what the case shows) that this one lacks. */
  missingInputs(files: CaseFiles): string[] {
    return ['_about.md', ...files.required].filter((f) => !this.has(f));
  }

  /**
   * What differs between `actual` and the expectation `file`: null when they agree. A missing
   * expectation is a difference, unless this run writes expectations (then it is written, as is any
   * that differs).
   */
  compare(file: string, actual: unknown): { expected: string | null; actual: string } | null {
    const path = join(this.dir, file);
    const text = expectationText(actual);
    const expected = existsSync(path) ? readFileSync(path, 'utf8') : null;
    if (expected === text) return null;
    if (this.update) {
      writeFileSync(path, text);
      return null;
    }
    return { expected, actual: text };
  }
}

/** Fails the running test when `actual` differs from the case's expectation `file` (or it has none). */
export function expectExpectation(c: DecisionCase, file: string, actual: unknown): void {
  const difference = c.compare(file, actual);
  if (!difference) return;
  const where = `${c.name}/${file}`;
  if (difference.expected === null)
    throw new Error(
      `${where} is missing: write it with ${UPDATE_FIXTURES_VARIABLE}=1 npx vitest run <this test file>, then read it before committing`,
    );
  expect(difference.actual, `${where} (rewrite it with ${UPDATE_FIXTURES_VARIABLE}=1 if the change is meant)`).toBe(
    difference.expected,
  );
}

/** Fails the running test when the case lacks an input `files` names, or holds a file no runner reads. */
export function expectCaseFiles(c: DecisionCase, files: CaseFiles, expectations: string[]): void {
  expect(c.missingInputs(files), `${c.name}: inputs missing`).toEqual([]);
  expect(c.strayFiles(files, expectations), `${c.name}: files no runner reads`).toEqual([]);
}

/**
 * The runner of an area: one test that the area holds at least `minimum` cases (a folder moved away
 * must not pass as no cases), and one test a case folder, which `run` decides and compares.
 */
export function describeDecisionCases(
  area: string,
  minimum: number,
  run: (c: DecisionCase) => void | Promise<void>,
): void {
  describe(`${area} decisions, one folder a case`, () => {
    const cases = caseFolders(area);
    it('has its cases', () => expect(cases.length).toBeGreaterThanOrEqual(minimum));
    for (const name of cases) it(name, () => run(new DecisionCase(join(DECISION_FIXTURES, area, name))));
  });
}
