/**
 * Who may do what. The spec's roles table (public, contributor, maintainer, admin) mapped onto the API,
 * and how a caller's role is known:
 *
 *  - no token: public;
 *  - local mode: `Authorization: Bearer TOKEN` looked up in a tokens file that holds only each token's
 *    sha256 (`dirhub serve token add NAME --role ROLE` makes one and prints it once);
 *  - GitHub mode: the caller's GitHub token names the caller (GET /user), and the caller's permission on
 *    the archive repository, asked with the server's own token as the command action does, gives the
 *    role: admin → admin; maintain or write → maintainer (who may merge); anyone else signed in →
 *    contributor (anyone may open a pull request).
 *
 * A token that is sent but not recognised is refused (401), never treated as public.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { watchedFile } from './watched-file.js';
import type { RepoRole } from '../../actions/lib/forge/github/github-forge.js';
import { DEFAULT_MERGE_ROLES } from '../../actions/lib/github/commands.js';

export const ROLES = ['public', 'contributor', 'maintainer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What an API call does, in the words of the spec's roles table. */
export const ACTIONS = ['read', 'search', 'submit', 'merge', 'admin'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The least role each action needs. "Submit pull request" is an upload or a new document; "merge pull
 * request" is changing or deleting an archived document (the maintainer's call); "deploy" and "secrets"
 * are the admin's endpoints (rebuilding the index, reading the server's configuration).
 */
export const LEAST_ROLE: Record<Action, Role> = {
  read: 'public',
  search: 'public',
  submit: 'contributor',
  merge: 'maintainer',
  admin: 'admin',
};

export function allows(role: Role, action: Action): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(LEAST_ROLE[action]);
}

export interface Caller {
  role: Role;
  /** Who: the token's name (local) or the GitHub login; null for the public. */
  name: string | null;
  /** A stable key for rate limits and logs that never shows the token: the first 16 hex of its sha256. */
  key: string | null;
}

export const PUBLIC_CALLER: Caller = { role: 'public', name: null, key: null };

/** Resolves a bearer token to a caller; null when the token is not recognised. */
export interface RoleResolver {
  readonly kind: 'tokens-file' | 'github' | 'none';
  resolve(token: string): Promise<Caller | null>;
  /**
   * Whether the token is known right now, without asking anyone: rate limits count a known token's
   * requests together and any other by the client's address.
   */
  known(token: string): boolean;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** `Authorization: Bearer TOKEN` → TOKEN; null when absent; undefined when present but malformed. */
export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header === '') return null;
  const m = /^Bearer\s+([\x21-\x7e]{8,512})\s*$/i.exec(header);
  return m ? m[1]! : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Local mode: the tokens file.

export interface TokenEntry {
  name: string;
  role: Exclude<Role, 'public'>;
  /** sha256 (hex) of the token; the token itself is never stored. */
  sha256: string;
  created_at: string;
}

export interface TokensFile {
  tokens: TokenEntry[];
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

export function isTokenName(name: string): boolean {
  return NAME.test(name);
}

function isEntry(v: unknown): v is TokenEntry {
  const e = v as Partial<TokenEntry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.name === 'string' &&
    typeof e.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(e.sha256) &&
    ['contributor', 'maintainer', 'admin'].includes(e.role ?? '')
  );
}

/** A tokens file's text to its entries (null: no file, no tokens). Throws on a file that is not one. */
export function parseTokensFile(text: string | null, path: string): TokensFile {
  if (text === null) return { tokens: [] };
  const data = JSON.parse(text) as { tokens?: unknown };
  if (!Array.isArray(data?.tokens)) throw new Error(`${path} has no "tokens" list`);
  const bad = data.tokens.findIndex((t) => !isEntry(t));
  if (bad >= 0) throw new Error(`${path}: tokens[${bad}] needs name, role (contributor, maintainer, admin) and sha256`);
  return { tokens: data.tokens as TokenEntry[] };
}

/** Reads the tokens file; a missing file holds no tokens. Throws on a file that is not one. */
export async function readTokensFile(path: string): Promise<TokensFile> {
  let raw: string | null;
  try {
    raw = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    raw = null;
  }
  return parseTokensFile(raw, path);
}

/** Writes the file whole (a temporary file renamed over it), readable by its owner only. */
export async function writeTokensFile(path: string, file: TokensFile): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  await rename(temp, path);
}

/** A new random token: `dh_` and 43 characters of base64url (256 bits). */
export function newToken(): string {
  return `dh_${randomBytes(32).toString('base64url')}`;
}

/** The tokens file, read again as soon as it changes on disk: a token removed is refused at once. */
export function tokensFileResolver(path: string): RoleResolver {
  const byHash = watchedFile(path, (text) => new Map(parseTokensFile(text, path).tokens.map((t) => [t.sha256, t])));
  const lookup = (token: string): Caller | null => {
    const hash = tokenHash(token);
    // The map lookup is by hash, so no timing tells how much of a token matched; compare whole anyway.
    const entry = byHash().get(hash);
    if (!entry || !timingSafeEqual(Buffer.from(entry.sha256, 'hex'), Buffer.from(hash, 'hex'))) return null;
    return { role: entry.role, name: entry.name, key: hash.slice(0, 16) };
  };
  return {
    kind: 'tokens-file',
    resolve: async (token) => lookup(token),
    known: (token) => lookup(token) !== null,
  };
}

// ---------------------------------------------------------------------------------------------------
// GitHub mode.

export interface GitHubIdentity {
  /** The login the token belongs to, or null when GitHub refuses the token. */
  login(token: string): Promise<string | null>;
  /** The login's permission on the archive repository, asked with the server's own token. */
  permission(login: string): Promise<RepoRole>;
}

export function roleOfPermission(permission: RepoRole, mergeRoles: RepoRole[] = DEFAULT_MERGE_ROLES): Role {
  if (permission === 'admin') return 'admin';
  if (mergeRoles.includes(permission)) return 'maintainer';
  return 'contributor';
}

/** Answers are kept a minute per token, so a burst of calls costs GitHub one request. */
export function githubResolver(identity: GitHubIdentity, ttlMs = 60_000): RoleResolver {
  const cache = new Map<string, { at: number; caller: Caller | null }>();
  return {
    kind: 'github',
    async resolve(token) {
      const hash = tokenHash(token);
      const held = cache.get(hash);
      if (held && Date.now() - held.at < ttlMs) return held.caller;
      const login = await identity.login(token);
      const caller = login
        ? { role: roleOfPermission(await identity.permission(login)), name: login, key: hash.slice(0, 16) }
        : null;
      if (cache.size > 10_000) cache.clear();
      cache.set(hash, { at: Date.now(), caller });
      return caller;
    },
    known(token) {
      const held = cache.get(tokenHash(token));
      return Boolean(held?.caller && Date.now() - held.at < ttlMs);
    },
  };
}

/** No way to know anyone: every token is refused, every write is a 401. */
export const NO_RESOLVER: RoleResolver = { kind: 'none', resolve: async () => null, known: () => false };
