/**
 * Runs a custom action the way the Actions runner does: reads its action.yml for inputs and defaults,
 * passes inputs as INPUT_<NAME> variables, the event payload through GITHUB_EVENT_PATH, and reads the
 * outputs and the job summary back from the files GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name; the bundled
 * `dist/index.js` is spawned with node, like `runs.using: node24` (the bundles target Node 20, so this
 * machine's Node runs them as the runner's Node 24 does).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from './paths.js';

interface ActionYaml {
  inputs?: Record<string, { required?: boolean; default?: string }>;
  outputs?: Record<string, { description: string }>;
  runs: { using: string; main: string };
}

export interface ActionRun {
  exitCode: number;
  outputs: Record<string, string>;
  summary: string;
  stdout: string;
  stderr: string;
  /** Workflow commands the action printed (`::error file=…::message`), parsed. */
  commands: { command: string; properties: Record<string, string>; message: string }[];
}

export interface RunActionOptions {
  inputs?: Record<string, string>;
  event?: unknown;
  eventName?: string;
  /** What the runner would put in `${{ github.token }}` and GITHUB_API_URL / GITHUB_REPOSITORY. */
  githubToken?: string;
  apiUrl: string;
  repository: string;
  workspace: string;
  env?: Record<string, string>;
  /** Stops the action's process (a cancelled job); its exit code is then -1. */
  signal?: AbortSignal;
}

export function readActionYaml(name: string): ActionYaml {
  return parse(readFileSync(join(PROJECT_ROOT, 'actions', name, 'action.yml'), 'utf8')) as ActionYaml;
}

/** The runner evaluates `${{ … }}` in defaults; these are the only expressions our action.yml files use. */
function evaluateDefault(value: string, ctx: { token: string; repository: string }): string {
  return value.replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (_, expr: string) => {
    if (expr === 'github.token') return ctx.token;
    if (expr === 'github.repository') return ctx.repository;
    throw new Error(`action.yml default uses an expression the harness does not know: ${expr}`);
  });
}

/** Runner rule: INPUT_ + the name upper-cased with spaces replaced by underscores (hyphens stay). */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Parses the GITHUB_OUTPUT file: `name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      out[name!] = value.join('\n');
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return out;
}

/**
 * Undoes @actions/core's escaping of workflow commands: only %, CR, LF (and, in properties, : and ,)
 * are escaped, so this is no URI decoding: a literal "%" in a message arrives as %25 and must stay "%".
 */
function unescapeCommand(text: string): string {
  return text.replace(
    /%(0D|0A|3A|2C|25)/gi,
    (_, code: string) => ({ '0D': '\r', '0A': '\n', '3A': ':', '2C': ',', '25': '%' })[code.toUpperCase()]!,
  );
}

function parseCommands(stdout: string): ActionRun['commands'] {
  const out: ActionRun['commands'] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const properties: Record<string, string> = {};
    for (const kv of (m[2] ?? '').split(',').filter(Boolean)) {
      const eq = kv.indexOf('=');
      properties[kv.slice(0, eq)] = unescapeCommand(kv.slice(eq + 1));
    }
    out.push({ command: m[1]!, properties, message: unescapeCommand(m[3]!) });
  }
  return out;
}

export async function runAction(name: string, options: RunActionOptions): Promise<ActionRun> {
  const spec = readActionYaml(name);
  if (spec.runs.using !== 'node24') throw new Error(`${name}: runs.using is ${spec.runs.using}, expected node24`);
  const tmp = mkdtempSync(join(tmpdir(), `dirhub-action-${name}-`));
  try {
    const files = { event: join(tmp, 'event.json'), output: join(tmp, 'output'), summary: join(tmp, 'summary.md') };
    writeFileSync(files.event, JSON.stringify(options.event ?? {}));
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const ctx = { token: options.githubToken ?? '', repository: options.repository };
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmp,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_API_URL: options.apiUrl,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: options.repository,
      GITHUB_EVENT_NAME: options.eventName ?? 'pull_request_target',
      GITHUB_EVENT_PATH: files.event,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_RUN_ID: '4242',
      RUNNER_TEMP: tmp,
      ...options.env,
    };
    for (const [input, def] of Object.entries(spec.inputs ?? {})) {
      // The local GitHub has no rate limits to respect; spacing writes a second apart would only slow
      // every scenario. A test that is about the spacing passes the input itself.
      const given = options.inputs?.[input] ?? (input === 'write-spacing-ms' ? '0' : undefined);
      const value = given ?? (def.default !== undefined ? evaluateDefault(String(def.default), ctx) : '');
      env[inputVariable(input)] = value;
    }
    for (const given of Object.keys(options.inputs ?? {})) {
      if (!spec.inputs?.[given]) throw new Error(`${name}: action.yml declares no input "${given}"`);
    }
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'actions', name, spec.runs.main)], {
      cwd: options.workspace,
      env,
      ...(options.signal ? { signal: options.signal, killSignal: 'SIGKILL' as const } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.on('error', (err) => (options.signal?.aborted ? resolve(-1) : reject(err)));
      child.on('close', (code) => resolve(code ?? -1));
    });
    const outputs = parseOutputFile(readFileSync(files.output, 'utf8'));
    for (const key of Object.keys(outputs)) {
      if (!spec.outputs?.[key]) throw new Error(`${name}: set output "${key}" that action.yml does not declare`);
    }
    return {
      exitCode,
      outputs,
      summary: readFileSync(files.summary, 'utf8'),
      stdout,
      stderr,
      commands: parseCommands(stdout),
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
