/**
 * Service tokens: every call to the agent-only API sends `Authorization: Bearer TOKEN`. The settings hold
 * only each token's sha256; `DIRHUB_SERVICE_TOKEN` may name one more (for local use and tests). A sent
 * token is hashed and compared with every known hash in constant time, each one, so neither how much of
 * a hash matched nor which entry did shows in the time taken.
 */
import { timingSafeEqual } from 'node:crypto';
import { bearerToken, tokenHash } from '../roles.js';
import type { ServiceTokenEntry } from './config.js';

export const SERVICE_TOKEN_ENV = 'DIRHUB_SERVICE_TOKEN';

export interface ServiceCaller {
  /** The token's name (`env` for the one from DIRHUB_SERVICE_TOKEN). */
  name: string;
  /** The first 16 hex digits of the token's sha256, for logs. */
  key: string;
}

export type Authentication =
  { ok: true; caller: ServiceCaller } | { ok: false; reason: 'missing' | 'malformed' | 'unknown' };

export interface ServiceTokens {
  authenticate(authorization: string | undefined): Authentication;
  /** How many tokens are accepted (0: every call is refused). */
  readonly size: number;
}

/**
 * `entries()` gives the tokens the settings hold now (read again when the file changes, so a token
 * removed by `dirhub serve service-token remove` is refused from the next call on).
 */
export function serviceTokens(entries: () => ServiceTokenEntry[], envToken: string | undefined): ServiceTokens {
  const env = envToken ? [{ name: 'env', hash: Buffer.from(tokenHash(envToken), 'hex') }] : [];
  let held: { from: ServiceTokenEntry[]; known: { name: string; hash: Buffer }[] } | null = null;
  const known = () => {
    const now = entries();
    if (held?.from !== now)
      held = { from: now, known: [...now.map((e) => ({ name: e.name, hash: Buffer.from(e.sha256, 'hex') })), ...env] };
    return held.known;
  };
  return {
    get size() {
      return known().length;
    },
    authenticate(authorization) {
      const token = bearerToken(authorization);
      if (token === null) return { ok: false, reason: 'missing' };
      if (token === undefined) return { ok: false, reason: 'malformed' };
      const hash = tokenHash(token);
      const sent = Buffer.from(hash, 'hex');
      let found: string | null = null;
      for (const k of known()) if (timingSafeEqual(k.hash, sent) && found === null) found = k.name;
      return found === null
        ? { ok: false, reason: 'unknown' }
        : { ok: true, caller: { name: found, key: hash.slice(0, 16) } };
    },
  };
}
