/**
 * Hostile and broken requests on a real server: oversized files, files that are not what they claim,
 * bodies of the wrong type, malformed multipart, bad JSON, traversal in ids and file names, too many
 * requests. Each is answered with a clear error in the one error shape, and nothing is written.
 */
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMetadata } from '../../actions/lib/contract/metadata.js';
import { newToken } from '../../scripts/serve/roles.js';
import type { RunningServer } from '../../scripts/serve/server.js';
import { LocalSubmissions } from '../../scripts/serve/submissions/local.js';
import { makePdf } from '../github/fixtures.js';
import {
  archiveRepository,
  call,
  git,
  OpenApiChecker,
  repositoryState,
  serve,
  uploadForm,
  writeTokens,
  type Answer,
} from './helpers.js';

const LIMIT = 200_000;
let server: RunningServer;
let checker: OpenApiChecker;
let root: string;
let ids: string[];
let pdf: Uint8Array;
let tokensPath: string;
const contributor = newToken();
const maintainer = newToken();
const good = JSON.stringify({ title: 'Order', date: '2019-07-02', source: 'District court', relevance: 'high' });

beforeAll(async () => {
  const archive = await archiveRepository();
  root = archive.root;
  ids = archive.ids;
  writeFileSync(join(root, 'dirhub.config.json'), JSON.stringify({ limits: { max_file_bytes: LIMIT } }));
  git(root, 'add', 'dirhub.config.json');
  git(root, 'commit', '--quiet', '-m', 'Limits');
  pdf = await makePdf(['Order granting the motion to dismiss.']);
  tokensPath = (await writeTokens(root, ['contributor', 'maintainer'] as const, { contributor, maintainer })).path;
  server = await serve(root, {
    tokensPath,
    submissions: (ctx) => LocalSubmissions.open({ root, view: ctx.view, config: ctx.config }),
  });
  checker = await OpenApiChecker.load(server.url);
});
afterAll(() => server?.close());

/** Sends the request and checks that it is refused with `status` and `code`, and that nothing changed. */
async function refused(method: string, path: string, init: RequestInit, status: number, code: string): Promise<Answer> {
  const before = repositoryState(root);
  const answer = checker.check(method, path, await call(`${server.url}${path}`, { ...init, method }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ status: 'failed', error: { code } });
  const error = (answer.body as { error: { message: string; hint: string } }).error;
  expect(error.message.length).toBeGreaterThan(10);
  expect(error.hint.length).toBeGreaterThan(10);
  expect(repositoryState(root)).toBe(before);
  return answer;
}

const auth = { authorization: `Bearer ${contributor}` };

/** A raw HTTP request, for bodies fetch will not send (a broken multipart form). */
function raw(path: string, headers: Record<string, string>, body: string | Buffer): Promise<Answer> {
  return new Promise((done, fail) => {
    const url = new URL(path, server.url);
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: new Headers(res.headers as Record<string, string>),
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        }),
      );
    });
    req.on('error', fail);
    req.end(body);
  });
}

