import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { CORPUS, HAS_CORPUS, PROJECT_ROOT } from './corpus-location.js';
import { hasTool, type SystemTool } from './requirements.js';

export { CORPUS, HAS_CORPUS, PROJECT_ROOT };
export const DIRHUB_BIN = join(PROJECT_ROOT, 'scripts', 'bin', 'dirhub.js');

export function corpusFile(...parts: string[]): string {
  const p = join(CORPUS, ...parts);
  if (!existsSync(p))
    throw new Error(
      `Corpus file missing: ${p} (the corpus must sit at ../shared/corpus beside the project, or DIRHUB_CORPUS must name it)`,
    );
  return p;
}

/**
 * A suite that reads real documents from the corpus: it runs whenever the corpus is found and is
 * skipped, not failed, on a clone with nothing beside it. `what` says what the suite checks on those
 * documents; the global setup prints it with the file's name when the corpus is missing.
 */
export function describeWithCorpus(name: string, what: string, body: () => void): void {
  void what;
  describe.runIf(HAS_CORPUS)(name, body);
}

/** One test, in a suite that otherwise runs on generated documents, that reads the corpus. */
export function itWithCorpus(name: string, what: string, body: () => Promise<void> | void, timeout?: number): void {
  void what;
  it.runIf(HAS_CORPUS)(name, body, timeout);
}

/**
 * A suite that drives a system tool for real (Git LFS, Chromium): it runs whenever the tool is installed
 * and is skipped, not failed, on a machine without it. `what` says what the suite checks; the global setup
 * prints it with the file's name and the tool when the tool is missing (and refuses to go on when the run
 * sets DIRHUB_REQUIRE_ALL=1, as `.ci/run` does).
 */
export function describeWithTool(tool: SystemTool, name: string, body: () => void): void {
  describe.runIf(hasTool(tool))(name, body);
}

/** One test, in a suite that otherwise needs nothing outside the clone, that drives a system tool. */
export function itWithTool(tool: SystemTool, name: string, body: () => Promise<void> | void, timeout?: number): void {
  it.runIf(hasTool(tool))(name, body, timeout);
}
