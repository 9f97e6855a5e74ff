/**
 * What a test run needs from outside the clone — the corpus of real documents beside it, and system tools
 * (Git LFS, Chromium) — and whether this run must have all of it.
 *
 * A clone with nothing beside it runs `npm test`: suites that need something missing are skipped, and the
 * global setup prints one line for each missing thing naming it and the suites that did not run. A run that
 * sets `DIRHUB_REQUIRE_ALL=1` (the project's own CI, `.ci/run`) fails instead, so it always runs everything.
 * The gate keys on that variable of the project's own, never on `CI`: GitHub Actions sets `CI=true` in every
 * job, and an archive's own workflows run `npm test` with no corpus beside their checkout.
 *
 * No vitest import here: the global setup and the workflow harness read this module outside any test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CORPUS, HAS_CORPUS, PROJECT_ROOT } from './corpus-location.js';

/** Set to `1` by a run that must run every suite (`.ci/run` sets it); anything else lets suites be skipped. */
export const REQUIRE_ALL_VARIABLE = 'DIRHUB_REQUIRE_ALL';

/** The system tools some suites drive for real, each with how to tell it is there and how to install it. */
export const SYSTEM_TOOLS = {
  'git-lfs': {
    present: () => spawnSync('git', ['lfs', 'version'], { stdio: 'ignore' }).status === 0,
    install: 'apt-get install git-lfs (or https://git-lfs.com)',
  },
  chromium: {
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    install: 'apt-get install chromium, or set CHROMIUM_PATH',
  },
} as const;
export type SystemTool = keyof typeof SYSTEM_TOOLS;

const presence = new Map<SystemTool, boolean>();
/** Whether the tool is on this machine (asked once per process). */
export function hasTool(tool: SystemTool): boolean {
  if (!presence.has(tool)) presence.set(tool, SYSTEM_TOOLS[tool].present());
  return presence.get(tool)!;
}

export function requiresAll(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[REQUIRE_ALL_VARIABLE] === '1';
}

/** A suite or test that needs something the machine may lack, as the test files declare it. */
export interface DeclaredSuite {
  file: string;
  what: string;
}

/** What one missing thing keeps from running. */
export interface Missing {
  /** `the corpus of real documents` or a tool's name. */
  thing: string;
  where: string;
  suites: DeclaredSuite[];
}

/** What the gate decides: go on (with the lines to print), or refuse with why. Pure. */
export type GateDecision = { ok: true; lines: string[] } | { ok: false; message: string };

export function decideGate(missing: Missing[], requireAll: boolean): GateDecision {
  const missed = missing.filter((m) => m.suites.length > 0);
  if (!missed.length) return { ok: true, lines: [] };
  const line = (m: Missing) =>
    `not run without ${m.thing} (${m.where}): ${m.suites.map((s) => `${s.file} — ${s.what}`).join('; ')}`;
  if (requireAll)
    return {
      ok: false,
      message: `${REQUIRE_ALL_VARIABLE}=1 asks for every suite, but ${missed.map((m) => `${m.thing} (${m.where})`).join(' and ')} ${missed.length > 1 ? 'are' : 'is'} missing:\n${missed.map(line).join('\n')}`,
    };
  return { ok: true, lines: missed.map(line) };
}

/**
 * The suites the test files declare with `describeWithCorpus` / `itWithCorpus`, or with
 * `describeWithTool('TOOL', …)` / `itWithTool('TOOL', …)`: name and what each checks.
 */
export function declaredSuites(testRoot = join(PROJECT_ROOT, 'test')): {
  corpus: DeclaredSuite[];
  tools: Record<SystemTool, DeclaredSuite[]>;
} {
  const corpus: DeclaredSuite[] = [];
  const tools = Object.fromEntries(Object.keys(SYSTEM_TOOLS).map((t) => [t, []])) as unknown as Record<
    SystemTool,
    DeclaredSuite[]
  >;
  const add = (list: DeclaredSuite[], suite: DeclaredSuite) => {
    if (!list.some((s) => s.file === suite.file && s.what === suite.what)) list.push(suite);
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8');
        const file = relative(PROJECT_ROOT, path);
        for (const m of text.matchAll(/(?:describe|it)WithCorpus\(\s*(['"`])(?:.*?)\1,\s*(['"`])(.*?)\2/gs))
          add(corpus, { file, what: m[3]! });
        for (const m of text.matchAll(/(?:describe|it)WithTool\(\s*'([\w-]+)',\s*(['"`])(.*?)\2/gs)) {
          const tool = m[1] as SystemTool;
          if (!(tool in SYSTEM_TOOLS)) throw new Error(`${file} declares an unknown tool: ${tool}`);
          add(tools[tool], { file, what: m[3]! });
        }
      }
    }
  };
  walk(testRoot);
  return { corpus, tools };
}

/** What this machine lacks, with the suites each missing thing keeps from running. */
export function missingHere(
  suites = declaredSuites(),
  facts: { corpus: boolean; corpusAt: string; tool: (t: SystemTool) => boolean } = {
    corpus: HAS_CORPUS,
    corpusAt: CORPUS,
    tool: hasTool,
  },
): Missing[] {
  const out: Missing[] = [];
  if (!facts.corpus)
    out.push({
      thing: 'the corpus of real documents',
      where: `not at ${facts.corpusAt}; place it at ../shared/corpus beside the project or set DIRHUB_CORPUS`,
      suites: suites.corpus,
    });
  for (const tool of Object.keys(SYSTEM_TOOLS) as SystemTool[])
    if (!facts.tool(tool))
      out.push({ thing: tool, where: `not installed; ${SYSTEM_TOOLS[tool].install}`, suites: suites.tools[tool] });
  return out;
}