describe('hostile uploads', () => {
  it('refuses a file over the size limit with 413', async () => {
    const big = new Uint8Array(LIMIT + 1);
    big.set(pdf);
    await refused(
      'POST',
      '/api/upload',
      { headers: auth, body: uploadForm(big, 'big.pdf', good) },
      413,
      'upload.too_large',
    );
  });

  it('refuses a file that is not a PDF or an image, whatever its name, with 415', async () => {
    const html = new TextEncoder().encode('<!doctype html><html><body>Sign in</body></html>');
    const answer = await refused(
      'POST',
      '/api/upload',
      { headers: auth, body: uploadForm(html, 'order.pdf', good) },
      415,
      'upload.type',
    );
    expect((answer.body as { error: { message: string } }).error.message).toContain('web page');
  });

  it('refuses an empty file', async () => {
    await refused(
      'POST',
      '/api/upload',
      { headers: auth, body: uploadForm(new Uint8Array(0), 'x.pdf', good) },
      400,
      'upload.empty',
    );
  });

  it('lists every metadata problem at once, the same the intake reports', async () => {
    const bad = JSON.stringify({ title: '', date: '2999-01-01', relevance: 'huge', colour: 'red' });
    const answer = await refused(
      'POST',
      '/api/upload',
      { headers: auth, body: uploadForm(pdf, 'order.pdf', bad) },
      400,
      'upload.metadata',
    );
    const expected = parseMetadata(bad);
    expect(expected.ok).toBe(false);
    expect((answer.body as { error: { problems: unknown[] } }).error.problems).toEqual(expected.problems);
  });

  it('refuses metadata that is not JSON, and metadata over its size limit', async () => {
    await refused(
      'POST',
      '/api/upload',
      { headers: auth, body: uploadForm(pdf, 'o.pdf', '{"title": ') },
      400,
      'upload.metadata',
    );
    const huge = JSON.stringify({ title: 'x', description: 'y'.repeat(70_000) });
    await refused(
      'POST',
      '/api/upload',
      { headers: auth, body: uploadForm(pdf, 'o.pdf', huge, { metadataAsFile: true }) },
      413,
      'upload.metadata',
    );
  });

  it('refuses a body that is not multipart with 415', async () => {
    await refused(
      'POST',
      '/api/upload',
      { headers: { ...auth, 'content-type': 'application/json' }, body: good },
      415,
      'upload.content_type',
    );
    // A body of a type no route of the upload parses: still an upload's refusal, naming the type sent.
    for (const type of ['application/pdf', 'application/x-www-form-urlencoded']) {
      const answer = await refused(
        'POST',
        '/api/upload',
        {
          headers: { ...auth, 'content-type': type },
          body: type.startsWith('application/pdf') ? Buffer.from(pdf) : 'a=b',
        },
        415,
        'upload.content_type',
      );
      expect((answer.body as { error: { message: string } }).error.message).toBe(
        `An upload is multipart/form-data, not ${type}.`,
      );
    }
    const change = await refused(
      'PUT',
      `/api/v1/documents/${ids[0]}`,
      { headers: { authorization: `Bearer ${maintainer}`, 'content-type': 'text/csv' }, body: 'a,b' },
      415,
      'request.media_type',
    );
    expect((change.body as { error: { message: string } }).error.message).toBe(
      'A body of type text/csv is not accepted here.',
    );
  });

  it('refuses a malformed multipart form with 400', async () => {
    for (const [headers, body] of [
      [{ 'content-type': 'multipart/form-data; boundary=XYZ' }, 'this is not a form'],
      [{ 'content-type': 'multipart/form-data' }, '--XYZ\r\n'],
      [
        { 'content-type': 'multipart/form-data; boundary=XYZ' },
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
      ],
    ] as const) {
      const before = repositoryState(root);
      const answer = await raw('/api/upload', { ...auth, ...headers }, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({ status: 'failed', error: { hint: expect.stringContaining('multipart') } });
      expect(repositoryState(root)).toBe(before);
    }
  });

  it('refuses missing parts, unknown parts and too many parts', async () => {
    const noMetadata = new FormData();
    noMetadata.append('file', new Blob([Buffer.from(pdf)]), 'a.pdf');
    await refused('POST', '/api/upload', { headers: auth, body: noMetadata }, 400, 'request.invalid');
    const extra = uploadForm(pdf, 'a.pdf', good);
    extra.append('comment', 'hello');
    await refused('POST', '/api/upload', { headers: auth, body: extra }, 413, 'upload.too_large');
    const twoFiles = uploadForm(pdf, 'a.pdf', good);
    twoFiles.append('file', new Blob([Buffer.from(pdf)]), 'b.pdf');
    await refused('POST', '/api/upload', { headers: auth, body: twoFiles }, 413, 'upload.too_large');
  });

  it('keeps a traversal in the file name out of the branch: only uploads/NAME files are added', async () => {
    const answer = checker.check(
      'POST',
      '/api/upload',
      await call(`${server.url}/api/upload`, {
        method: 'POST',
        headers: auth,
        body: uploadForm(pdf, '../../.github/workflows/evil.yml.pdf', good),
      }),
    );
    expect(answer.status).toBe(202);
    const branch = (answer.body as { data: { pull_request: { ref: string } } }).data.pull_request.ref;
    expect(git(root, 'diff', '--name-only', 'main', branch).split('\n').sort()).toEqual([
      'uploads/evil-yml.json',
      'uploads/evil-yml.pdf',
    ]);
    await (server.context.submissions as LocalSubmissions).idle();
  });
});

describe('hostile changes', () => {
  const m = { authorization: `Bearer ${maintainer}` };

  it('refuses traversal and malformed ids', async () => {
    for (const id of ['..%2F..%2F.git%2Fconfig', '....%2F', 'ffffffffffffffff%00', '%2Fetc%2Fpasswd'])
      await refused('DELETE', `/api/v1/documents/${id}`, { headers: m }, 400, 'request.invalid');
    await refused('DELETE', '/api/v1/documents/ffffffffffffffff', { headers: m }, 404, 'document.not_found');
  });

  it('refuses bad JSON, unknown fields, an empty change and a change that breaks the schema', async () => {
    const put = (body: string, type = 'application/json') => ({
      headers: { ...m, 'content-type': type },
      body,
    });
    const path = `/api/v1/documents/${ids[0]}`;
    await refused('PUT', path, put('{"title": "x",'), 400, 'request.json');
    await refused('PUT', path, put('{"owner": "me"}'), 400, 'request.invalid');
    await refused('PUT', path, put('{}'), 400, 'request.invalid');
    await refused('PUT', path, put('{"date": "2019-02-30"}'), 400, 'change.metadata');
    await refused('PUT', path, put('{"title": "a\\u202eb"}'), 400, 'change.metadata');
    await refused('PUT', path, put(JSON.stringify({ title: 'x'.repeat(300_000) })), 413, 'request.too_large');
    await refused('PUT', path, put('title=x', 'application/x-www-form-urlencoded'), 415, 'request.media_type');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a client passes its limit', async () => {
    const limited = await serve(root, {
      tokensPath,
      rateLimits: { perMinute: 3, writesPerMinute: 1 },
    });
    try {
      const statuses: number[] = [];
      let last: Answer | null = null;
      for (let i = 0; i < 5; i++) {
        last = await call(`${limited.url}/api/v1/documents`);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(last!.body).toMatchObject({ status: 'failed', error: { code: 'rate_limited' } });
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another client (another token) has its own count.
      const other = await call(`${limited.url}/api/v1/documents`, { headers: auth });
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
