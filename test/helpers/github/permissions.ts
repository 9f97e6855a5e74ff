/**
 * The permission each REST endpoint needs from an installation token — a GitHub App's, or a workflow job's
 * GITHUB_TOKEN — as GitHub documents it. One rule, in one place: the local GitHub refuses a request whose
 * token lacks it, as GitHub does (403 "Resource not accessible by integration", with the header
 * `x-accepted-github-permissions` naming what would have been enough).
 *
 * https://docs.github.com/en/rest/authentication/permissions-required-for-github-apps
 *   "Repository permissions for "Pages"" … "GET /repos/{owner}/{repo}/pages (read)"; each endpoint's own page
 *   (its `externalDocs` link in GitHub's OpenAPI description, printed with every refusal) says, under
 *   "Fine-grained access tokens", e.g. "The fine-grained token must have the following permission set:
 *   "Pages" repository permissions (read)", or "at least one of the following permission sets" where two do.
 *
 * https://docs.github.com/en/actions/writing-workflows/choosing-what-your-workflow-does/controlling-permissions-for-github_token
 *   "For each of the available permissions, shown in the table below, you can assign one of the access
 *   levels: read (if applicable), write, or none. write includes read. If you specify the access for any of
 *   these permissions, all of those that are not specified are set to none."
 */
export const PERMISSION_NAMES = [
  'actions',
  'administration',
  'checks',
  'contents',
  'environments',
  'id-token',
  'issues',
  'members',
  'metadata',
  'pages',
  'pull-requests',
  'secrets',
  'statuses',
  'variables',
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];
export type Level = 'read' | 'write';
export type RepositoryPermissions = Partial<Record<PermissionName, Level | 'none'>>;

/** One permission set that is enough for an endpoint. */
type Needs = Partial<Record<PermissionName, Level>>;
/** Endpoints anyone may call, whatever the token holds (public reads of users and Apps). */
const PUBLIC = 'public' as const;

/**
 * By operationId (GitHub's OpenAPI description): the permission sets, any one of which is enough.
 * Comments and labels of a pull request are issue endpoints that take either "Issues" or "Pull requests".
 */
export const ENDPOINT_PERMISSIONS: Record<string, Needs[] | typeof PUBLIC> = {
  'repos/get': [{ metadata: 'read' }],
  'users/get-by-username': PUBLIC,
  'users/get-authenticated': PUBLIC,
  'apps/get-by-slug': PUBLIC,
  'teams/get-by-name': [{ members: 'read' }],
  'repos/get-collaborator-permission-level': [{ metadata: 'read' }],
  'repos/get-repo-rulesets': [{ metadata: 'read' }],
  'repos/get-repo-ruleset': [{ metadata: 'read' }],
  'repos/create-repo-ruleset': [{ administration: 'write' }],
  'repos/update-repo-ruleset': [{ administration: 'write' }],
  'repos/get-environment': [{ actions: 'read' }],
  'repos/create-or-update-environment': [{ administration: 'write' }],
  'repos/get-pages': [{ pages: 'read' }],
  'repos/list-deployment-branch-policies': [{ actions: 'read' }],
  'actions/get-environment-secret': [{ secrets: 'read' }],
  'actions/get-github-actions-permissions-repository': [{ administration: 'read' }],
  'actions/get-fork-pr-contributor-approval-permissions-repository': [{ administration: 'read' }],
  'actions/get-repo-variable': [{ variables: 'read' }],
  'actions/get-repo-secret': [{ secrets: 'read' }],
  'actions/get-actions-cache-list': [{ actions: 'read' }],
  'actions/delete-actions-cache-by-key': [{ actions: 'write' }],
  'repos/get-content': [{ contents: 'read' }],
  'git/get-ref': [{ contents: 'read' }],
  'git/get-commit': [{ contents: 'read' }],
  'git/get-blob': [{ contents: 'read' }],
  'git/create-blob': [{ contents: 'write' }],
  'git/create-tree': [{ contents: 'write' }],
  'git/create-commit': [{ contents: 'write' }],
  'git/create-ref': [{ contents: 'write' }],
  'git/update-ref': [{ contents: 'write' }],
  'repos/list-pull-requests-associated-with-commit': [{ contents: 'read' }, { 'pull-requests': 'read' }],
  'checks/list-suites-for-ref': [{ checks: 'read' }],
  'checks/list-for-ref': [{ checks: 'read' }],
  'checks/create': [{ checks: 'write' }],
  'checks/update': [{ checks: 'write' }],
  'pulls/get': [{ 'pull-requests': 'read' }],
  'pulls/list': [{ 'pull-requests': 'read' }],
  'pulls/list-files': [{ 'pull-requests': 'read' }],
  'pulls/create': [{ 'pull-requests': 'write' }],
  'pulls/update': [{ 'pull-requests': 'write' }],
  'pulls/list-reviews': [{ 'pull-requests': 'read' }],
  'pulls/create-review': [{ 'pull-requests': 'write' }],
  'pulls/merge': [{ contents: 'write' }],
  'issues/list-for-repo': [{ issues: 'read' }],
  'issues/create': [{ issues: 'write' }],
  'issues/update': [{ issues: 'write' }],
  'issues/list-comments': [{ issues: 'read' }, { 'pull-requests': 'read' }],
  'issues/get-comment': [{ issues: 'read' }, { 'pull-requests': 'read' }],
  'issues/create-comment': [{ issues: 'write' }, { 'pull-requests': 'write' }],
  'issues/update-comment': [{ issues: 'write' }, { 'pull-requests': 'write' }],
  'reactions/create-for-issue-comment': [{ issues: 'write' }, { 'pull-requests': 'write' }],
  'issues/list-labels-on-issue': [{ issues: 'read' }, { 'pull-requests': 'read' }],
  'issues/add-labels': [{ issues: 'write' }, { 'pull-requests': 'write' }],
  'issues/remove-label': [{ issues: 'write' }, { 'pull-requests': 'write' }],
};

