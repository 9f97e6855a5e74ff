/**
 * The spec's roles table, cell by cell, on a real server: public, contributor, maintainer and admin
 * against reading, searching, submitting (an upload), merging (changing or deleting a document) and the
 * admin's endpoint. A refused write is 401 (no token, or one not recognised) or 403 (a role too low),
 * and leaves the repository exactly as it was.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIONS,
  allows,
  newToken,
  ROLES,
  tokenHash,
  writeTokensFile,
  type Action,
  type Role,
} from '../../scripts/serve/roles.js';
import type { RunningServer } from '../../scripts/serve/server.js';
import { LocalSubmissions } from '../../scripts/serve/submissions/local.js';
import { makePdf } from '../github/fixtures.js';
import {
  archiveRepository,
  call,
  OpenApiChecker,
  repositoryState,
  serve,
  uploadForm,
  writeTokens,
  type Answer,
} from './helpers.js';

let server: RunningServer;
let checker: OpenApiChecker;
let root: string;
let ids: string[];
let pdf: Uint8Array;
let tokens: Record<Exclude<Role, 'public'>, string>;

beforeAll(async () => {
  const archive = await archiveRepository();
  root = archive.root;
  ids = archive.ids;
  pdf = await makePdf(['Order granting the motion to dismiss.']);
  const written = await writeTokens(root, ['contributor', 'maintainer', 'admin'] as const);
  tokens = written.tokens;
  const tokensPath = written.path;
  server = await serve(root, {
    tokensPath,
    submissions: (ctx) => LocalSubmissions.open({ root, view: ctx.view, config: ctx.config }),
  });
  checker = await OpenApiChecker.load(server.url);
});
afterAll(() => server?.close());

function headers(role: Role, extra: Record<string, string> = {}): Headers {
  const h = new Headers(extra);
  if (role !== 'public') h.set('authorization', `Bearer ${tokens[role]}`);
  return h;
}

/** One request per action, made so that an allowed one gets past the role check with a known answer. */
async function attempt(action: Action, role: Role, n: number): Promise<Answer> {
  const send = async (method: string, path: string, init: RequestInit = {}) =>
    checker.check(method, path, await call(`${server.url}${path}`, { ...init, method }));
  switch (action) {
    case 'read':
      return send('GET', `/api/v1/documents/${ids[0]}`, { headers: headers(role) });
    case 'search':
      return send('GET', '/api/v1/search?q=archive', { headers: headers(role) });
    case 'submit':
      // Metadata without a date: an allowed caller is told what is wrong (400); nothing is written.
      return send('POST', '/api/upload', {
        headers: headers(role),
        body: uploadForm(pdf, 'order.pdf', JSON.stringify({ title: 'Order', source: 'Court', relevance: 'high' })),
      });
    case 'merge':
      // Each allowed role changes a document of its own, so no change waits on another.
      return send('PUT', `/api/v1/documents/${ids[4 + n]}`, {
        headers: headers(role, { 'content-type': 'application/json' }),
        body: JSON.stringify({ tags: [`checked-by-${role}`] }),
      });
    case 'admin':
      return send('POST', '/api/admin/reindex', { headers: headers(role) });
  }
}

const ALLOWED_STATUS: Record<Action, number> = { read: 200, search: 200, submit: 400, merge: 202, admin: 200 };

describe('the roles table', () => {
  it('matches the spec: read and search for all, submit from contributor, merge from maintainer, the rest admin', () => {
    const table = Object.fromEntries(ACTIONS.map((a) => [a, ROLES.filter((r) => allows(r, a))]));
    expect(table).toEqual({
      read: ['public', 'contributor', 'maintainer', 'admin'],
      search: ['public', 'contributor', 'maintainer', 'admin'],
      submit: ['contributor', 'maintainer', 'admin'],
      merge: ['maintainer', 'admin'],
      admin: ['admin'],
    });
  });

  for (const action of ACTIONS) {
    ROLES.forEach((role, n) => {
      const allowed = allows(role, action);
      it(`${action} by ${role}: ${allowed ? 'allowed' : role === 'public' ? '401' : '403'}`, async () => {
        const before = repositoryState(root);
        const answer = await attempt(action, role, n);
        if (allowed) {
          expect(answer.status, JSON.stringify(answer.body)).toBe(ALLOWED_STATUS[action]);
          if (action === 'submit')
            expect(answer.body).toMatchObject({ error: { code: 'upload.metadata', problems: [{ field: 'date' }] } });
          return;
        }
        expect(answer.status).toBe(role === 'public' ? 401 : 403);
        expect(answer.body).toMatchObject({
          status: 'failed',
          error: { code: role === 'public' ? 'auth.required' : 'auth.forbidden' },
        });
        if (role === 'public') expect(answer.headers.get('www-authenticate')).toBe('Bearer');
        expect(repositoryState(root)).toBe(before);
      });
    });
  }

  it('refuses a token it does not know, and a header that is not a bearer token, even for reads', async () => {
    const before = repositoryState(root);
    for (const authorization of [`Bearer ${newToken()}`, 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b c']) {
      const answer = checker.check(
        'DELETE',
        `/api/v1/documents/${ids[0]}`,
        await call(`${server.url}/api/v1/documents/${ids[0]}`, { method: 'DELETE', headers: { authorization } }),
      );
      expect(answer.status, authorization).toBe(401);
      const read = await call(`${server.url}/api/v1/documents`, { headers: { authorization } });
      expect(read.status, authorization).toBe(401);
    }
    expect(repositoryState(root)).toBe(before);
  });
});
