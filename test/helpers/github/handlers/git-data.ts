/**
 * The Git database and contents endpoints, as the server's write side uses them to open a pull request
 * without a clone, and as a job reads one file: refs, commits, blobs, trees, file contents.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { GITHUB_GIT_IDENTITY } from '../git-repo.js';
import { pushRefusal } from '../branch-rules.js';
import { HttpError } from '../model.js';
import type { FakeGitHub, Handlers } from '../server.js';

export function gitDataHandlers(gh: FakeGitHub): Handlers {
  const base = () => `${gh.url}/repos/${gh.owner}/${gh.repo}`;
  return {
    'users/get-authenticated': (_op, caller) => [200, { ...gh.json.simpleUser(caller.login), name: caller.login }],
    'git/get-ref': (op) => {
      const ref = String(op.params.ref);
      const sha = gh.tryGit(['rev-parse', '--verify', '--quiet', `refs/${ref}`]);
      if (!sha) throw new HttpError(404, 'Not Found');
      return [200, gh.json.ref(`refs/${ref}`, sha)];
    },
    'git/get-commit': (op) => {
      const sha = String(op.params.commit_sha);
      if (!/^[0-9a-f]{40}$/.test(sha) || gh.tryGit(['cat-file', '-t', sha]) !== 'commit')
        throw new HttpError(404, 'Not Found');
      return [200, gh.json.commit(sha)];
    },
    'git/create-blob': (op) => {
      const body = op.body as { content: string; encoding?: string };
      const sha = gh.repository.hashObject(Buffer.from(body.content, body.encoding === 'base64' ? 'base64' : 'utf8'));
      return [201, { sha, url: `${base()}/git/blobs/${sha}` }];
    },
    'git/create-tree': (op) => {
      const body = op.body as {
        base_tree?: string;
        tree: { path: string; mode: string; type: string; sha?: string | null; content?: string }[];
      };
      const index = join(gh.repoDir, '.git', `fake-index-${gh.nextId()}`);
      const env = { GIT_INDEX_FILE: index };
      try {
        if (body.base_tree) gh.git(['read-tree', body.base_tree], env);
        for (const entry of body.tree) {
          if (entry.sha === null) gh.git(['rm', '-q', '--cached', '-r', '--ignore-unmatch', '--', entry.path], env);
          else {
            const sha = entry.sha ?? gh.repository.hashObject(entry.content ?? '');
            gh.git(['update-index', '--add', '--cacheinfo', `${entry.mode},${sha},${entry.path}`], env);
          }
        }
        const sha = gh.git(['write-tree'], env);
        return [201, { sha, url: `${base()}/git/trees/${sha}`, tree: [], truncated: false }];
      } finally {
        rmSync(index, { force: true });
      }
    },
    'git/create-commit': (op) => {
      const body = op.body as {
        message: string;
        tree: string;
        parents?: string[];
        author?: { name: string; email: string };
      };
      const sha = execFileSync(
        'git',
        ['commit-tree', body.tree, ...(body.parents ?? []).flatMap((p) => ['-p', p]), '-F', '-'],
        {
          cwd: gh.repoDir,
          input: body.message,
          env: {
            ...process.env,
            ...GITHUB_GIT_IDENTITY,
            ...(body.author ? { GIT_AUTHOR_NAME: body.author.name, GIT_AUTHOR_EMAIL: body.author.email } : {}),
          },
        },
      )
        .toString()
        .trim();
      gh.arrivedAt.set(sha, new Date().toISOString());
      return [201, gh.json.commit(sha)];
    },
    'git/create-ref': (op) => {
      const body = op.body as { ref: string; sha: string };
      if (gh.tryGit(['rev-parse', '--verify', '--quiet', body.ref]))
        throw new HttpError(422, 'Reference already exists');
      gh.git(['update-ref', body.ref, body.sha, '']);
      return [201, gh.json.ref(body.ref, body.sha)];
    },
    // PATCH /git/refs/{ref}: "force: Indicates whether to force the update or to make sure the update is a
    // fast-forward update. Leaving this out or setting it to false will make sure you're not overwriting
    // work." A move that is no fast-forward is refused with 422 "Update is not a fast forward", which is
    // what makes it a compare-and-set for a writer whose new commit's parent is the ref it read.
    'git/update-ref': (op, _caller, grant) => {
      const ref = `refs/${String(op.params.ref)}`;
      const body = op.body as { sha: string; force?: boolean };
      const before = gh.tryGit(['rev-parse', '--verify', '--quiet', ref]);
      if (!before) throw new HttpError(422, 'Reference does not exist');
      if (gh.tryGit(['cat-file', '-t', body.sha]) !== 'commit') throw new HttpError(422, 'Object does not exist');
      if (!body.force && gh.tryGit(['merge-base', '--is-ancestor', before, body.sha]) === undefined)
        throw new HttpError(422, 'Update is not a fast forward');
      const { rules, bypassed } = gh.branchRules(ref, grant);
      const refused = bypassed ? null : pushRefusal(rules, ref);
      if (refused) throw new HttpError(422, refused);
      gh.git(['update-ref', ref, body.sha, before]);
      gh.emitPush(ref, before, body.sha, grant);
      return [200, gh.json.ref(ref, body.sha)];
    },
    'git/get-blob': (op) => {
      const sha = String(op.params.file_sha);
      if (!/^[0-9a-f]{40}$/.test(sha) || gh.tryGit(['cat-file', '-t', sha]) !== 'blob')
        throw new HttpError(404, 'Not Found');
      const bytes = gh.repository.blob(sha);
      return [
        200,
        {
          sha,
          node_id: `B_${sha}`,
          size: bytes.length,
          encoding: 'base64',
          content: bytes.toString('base64').replace(/(.{60})/g, '$1\n'),
          url: `${base()}/git/blobs/${sha}`,
        },
      ];
    },
    'repos/get-content': (op) => {
      const ref = String(op.query.ref ?? 'main');
      const path = String(op.params.path);
      const sha = gh.tryGit(['rev-parse', `${ref}:${path}`]);
      if (!sha || gh.tryGit(['cat-file', '-t', sha]) !== 'blob') throw new HttpError(404, 'Not Found');
      const bytes = gh.repository.blob(sha);
      const self = `${base()}/contents/${path}?ref=${encodeURIComponent(ref)}`;
      const git = `${base()}/git/blobs/${sha}`;
      const html = `https://github.com/${gh.owner}/${gh.repo}/blob/${ref}/${path}`;
      return [
        200,
        {
          type: 'file',
          encoding: 'base64',
          size: bytes.length,
          name: path.split('/').pop(),
          path,
          sha,
          content: bytes.toString('base64'),
          url: self,
          git_url: git,
          html_url: html,
          download_url: null,
          _links: { self, git, html },
        },
      ];
    },
  };
}