const holds = (have: Level | 'none' | undefined, want: Level) =>
  have === 'write' || (have === 'read' && want === 'read');

/**
 * Null when the permissions are enough for the operation; else what would be (the header's value,
 * `pages=read`, or `issues=write; pull_requests=write` when either would do). An operation missing from
 * the table is an error of this table, not a refusal.
 */
export function missingPermission(operationId: string, have: RepositoryPermissions): string | null {
  const rule = ENDPOINT_PERMISSIONS[operationId];
  if (rule === undefined)
    throw new Error(`test/helpers/github/permissions.ts does not say which permission ${operationId} needs`);
  if (rule === PUBLIC) return null;
  // "Metadata" is read-only and every installation token holds it.
  const granted: RepositoryPermissions = { metadata: 'read', ...have };
  if (rule.some((set) => Object.entries(set).every(([name, level]) => holds(granted[name as PermissionName], level))))
    return null;
  return rule
    .map((set) =>
      Object.entries(set)
        .map(([name, level]) => `${name.replace(/-/g, '_')}=${level}`)
        .join(','),
    )
    .join('; ');
}

/**
 * A job's GITHUB_TOKEN permissions from its `permissions:` (or, without one, its workflow's): named ones as
 * written, every other one none. `read-all` / `write-all` give every permission that level.
 */
export function githubTokenPermissions(
  declared: Record<string, string> | 'read-all' | 'write-all' | undefined,
): RepositoryPermissions {
  if (declared === undefined)
    throw new Error(
      'a job without permissions (neither its own nor its workflow’s) gets the repository’s default, which the harness does not guess: say them',
    );
  if (declared === 'read-all' || declared === 'write-all') {
    const level = declared === 'read-all' ? 'read' : 'write';
    return Object.fromEntries(PERMISSION_NAMES.map((n) => [n, level]));
  }
  const out: RepositoryPermissions = {};
  for (const [name, level] of Object.entries(declared)) {
    if (!(PERMISSION_NAMES as readonly string[]).includes(name))
      throw new Error(`permissions: ${name} is not a permission of GITHUB_TOKEN the harness knows`);
    if (level !== 'read' && level !== 'write' && level !== 'none')
      throw new Error(`permissions: ${name}: ${level} is not read, write or none`);
    out[name as PermissionName] = level;
  }
  return out;
}

/**
 * An App installation token's permissions: the installation's, narrowed by `create-github-app-token`'s
 * `permission-<name>` inputs when any is given (the token then holds only those, never more than the App).
 *
 * https://github.com/actions/create-github-app-token (README, inputs)
 *   "`permission-<permission name>` … The permissions to grant to the token. By default, the token inherits
 *   all of the installation's permissions. We recommend to explicitly list the permissions that are
 *   required for a use case."
 * https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/generating-an-installation-access-token-for-a-github-app
 *   "The installation access token cannot be granted permissions that the app was not granted."
 */
export function narrowedAppPermissions(
  installation: RepositoryPermissions,
  inputs: Record<string, string>,
): RepositoryPermissions {
  const asked = Object.entries(inputs).filter(([k, v]) => k.startsWith('permission-') && v);
  if (!asked.length) return { ...installation };
  const out: RepositoryPermissions = {};
  for (const [key, level] of asked) {
    const name = key.slice('permission-'.length) as PermissionName;
    const has = installation[name];
    if (level !== 'read' && level !== 'write')
      throw new Error(`create-github-app-token: ${key}: ${level} is not read or write`);
    if (!holds(has, level))
      throw new Error(
        `create-github-app-token: ${key}: ${level} asks for more than the App's installation holds (${has ?? 'none'})`,
      );
    out[name] = level;
  }
  return out;
}
