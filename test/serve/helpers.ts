/**
 * The serve suites' parts: an archive repository (the site tests' known documents, committed to a real
 * git repository), a real server on loopback, and a checker that holds every answer to the OpenAPI
 * document the server publishes.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { Validator } from '@seriousme/openapi-schema-validator';
import { expect } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../../scripts/serve/server.js';
import { newToken, tokenHash, tokensFileResolver, writeTokensFile, type Role } from '../../scripts/serve/roles.js';
import { knownArchive, type FixtureArchive } from '../site/fixture.js';

const Ajv2020 = Ajv2020Module.default;
const addFormats = formatsModule.default;

export function git(root: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Archive Keeper',
      GIT_AUTHOR_EMAIL: 'keeper@example.org',
      GIT_COMMITTER_NAME: 'Archive Keeper',
      GIT_COMMITTER_EMAIL: 'keeper@example.org',
    },
  }).trim();
}

/** The known documents, committed on main of a new repository. */
export async function archiveRepository(): Promise<FixtureArchive> {
  const archive = await knownArchive();
  git(archive.root, 'init', '--quiet', '--initial-branch=main');
  writeFileSync(join(archive.root, '.gitignore'), '.dirhub-cache/\n');
  writeFileSync(join(archive.root, '.gitattributes'), 'archive/decisions/*.jsonl merge=union\n');
  git(archive.root, 'add', '-A');
  git(archive.root, 'commit', '--quiet', '-m', 'The archive');
  return archive;
}

export async function serve(
  root: string,
  options: Partial<ServerOptions> & { tokensPath?: string } = {},
): Promise<RunningServer> {
  return startServer({
    root,
    indexPath: ':memory:',
    roles: tokensFileResolver(options.tokensPath ?? join(root, '.git', 'dirhub-serve-tokens.json')),
    logger: false,
    rateLimits: null,
    watchMs: 0,
    ...options,
  });
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** GET (or any method) on the server, the body parsed as JSON when it is JSON. */
export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body };
}

type OpenApiDoc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
};

/**
 * Validates answers against the server's own OpenAPI document: the operation is found by path template
 * and method, the answer's schema by its status, and ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect)
 * checks the body.
 */
export class OpenApiChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  readonly templates: { template: string; pattern: RegExp }[];

  constructor(readonly doc: OpenApiDoc) {
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, 'openapi.json');
    this.templates = Object.keys(doc.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));
  }

  static async load(base: string): Promise<OpenApiChecker> {
    const res = await fetch(`${base}/api/openapi.json`);
    return new OpenApiChecker((await res.json()) as OpenApiDoc);
  }

  /** Whether the document itself is a valid OpenAPI document (its errors, or null). */
  async documentErrors(): Promise<unknown> {
    const result = await new Validator().validate(this.doc as Record<string, unknown>);
    return result.valid ? null : result.errors;
  }

  /** Fails the test when the answer breaks the document; returns the answer. */
  check(method: string, url: string, answer: Answer): Answer {
    const path = new URL(url, 'http://x').pathname;
    const found = this.templates.find((t) => t.pattern.test(path));
    expect(found, `${method} ${path} is in the OpenAPI document`).toBeTruthy();
    const op = this.doc.paths[found!.template]![method.toLowerCase()];
    expect(op, `${method} ${found!.template} is an operation`).toBeTruthy();
    const response = op!.responses[String(answer.status)] ?? op!.responses.default;
    expect(response, `${method} ${found!.template} documents status ${answer.status}`).toBeTruthy();
    const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
    const pointer = `openapi.json#/paths/${escape(found!.template)}/${method.toLowerCase()}/responses/${answer.status}/content/application~1json/schema`;
    const validate = this.ajv.getSchema(pointer) ?? this.ajv.compile({ $ref: pointer });
    const ok = validate(answer.body);
    expect(ok ? [] : validate.errors, `${method} ${url} → ${answer.status} matches its schema`).toEqual([]);
    return answer;
  }
}

/** Multipart upload body: the file and the metadata, as a browser or curl sends them. */
export function uploadForm(
  file: Uint8Array,
  fileName: string,
  metadata: string,
  options: { metadataAsFile?: boolean; fileType?: string } = {},
): FormData {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(file)], { type: options.fileType ?? 'application/pdf' }), fileName);
  if (options.metadataAsFile) form.append('metadata', new Blob([metadata], { type: 'application/json' }), 'meta.json');
  else form.append('metadata', metadata);
  return form;
}

/** Everything a write could have changed in the repository: refs, the index, the work tree. */
export function repositoryState(root: string): string {
  return [
    git(root, 'for-each-ref', '--format=%(refname) %(objectname)'),
    // Without the index refresh's optional lock (git(1) `--no-optional-locks`): a server may be committing.
    git(
      root,
      '--no-optional-locks',
      'status',
      '--porcelain',
      '--untracked-files=all',
      '--',
      '.',
      ':(exclude).dirhub-cache',
    ),
  ].join('\n--\n');
}

/** A tokens file in the repository's git folder with one token per role, named `ROLE-one`; returns the tokens. */
export async function writeTokens<R extends Exclude<Role, 'public'>>(
  root: string,
  roles: readonly R[],
  given: Partial<Record<R, string>> = {},
): Promise<{ path: string; tokens: Record<R, string> }> {
  const path = join(root, '.git', 'dirhub-serve-tokens.json');
  const tokens = Object.fromEntries(roles.map((r) => [r, given[r] ?? newToken()])) as Record<R, string>;
  await writeTokensFile(path, {
    tokens: roles.map((role) => ({
      name: `${role}-one`,
      role,
      sha256: tokenHash(tokens[role]),
      created_at: '2026-01-01T00:00:00.000Z',
    })),
  });
  return { path, tokens };
}
