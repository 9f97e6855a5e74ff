/**
 * The repository and its settings: who may do what (collaborator roles, teams), rulesets, environments,
 * Pages, Actions variables and secrets (names only), and the Apps that exist.
 */
import { hashId, HttpError } from '../model.js';
import type { FakeGitHub, Handlers } from '../server.js';

const SETTING_TIME = '2026-01-01T00:00:00Z';

export function settingsHandlers(gh: FakeGitHub): Handlers {
  return {
    'repos/get': () => [200, gh.json.repository()],
    'users/get-by-username': (op) => [200, gh.json.simpleUser(String(op.params.username))],
    'teams/get-by-name': (op) => {
      const org = String(op.params.org);
      const slug = String(op.params.team_slug);
      if (org.toLowerCase() !== gh.owner.toLowerCase() || !gh.teams.has(slug)) throw new HttpError(404, 'Not Found');
      return [
        200,
        {
          id: hashId(`${org}/${slug}`),
          node_id: `T_${hashId(slug)}`,
          slug,
          name: slug,
          privacy: 'closed',
          permission: 'pull',
          members_count: gh.teams.get(slug)!.length,
          organization: { login: gh.owner },
        },
      ];
    },
    'repos/get-collaborator-permission-level': (op) => {
      const u = gh.user(String(op.params.username));
      const legacy = u.permission === 'maintain' ? 'write' : u.permission === 'triage' ? 'read' : u.permission;
      return [200, { permission: legacy, role_name: u.permission, user: gh.json.simpleUser(u.login) }];
    },
    'repos/get-repo-rulesets': (op) =>
      gh.paginate(
        op,
        [...gh.rulesets.values()].map((r) => ({
          id: r.id,
          name: r.name,
          target: r.target,
          enforcement: r.enforcement,
          source_type: 'Repository',
          source: `${gh.owner}/${gh.repo}`,
        })),
      ),
    'repos/get-repo-ruleset': (op) => {
      const r = gh.rulesets.get(Number(op.params.ruleset_id));
      if (!r) throw new HttpError(404, 'Not Found');
      return [200, r];
    },
    'repos/create-repo-ruleset': (op) => {
      const body = op.body as Record<string, unknown>;
      if ([...gh.rulesets.values()].some((r) => r.name === body.name))
        throw new HttpError(422, 'Validation Failed', { errors: ['Name must be unique'] });
      const id = gh.nextId();
      const r = {
        id,
        target: 'branch',
        bypass_actors: [],
        conditions: null,
        rules: [],
        ...body,
        source_type: 'Repository',
        source: `${gh.owner}/${gh.repo}`,
      };
      gh.rulesets.set(id, r);
      return [201, r];
    },
    'repos/update-repo-ruleset': (op) => {
      const id = Number(op.params.ruleset_id);
      const r = gh.rulesets.get(id);
      if (!r) throw new HttpError(404, 'Not Found');
      Object.assign(r, op.body as object);
      return [200, r];
    },
    'apps/get-by-slug': (op) => {
      const slug = String(op.params.app_slug);
      const app = gh.apps.get(slug);
      if (!app) throw new HttpError(404, 'Not Found');
      return [
        200,
        {
          id: app.id,
          slug,
          node_id: `A_${app.id}`,
          client_id: `Iv23${app.id}`,
          owner: gh.json.simpleUser(app.owner),
          name: slug,
          description: null,
          external_url: `https://example.org/${slug}`,
          html_url: `https://github.com/apps/${slug}`,
          created_at: SETTING_TIME,
          updated_at: SETTING_TIME,
          permissions: app.permissions ?? { contents: 'write', pull_requests: 'write' },
          events: [],
        },
      ];
    },
    'actions/get-repo-variable': (op, caller, grant) => {
      gh.requireAdminToRead(caller, grant);
      const name = String(op.params.name);
      const value = gh.variables.get(name);
      if (value === undefined) throw new HttpError(404, 'Not Found');
      return [200, { name, value, created_at: SETTING_TIME, updated_at: SETTING_TIME }];
    },
    'actions/get-repo-secret': (op, caller, grant) => {
      gh.requireAdminToRead(caller, grant);
      const name = String(op.params.secret_name);
      if (!gh.secrets.has(name)) throw new HttpError(404, 'Not Found');
      return [200, { name, created_at: SETTING_TIME, updated_at: SETTING_TIME }];
    },
    'repos/get-pages': () => {
      if (!gh.pages) throw new HttpError(404, 'Not Found');
      const html = `https://${gh.owner.toLowerCase()}.github.io/${gh.repo}/`;
      return [
        200,
        {
          url: `${gh.url}/repos/${gh.owner}/${gh.repo}/pages`,
          status: 'built',
          cname: null,
          custom_404: false,
          public: true,
          html_url: html,
          build_type: gh.pages.build_type,
          https_enforced: true,
          ...(gh.pages.build_type === 'legacy' ? { source: { branch: 'gh-pages', path: '/' } } : {}),
        },
      ];
    },
    'actions/get-actions-cache-list': (op) => {
      const prefix = op.query.key === undefined ? '' : String(op.query.key);
      const caches = [...gh.caches].filter(([key]) => key.startsWith(prefix));
      return [
        200,
        {
          total_count: caches.length,
          actions_caches: caches.map(([key, c], i) => ({
            id: i + 1,
            ref: c.ref,
            key,
            version: 'v1',
            last_accessed_at: c.created_at,
            created_at: c.created_at,
            size_in_bytes: 0,
          })),
        },
      ];
    },
    'actions/delete-actions-cache-by-key': (op) => {
      const key = String(op.query.key);
      const found = [...gh.caches].filter(([k]) => k === key);
      if (!found.length) throw new HttpError(404, 'Not Found');
      for (const [k] of found) gh.caches.delete(k);
      return [
        200,
        {
          total_count: found.length,
          actions_caches: found.map(([k, c], i) => ({
            id: i + 1,
            ref: c.ref,
            key: k,
            version: 'v1',
            last_accessed_at: c.created_at,
            created_at: c.created_at,
            size_in_bytes: 0,
          })),
        },
      ];
    },
    'actions/get-environment-secret': (op, caller, grant) => {
      gh.requireAdminToRead(caller, grant);
      const env = String(op.params.environment_name);
      const name = String(op.params.secret_name);
      if (!gh.environments.has(env) || !gh.environmentSecrets.get(env)?.has(name))
        throw new HttpError(404, 'Not Found');
      return [200, { name, created_at: SETTING_TIME, updated_at: SETTING_TIME }];
    },
    'repos/list-deployment-branch-policies': (op) => {
      const env = String(op.params.environment_name);
      if (!gh.environments.has(env)) throw new HttpError(404, 'Not Found');
      const names = gh.branchPolicies.get(env) ?? [];
      return [
        200,
        {
          total_count: names.length,
          branch_policies: names.map((name) => ({
            id: hashId(`${env}:${name}`),
            node_id: `BP_${hashId(name)}`,
            name,
            type: 'branch',
          })),
        },
      ];
    },
    'actions/get-github-actions-permissions-repository': () => [
      200,
      {
        enabled: gh.actionsSettings.enabled,
        ...(gh.actionsSettings.enabled ? { allowed_actions: gh.actionsSettings.allowed_actions } : {}),
        selected_actions_url: `${gh.url}/repos/${gh.owner}/${gh.repo}/actions/permissions/selected-actions`,
      },
    ],
    'actions/get-fork-pr-contributor-approval-permissions-repository': () => [
      200,
      { approval_policy: gh.actionsSettings.fork_approval },
    ],
    'repos/get-environment': (op) => {
      const e = gh.environments.get(String(op.params.environment_name));
      if (!e) throw new HttpError(404, 'Not Found');
      return [200, e];
    },
    'repos/create-or-update-environment': (op) => {
      const name = String(op.params.environment_name);
      const body = (op.body ?? {}) as {
        wait_timer?: number;
        prevent_self_review?: boolean;
        reviewers?: { type: string; id: number }[];
        deployment_branch_policy?: unknown;
      };
      const rules: unknown[] = [];
      if (body.reviewers?.length)
        rules.push({
          id: hashId(`${name}:reviewers`),
          type: 'required_reviewers',
          prevent_self_review: body.prevent_self_review ?? false,
          reviewers: body.reviewers.map((r) => {
            if (r.type === 'User')
              return {
                type: r.type,
                reviewer: gh.json.simpleUser(gh.allUsers().find((u) => u.id === r.id)?.login ?? ''),
              };
            const slug = [...gh.teams.keys()].find((t) => hashId(`${gh.owner}/${t}`) === r.id);
            if (!slug) throw new HttpError(422, 'Validation Failed', { errors: [`No team with id ${r.id}`] });
            return { type: r.type, reviewer: { id: r.id, slug, name: slug } };
          }),
        });
      if (body.wait_timer) rules.push({ id: hashId(`${name}:wait`), type: 'wait_timer', wait_timer: body.wait_timer });
      if (body.deployment_branch_policy) rules.push({ id: hashId(`${name}:branch`), type: 'branch_policy' });
      const env = {
        id: hashId(name),
        node_id: `EN_${hashId(name)}`,
        name,
        url: '',
        html_url: '',
        created_at: SETTING_TIME,
        updated_at: new Date().toISOString(),
        protection_rules: rules,
        deployment_branch_policy: body.deployment_branch_policy ?? null,
      };
      gh.environments.set(name, env);
      return [200, env];
    },
  };
}
