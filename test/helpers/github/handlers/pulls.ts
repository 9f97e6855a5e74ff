/** Pull requests: read, list, open, update (close, reopen), list files, merge (a real `git merge`). */
import { mergeRefusals } from '../branch-rules.js';
import { actorOf, pullRequestEvents } from '../events.js';
import { HttpError, type FakePull } from '../model.js';
import type { FakeGitHub, Handlers } from '../server.js';

export function pullHandlers(gh: FakeGitHub): Handlers {
  return {
    'pulls/get': (op) => [200, gh.json.pull(gh.pull(Number(op.params.pull_number)))],
    // As GitHub: the pull requests whose merge commit or head is the commit.
    'repos/list-pull-requests-associated-with-commit': (op) => {
      const sha = String(op.params.commit_sha);
      return [
        200,
        [...gh.pulls.values()]
          .filter((p) => p.merge_commit_sha === sha || p.head_sha === sha)
          // This list's labels (pull-request-simple) carry a description string where a label's may be null.
          .map((p) => ({
            ...gh.json.pull(p),
            labels: p.labels.map((name) => ({ ...gh.json.label(name), description: '' })),
          })),
      ];
    },
    'pulls/update': (op, _caller, grant) => {
      const p = gh.pull(Number(op.params.pull_number));
      const body = op.body as { state?: 'open' | 'closed'; title?: string; body?: string };
      if (body.state === 'open' && p.merged)
        throw new HttpError(422, 'Validation Failed', {
          errors: [
            {
              resource: 'PullRequest',
              code: 'custom',
              message: 'state cannot be changed. The pull request has been merged.',
            },
          ],
        });
      const was = p.state;
      if (body.state) p.state = body.state;
      if (body.title !== undefined) p.title = body.title;
      if (body.body !== undefined) p.body = body.body;
      if (was !== p.state) {
        if (p.state === 'closed') p.closed_at = new Date().toISOString();
        for (const e of pullRequestEvents(gh.json, p, p.state === 'open' ? 'reopened' : 'closed', actorOf(grant)))
          gh.emit(e);
      }
      return [200, gh.json.pull(p)];
    },
    'pulls/list-files': (op) => gh.paginate(op, gh.json.changedFiles(gh.pull(Number(op.params.pull_number)))),
    'pulls/merge': (op, caller, grant) => {
      const p = gh.pull(Number(op.params.pull_number));
      const body = (op.body ?? {}) as {
        sha?: string;
        merge_method?: string;
        commit_title?: string;
        commit_message?: string;
      };
      if (p.merged) throw new HttpError(405, 'Pull Request is not mergeable');
      if (p.state !== 'open') throw new HttpError(405, 'Pull Request is not mergeable');
      if (body.sha && body.sha !== p.head_sha)
        throw new HttpError(409, 'Head branch was modified. Review and try the merge request again.');
      if (body.merge_method && body.merge_method !== 'merge')
        throw new HttpError(405, `Merge method ${body.merge_method} is not allowed on this repository.`);
      // The default branch's rules, unless the merging App is on the ruleset's bypass list.
      const { rules, bypassed } = gh.branchRules('refs/heads/main', grant);
      if (!bypassed) {
        if (
          !grant.permissions &&
          caller.permission !== 'admin' &&
          caller.permission !== 'maintain' &&
          caller.permission !== 'write'
        )
          throw new HttpError(403, 'Must have write access to merge.');
        const refusals = mergeRefusals({
          rules,
          files: gh.json.changedFiles(p).map((f) => f.filename),
          codeowners: gh.tryGit(['show', 'main:.github/CODEOWNERS']) ?? null,
          approvals: gh.reviews
            .filter((r) => r.pull_number === p.number && r.state === 'APPROVED' && r.commit_id === p.head_sha)
            .map((r) => r.user),
          teamMembers: (team) => gh.teams.get(team) ?? [],
          checks: gh.checkRuns.filter((c) => c.head_sha === p.head_sha),
        });
        if (refusals.length) throw new HttpError(405, `Repository rule violations found\n\n${refusals.join('\n')}`);
      }
      const before = gh.git(['rev-parse', 'main']);
      const title =
        body.commit_title ?? `Merge pull request #${p.number} from ${p.head_repo.split('/')[0]}/${p.head_ref}`;
      try {
        gh.git([
          'merge',
          '-q',
          '--no-ff',
          '-m',
          body.commit_message ? `${title}\n\n${body.commit_message}` : title,
          p.head_sha,
        ]);
      } catch {
        gh.tryGit(['merge', '--abort']);
        throw new HttpError(405, 'Pull Request is not mergeable');
      }
      p.merged = true;
      p.state = 'closed';
      p.merge_commit_sha = gh.git(['rev-parse', 'main']);
      p.closed_at = new Date().toISOString();
      gh.arrivedAt.set(p.merge_commit_sha, p.closed_at);
      for (const e of pullRequestEvents(gh.json, p, 'closed', actorOf(grant))) gh.emit(e);
      gh.emitPush('refs/heads/main', before, p.merge_commit_sha, grant);
      return [200, { sha: p.merge_commit_sha, merged: true, message: 'Pull Request successfully merged' }];
    },
    'pulls/create': (op, caller) => {
      const body = op.body as { title: string; head: string; base: string; body?: string };
      const branch = body.head.includes(':') ? body.head.split(':')[1]! : body.head;
      const head = gh.tryGit(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
      if (!head) throw new HttpError(422, 'Validation Failed', { errors: [{ field: 'head', code: 'invalid' }] });
      if ([...gh.pulls.values()].some((p) => p.head_ref === branch && p.state === 'open'))
        throw new HttpError(422, `A pull request already exists for ${gh.owner}:${branch}.`);
      const number = gh.nextNumber();
      gh.git(['update-ref', `refs/pull/${number}/head`, head]);
      const pull: FakePull = {
        number,
        title: body.title,
        body: body.body ?? '',
        user: caller.login,
        head_ref: branch,
        head_sha: head,
        head_repo: `${gh.owner}/${gh.repo}`,
        base_sha: gh.git(['rev-parse', body.base]),
        state: 'open',
        merged: false,
        merge_commit_sha: null,
        labels: [],
        created_at: new Date().toISOString(),
      };
      gh.pulls.set(number, pull);
      return [201, gh.json.pull(pull)];
    },
    'pulls/create-review': (op, caller) => {
      const p = gh.pull(Number(op.params.pull_number));
      const body = (op.body ?? {}) as { event?: string; body?: string; commit_id?: string };
      const state =
        body.event === 'APPROVE' ? 'APPROVED' : body.event === 'REQUEST_CHANGES' ? 'CHANGES_REQUESTED' : 'COMMENTED';
      if (state !== 'COMMENTED' && caller.login.toLowerCase() === p.user.toLowerCase())
        throw new HttpError(422, 'Unprocessable Entity', {
          errors: [`Can not ${state === 'APPROVED' ? 'approve' : 'request changes on'} your own pull request`],
        });
      const review = { pull_number: p.number, user: caller.login, state, commit_id: body.commit_id ?? p.head_sha };
      gh.reviews.push(review);
      return [
        200,
        {
          id: gh.nextId(),
          node_id: 'PRR_1',
          user: gh.json.simpleUser(caller.login),
          body: body.body ?? '',
          state,
          html_url: `https://github.com/${gh.owner}/${gh.repo}/pull/${p.number}#pullrequestreview-1`,
          pull_request_url: `${gh.url}/repos/${gh.owner}/${gh.repo}/pulls/${p.number}`,
          commit_id: review.commit_id,
          author_association: 'MEMBER',
          _links: { html: { href: 'https://github.com/' }, pull_request: { href: 'https://github.com/' } },
        },
      ];
    },
    'pulls/list': (op) => {
      const state = String(op.query.state ?? 'open');
      const head = op.query.head === undefined ? null : String(op.query.head);
      const pulls = [...gh.pulls.values()].filter(
        (p) =>
          (state === 'all' || p.state === state) &&
          (head === null || `${p.head_repo.split('/')[0]}:${p.head_ref}`.toLowerCase() === head.toLowerCase()),
      );
      return gh.paginate(
        op,
        pulls.map((p) => gh.json.pull(p)),
      );
    },
  };
}
