/**
 * The commands a job's scripts call that stand for GitHub: `gh` (a small stand-in that asks the local
 * GitHub), and `git` (the real git, told which token a command carries, so the local GitHub knows who
 * pushes), with the hooks of the local GitHub's repository that ask it whether a push may land and tell it
 * that one did (a push is an event that can start workflows).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `gh` and `git` into `bin`; returns it (put it first on PATH). */
export function writeShims(bin: string): string {
  mkdirSync(bin, { recursive: true });
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const gh = join(bin, 'gh');
  writeFileSync(
    gh,
    `#!${process.execPath}
// gh stand-in: gh api [-X METHOD] PATH [-f key=value | -f key[sub]=value]... [--jq .FIELD.PATH]
const args = process.argv.slice(2);
if (args[0] !== 'api') { console.error('gh stand-in: only "gh api" is known'); process.exit(2); }
let method = 'GET', path = null, jq = null; const fields = {};
for (let i = 1; i < args.length; i++) {
  const a = args[i];
  if (a === '-X' || a === '--method') method = args[++i];
  else if (a === '--jq' || a === '-q') jq = args[++i];
  else if (a === '-f' || a === '-F' || a === '--field' || a === '--raw-field') { const kv = args[++i]; const k = kv.slice(0, kv.indexOf('=')); const v = kv.slice(kv.indexOf('=') + 1); const value = a === '-F' && /^(true|false|\\d+)$/.test(v) ? JSON.parse(v) : v; const nested = /^([^[]+)\\[([^\\]]+)\\]$/.exec(k); if (nested) (fields[nested[1]] ??= {})[nested[2]] = value; else fields[k] = value; }
  else if (a.startsWith('-')) { console.error('gh stand-in: unknown option ' + a); process.exit(2); }
  else path = a;
}
if (!path) { console.error('gh stand-in: no path'); process.exit(2); }
if (Object.keys(fields).length && method === 'GET') method = 'POST';
const url = process.env.GITHUB_API_URL + (path.startsWith('/') ? path : '/' + path);
const token = process.env.GH_TOKEN || process.env.GITHUB_TOKEN;
const res = await fetch(method === 'GET' && Object.keys(fields).length ? url : url, {
  method,
  headers: { authorization: 'token ' + token, 'content-type': 'application/json' },
  ...(method === 'GET' || method === 'DELETE' && !Object.keys(fields).length ? {} : { body: JSON.stringify(fields) }),
});
const text = await res.text();
if (!res.ok) { console.error('gh: ' + (() => { try { return JSON.parse(text).message; } catch { return text; } })() + ' (HTTP ' + res.status + ')'); process.exit(1); }
const body = text ? JSON.parse(text) : null;
const pick = (v, expr) => expr.slice(1).split('.').filter(Boolean).reduce((x, k) => (x == null ? null : x[k]), v);
const out = jq ? pick(body, jq) : body;
console.log(typeof out === 'string' ? out : JSON.stringify(out));
`,
  );
  chmodSync(gh, 0o755);
  const git = join(bin, 'git');
  // The token a git command authenticates with: an extraheader given with -c for this command, or one a
  // checkout left in the repository's config (persist-credentials). Passed to the local GitHub's hooks.
  writeFileSync(
    git,
    `#!/bin/bash
token=""
args=("$@")
for ((i = 0; i < \${#args[@]}; i++)); do
  if [[ "\${args[$i]}" == "-c" ]]; then
    kv="\${args[$((i + 1))]}"
    if [[ "\${kv%%=*}" == http.*.extraheader ]]; then
      basic="\${kv#*=}"
      token="$(printf '%s' "\${basic##* }" | base64 -d 2>/dev/null)"
    fi
  fi
done
if [[ -z "$token" ]]; then
  header="$(${realGit} config --get-regexp '^http\\..*\\.extraheader$' 2>/dev/null | head -n 1)"
  if [[ -n "$header" ]]; then token="$(printf '%s' "\${header##* }" | base64 -d 2>/dev/null)"; fi
fi
export DIRHUB_HARNESS_TOKEN="\${token#x-access-token:}"
exec ${realGit} "$@"
`,
  );
  chmodSync(git, 0o755);
  return bin;
}

/**
 * Hooks of the local GitHub's repository: before a push lands, ask the local GitHub whether the pusher may
 * write that ref (its token, the ruleset); after, tell it what moved. Both are answered synchronously, so
 * the workflows a push starts are queued before the pushing command returns, as on GitHub.
 */
export function installReceiveHooks(repoDir: string, apiUrl: string): void {
  const hooks = join(repoDir, '.git', 'hooks');
  mkdirSync(hooks, { recursive: true });
  for (const [name, route] of [
    ['pre-receive', '/_harness/pre-receive'],
    ['post-receive', '/_harness/post-receive'],
  ] as const) {
    const file = join(hooks, name);
    writeFileSync(
      file,
      `#!${process.execPath}
let input = '';
for await (const chunk of process.stdin) input += chunk;
const updates = input.split('\\n').filter(Boolean).map((l) => { const [before, after, ref] = l.split(' '); return { before, after, ref }; });
const res = await fetch(${JSON.stringify(apiUrl + route)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: process.env.DIRHUB_HARNESS_TOKEN || null, updates }) });
const answer = await res.json();
if (!res.ok) { console.error(answer.message); process.exit(1); }
`,
    );
    chmodSync(file, 0o755);
  }
}
