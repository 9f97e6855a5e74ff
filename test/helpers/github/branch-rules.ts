/**
 * The rules a ruleset puts on the default branch, as GitHub enforces them on a push and on a merge: who may
 * bypass them, which status checks must pass on the head commit, whose review a change needs (CODEOWNERS).
 *
 * https://docs.github.com/en/repositories/configuring-branches-and-merges-in-your-repository/managing-rulesets/available-rules-for-rulesets
 *   "Require a pull request before merging": "When enabled, all commits must be made to a non-target branch
 *   and submitted via a pull request before they can be merged." "Require review from Code Owners: Require
 *   an approving review in pull requests that modify files that have a designated code owner."
 *   "Require status checks to pass before merging": "Choose which status checks must pass before the ref is
 *   updated. When enabled, commits must first be pushed to another ref where the checks pass."
 * https://docs.github.com/en/repositories/configuring-branches-and-merges-in-your-repository/managing-rulesets/about-rulesets#about-rule-layering
 *   Actors on the bypass list (an App, a role, a team) are not held to the ruleset.
 * https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-code-owners
 *   "The CODEOWNERS file … order is important; the last matching pattern takes the most precedence." A
 *   pattern without owners means the files have no owner. "Code owners must have write permissions for the
 *   repository."
 * https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/reviewing-changes-in-pull-requests/approving-a-pull-request-with-required-reviews
 *   "Pull request authors cannot approve their own pull requests."
 */
import { unsatisfiedChecks, type ReportedCheck, type RequiredCheck } from '../workflows/rules/check-names.js';
import type { TokenGrant } from './model.js';

export interface Ruleset {
  enforcement?: string;
  target?: string;
  conditions?: { ref_name?: { include?: string[]; exclude?: string[] } } | null;
  bypass_actors?: { actor_id: number; actor_type: string }[];
  rules?: { type: string; parameters?: Record<string, unknown> }[];
}

/** The active rules of the rulesets that apply to `ref` of a repository whose default branch is `main`. */
export function rulesFor(
  rulesets: Ruleset[],
  ref: string,
): { rules: NonNullable<Ruleset['rules']>; bypass: Ruleset['bypass_actors'] } {
  const applies = (r: Ruleset) => {
    if (r.enforcement !== 'active' || (r.target ?? 'branch') !== 'branch') return false;
    const include = r.conditions?.ref_name?.include ?? [];
    const exclude = r.conditions?.ref_name?.exclude ?? [];
    const matches = (p: string) => p === '~ALL' || p === ref || (p === '~DEFAULT_BRANCH' && ref === 'refs/heads/main');
    return include.some(matches) && !exclude.some(matches);
  };
  const active = rulesets.filter(applies);
  return { rules: active.flatMap((r) => r.rules ?? []), bypass: active.flatMap((r) => r.bypass_actors ?? []) };
}

/** Whether the token's owner is on a bypass list: an App by its id. */
export function bypasses(bypass: Ruleset['bypass_actors'], grant: TokenGrant, appId: number | null): boolean {
  return (
    grant.kind === 'app' &&
    appId !== null &&
    (bypass ?? []).some((b) => b.actor_type === 'Integration' && b.actor_id === appId)
  );
}

/** Null when a direct push of `ref` may land; else GitHub's refusal. */
export function pushRefusal(rules: NonNullable<Ruleset['rules']>, ref: string): string | null {
  const blocking = rules.filter((r) => ['pull_request', 'required_status_checks', 'update'].includes(r.type));
  if (!blocking.length) return null;
  return `GH013: Repository rule violations found for ${ref}. ${blocking
    .map((r) =>
      r.type === 'pull_request'
        ? 'Changes must be made through a pull request.'
        : r.type === 'required_status_checks'
          ? 'Required status checks are expected.'
          : 'Cannot update this protected ref.',
    )
    .join(' ')}`;
}

/** Owners of each path by CODEOWNERS (the last matching line wins; a line without owners leaves it unowned). */
export function codeOwners(codeowners: string | null, paths: string[]): Map<string, string[]> {
  const lines = (codeowners ?? '')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((l) => {
      const [pattern, ...owners] = l.split(/\s+/);
      return { pattern: pattern!, owners };
    });
  const matches = (pattern: string, path: string) => {
    const anchored = pattern.startsWith('/');
    const p = pattern.replace(/^\//, '');
    if (p === '*') return true;
    if (p.endsWith('/')) return anchored ? path.startsWith(p) : path.startsWith(p) || path.includes(`/${p}`);
    const re = new RegExp(
      `^${p
        .replace(/[.+^$()|[\]\\]/g, '\\$&')
        .replace(/\*\*/g, '\u0000')
        .replace(/\*/g, '[^/]*')
        .replace(/\u0000/g, '.*')}(/.*)?$`,
    );
    return re.test(path) || (!anchored && re.test(path.split('/').pop() ?? ''));
  };
  const out = new Map<string, string[]>();
  for (const path of paths) {
    let owners: string[] = [];
    for (const line of lines) if (matches(line.pattern, path)) owners = line.owners;
    out.set(path, owners);
  }
  return out;
}

export interface MergeFacts {
  rules: NonNullable<Ruleset['rules']>;
  files: string[];
  codeowners: string | null;
  /** Approving reviews: who approved. */
  approvals: string[];
  /** Members of `@org/team` owners. */
  teamMembers: (team: string) => string[];
  checks: ReportedCheck[];
}

/** The reasons a merge of the pull request is refused by the rules (empty when it may merge). Pure. */
export function mergeRefusals(f: MergeFacts): string[] {
  const out: string[] = [];
  for (const rule of f.rules) {
    if (rule.type === 'required_status_checks') {
      const required = ((rule.parameters?.required_status_checks as RequiredCheck[] | undefined) ?? []).map((c) => ({
        context: c.context,
        ...(c.integration_id !== undefined ? { integration_id: c.integration_id } : {}),
      }));
      out.push(...unsatisfiedChecks(required, f.checks));
    }
    if (rule.type === 'pull_request' && rule.parameters?.require_code_owner_review) {
      const owners = codeOwners(f.codeowners, f.files);
      const approvedBy = (owner: string) => {
        const login = owner.replace(/^@/, '');
        const people = login.includes('/') ? f.teamMembers(login.split('/')[1]!) : [login];
        return people.some((p) => f.approvals.some((a) => a.toLowerCase() === p.toLowerCase()));
      };
      const waiting = [...owners].filter(([, o]) => o.length && !o.some(approvedBy)).map(([path]) => path);
      if (waiting.length)
        out.push(
          `Waiting on code owner review from ${[...new Set(waiting.flatMap((p) => owners.get(p)!))].join(', ')} (${waiting.join(', ')}).`,
        );
    }
  }
  return out;
}
