/**
 * The command line's part of the agent-only API: `dirhub serve service-token add NAME | list | remove
 * NAME` (a new token is printed once; only its sha256 is kept in the settings file) and the listener's
 * start from `dirhub serve --internal-port N`.
 */
import { resolve } from 'node:path';
import { gitText } from '../../../actions/lib/core/git.js';
import { EXIT, UsageError } from '../../command.js';
import { isTokenName, newToken, tokenHash } from '../roles.js';
import { AGENTS_CONFIG_FILE, readAgentsFile, writeAgentsFile, type ServiceTokenEntry } from './config.js';

/** The settings file beside the public tokens file: in the repository's git folder, never in its work tree. */
export async function defaultAgentsConfigPath(root: string): Promise<string> {
  const gitDir = (await gitText(root, ['rev-parse', '--git-common-dir'])).trim();
  return resolve(root, gitDir, AGENTS_CONFIG_FILE);
}

export async function serviceTokenCommand(args: string[], path: string): Promise<number> {
  const [action, name] = args;
  const file = await readAgentsFile(path);
  const tokens = (file.service_tokens ?? []) as ServiceTokenEntry[];
  if (action === 'list') {
    if (!tokens.length) process.stdout.write(`No service tokens in ${path}.\n`);
    for (const t of tokens) process.stdout.write(`${t.name.padEnd(32)} ${t.created_at ?? ''}\n`);
    return EXIT.ok;
  }
  if (!name || !isTokenName(name))
    throw new UsageError('give the service token a NAME: the agent that holds it (letters, digits, . _ @ -)');
  if (action === 'add') {
    if (tokens.some((t) => t.name === name))
      throw new UsageError(`a service token named "${name}" exists; remove it first`);
    const token = newToken();
    const entry: ServiceTokenEntry = { name, sha256: tokenHash(token), created_at: new Date().toISOString() };
    await writeAgentsFile(path, { ...file, service_tokens: [...tokens, entry] });
    process.stderr.write(
      `Service token "${name}" added to ${path} (a running server accepts it at once); it is shown this once:\n`,
    );
    process.stdout.write(`${token}\n`);
    return EXIT.ok;
  }
  if (action === 'remove') {
    const kept = tokens.filter((t) => t.name !== name);
    if (kept.length === tokens.length) {
      process.stderr.write(`No service token named "${name}" in ${path}.\n`);
      return EXIT.failure;
    }
    await writeAgentsFile(path, { ...file, service_tokens: kept });
    process.stderr.write(
      `Service token "${name}" removed from ${path}; a running server refuses it from its next call.\n`,
    );
    return EXIT.ok;
  }
  throw new UsageError(`unknown service-token action "${action ?? ''}" (add, list or remove)`);
}
