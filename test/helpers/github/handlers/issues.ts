/** Issues and the conversation of issues and pull requests: comments, reactions, labels. */
import { actorOf, issueCommentEvent } from '../events.js';
import { HttpError, type Issue } from '../model.js';
import type { FakeGitHub, Handlers } from '../server.js';

/** GitHub's limit on a comment's body. */
const MAX_BODY = 65536;

export function issueHandlers(gh: FakeGitHub): Handlers {
  const comment = (id: number) => {
    const c = gh.comments.find((x) => x.id === id);
    if (!c) throw new HttpError(404, 'Not Found');
    return c;
  };
  return {
    'issues/list-comments': (op) =>
      gh.paginate(
        op,
        gh.commentsOn(Number(op.params.issue_number)).map((c) => gh.json.comment(c)),
      ),
    'issues/create-comment': (op, caller, grant) => {
      const n = Number(op.params.issue_number);
      gh.issueLabels(n);
      const body = (op.body as { body: string }).body;
      if (body.length > MAX_BODY)
        throw new HttpError(422, 'Validation Failed', {
          errors: [
            {
              resource: 'IssueComment',
              code: 'unprocessable',
              field: 'data',
              message: 'Body is too long (maximum is 65536 characters)',
            },
          ],
        });
      const comment = gh.addComment(n, caller.login, body);
      gh.emit(issueCommentEvent(gh.json, { number: n, isPull: gh.pulls.has(n) }, comment, caller.type, actorOf(grant)));
      return [201, gh.json.comment(comment)];
    },
    'issues/get-comment': (op) => [200, gh.json.comment(comment(Number(op.params.comment_id)))],
    'issues/update-comment': (op, caller) => {
      const c = comment(Number(op.params.comment_id));
      if (c.user.toLowerCase() !== caller.login.toLowerCase() && caller.permission !== 'admin')
        throw new HttpError(403, 'Resource not accessible by integration');
      const body = (op.body as { body: string }).body;
      if (body.length > MAX_BODY) throw new HttpError(422, 'Validation Failed');
      c.body = body;
      c.updated_at = new Date().toISOString();
      return [200, gh.json.comment(c)];
    },
    'reactions/create-for-issue-comment': (op, caller) => {
      const c = comment(Number(op.params.comment_id));
      const content = (op.body as { content: string }).content;
      c.reactions.push(content);
      return [
        201,
        {
          id: gh.nextId(),
          node_id: 'RE_1',
          content,
          user: gh.json.simpleUser(caller.login),
          created_at: new Date().toISOString(),
        },
      ];
    },
    'issues/list-labels-on-issue': (op) =>
      gh.paginate(
        op,
        gh.issueLabels(Number(op.params.issue_number)).map((n) => gh.json.label(n)),
      ),
    'issues/add-labels': (op) => {
      const n = Number(op.params.issue_number);
      const body = op.body as { labels?: (string | { name: string })[] } | string[];
      const names = (Array.isArray(body) ? body : (body.labels ?? [])).map((l) => (typeof l === 'string' ? l : l.name));
      for (const name of names) {
        if (name.length > 50)
          throw new HttpError(422, 'Validation Failed', {
            errors: [{ resource: 'Label', code: 'invalid', field: 'name' }],
          });
        gh.labels.add(name);
      }
      const current = gh.issueLabels(n);
      gh.setIssueLabels(n, [...current, ...names.filter((x) => !current.includes(x))]);
      return [200, gh.issueLabels(n).map((x) => gh.json.label(x))];
    },
    'issues/remove-label': (op) => {
      const n = Number(op.params.issue_number);
      const name = String(op.params.name);
      const current = gh.issueLabels(n);
      if (!current.includes(name)) throw new HttpError(404, 'Label does not exist');
      gh.setIssueLabels(
        n,
        current.filter((x) => x !== name),
      );
      return [200, gh.issueLabels(n).map((x) => gh.json.label(x))];
    },
    // As GitHub: the issues endpoint lists pull requests too, each with a `pull_request` key.
    'issues/list-for-repo': (op) => {
      const wanted = op.query.labels ? String(op.query.labels).split(',') : [];
      const state = String(op.query.state ?? 'open');
      const keep = (i: { state: string; labels: string[] }) =>
        (state === 'all' || i.state === state) && wanted.every((l) => i.labels.includes(l));
      const items: { number: number; json: unknown }[] = [
        ...[...gh.issues.values()].filter(keep).map((i) => ({ number: i.number, json: gh.json.issue(i) })),
        ...[...gh.pulls.values()].filter(keep).map((p) => ({
          number: p.number,
          json: {
            ...gh.json.issue({
              number: p.number,
              title: p.title,
              body: p.body,
              user: p.user,
              state: p.state,
              labels: p.labels,
            }),
            pull_request: { url: `${gh.url}/repos/${gh.owner}/${gh.repo}/pulls/${p.number}` },
          },
        })),
      ].sort((a, b) => b.number - a.number);
      return gh.paginate(
        op,
        items.map((i) => i.json),
      );
    },
    'issues/create': (op, caller) => {
      const body = op.body as { title: string; body?: string; labels?: (string | { name: string })[] };
      const number = gh.nextNumber();
      const issue: Issue = {
        number,
        title: String(body.title),
        body: body.body ?? '',
        user: caller.login,
        state: 'open',
        labels: (body.labels ?? []).map((l) => (typeof l === 'string' ? l : l.name)),
      };
      gh.issues.set(number, issue);
      return [201, gh.json.issue(issue)];
    },
    'issues/update': (op) => {
      const issue = gh.issues.get(Number(op.params.issue_number));
      if (!issue) throw new HttpError(404, 'Not Found');
      const body = op.body as { title?: string; body?: string; state?: 'open' | 'closed' };
      if (body.title !== undefined) issue.title = String(body.title);
      if (body.body !== undefined) issue.body = body.body;
      if (body.state) issue.state = body.state;
      return [200, gh.json.issue(issue)];
    },
  };
}
