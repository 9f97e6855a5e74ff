/** Check runs (with GitHub's 50-annotation limit per request) and the check suite of a pushed commit. */
import { hashId, HttpError, type CheckRun } from '../model.js';
import type { FakeGitHub, Handlers } from '../server.js';

const tooManyAnnotations = () =>
  new HttpError(422, 'Validation Failed', { errors: ['Only 50 annotations are allowed per request'] });

export function checkHandlers(gh: FakeGitHub): Handlers {
  return {
    // As GitHub: one check suite for a pushed commit, created when the push arrived.
    'checks/list-suites-for-ref': (op) => {
      const sha = String(op.params.ref);
      const at = gh.arrivedAt.get(sha);
      const suite = `${gh.url}/repos/${gh.owner}/${gh.repo}/check-suites/${hashId(`suite:${sha}`)}`;
      const suites = at
        ? [
            {
              id: hashId(`suite:${sha}`),
              node_id: `CS_${hashId(sha)}`,
              head_branch: null,
              head_sha: sha,
              status: 'completed',
              conclusion: 'success',
              url: suite,
              before: null,
              after: sha,
              pull_requests: [],
              app: null,
              repository: gh.json.repository(),
              created_at: at,
              updated_at: at,
              latest_check_runs_count: 0,
              check_runs_url: `${suite}/check-runs`,
              rerequestable: true,
              runs_rerequestable: true,
            },
          ]
        : [];
      return [200, { total_count: suites.length, check_suites: suites }];
    },
    'checks/create': (op, _caller, grant) => {
      const body = op.body as {
        name: string;
        head_sha: string;
        status?: string;
        conclusion?: string;
        output?: CheckRun['output'];
      };
      const annotations = body.output?.annotations ?? [];
      if (annotations.length > 50) throw tooManyAnnotations();
      if (!gh.tryGit(['cat-file', '-t', body.head_sha]))
        throw new HttpError(422, 'No commit found for SHA: ' + body.head_sha);
      const run: CheckRun = {
        id: gh.nextId(),
        name: body.name,
        head_sha: body.head_sha,
        status: body.conclusion ? 'completed' : (body.status ?? 'queued'),
        conclusion: body.conclusion ?? null,
        output: { ...body.output, annotations: [...annotations] },
        // The App that reports it: a check made with an App's installation token is that App's.
        ...(grant.kind === 'app' && gh.appId !== null ? { app_id: gh.appId } : {}),
      };
      gh.checkRuns.push(run);
      return [201, gh.json.checkRun(run)];
    },
    'checks/update': (op) => {
      const run = gh.checkRuns.find((r) => r.id === Number(op.params.check_run_id));
      if (!run) throw new HttpError(404, 'Not Found');
      const body = op.body as { status?: string; conclusion?: string; output?: CheckRun['output'] };
      const annotations = body.output?.annotations ?? [];
      if (annotations.length > 50) throw tooManyAnnotations();
      if (body.status) run.status = body.status;
      if (body.conclusion) {
        run.conclusion = body.conclusion;
        run.status = 'completed';
      }
      if (body.output)
        run.output = { ...run.output, ...body.output, annotations: [...run.output.annotations, ...annotations] };
      return [200, gh.json.checkRun(run)];
    },
  };
}
