/**
 * After merges on a local archive, the ingest step: enrich the archive in a process of its own (it reads
 * every document; a server must keep answering meanwhile) and commit what changed as the bot, as the
 * ingest workflow does on GitHub after every push to main.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { ARCHIVE_DIR } from '../actions/lib/archive/layout.js';
import { faultPoint } from '../actions/lib/core/faults.js';
import { botGit } from '../actions/lib/forge/local/local-forge.js';
import { packageRoot } from '../actions/lib/core/package-root.js';

const DIRHUB_BIN = join(packageRoot(), 'scripts', 'bin', 'dirhub.js');
export const ENRICH_COMMIT_MESSAGE = 'Enrich the archive: summaries, entities, timeline, registries';

/** Returns the enrichment commit, or null when nothing changed. */
export async function enrichAndCommit(root: string, progress: (m: string) => void): Promise<string | null> {
  progress('enriching the archive (dirhub enrich)');
  const child = execFile(process.execPath, [DIRHUB_BIN, 'enrich', '--repo', root], { maxBuffer: 64 * 1024 * 1024 });
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) progress(`    ${line.trim()}`);
  });
  await new Promise<void>((done, fail) => {
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`dirhub enrich exited with ${code}`))));
  });
  await faultPoint('during-enrichment');
  const git = botGit(root);
  await git.text(['add', '-A', ARCHIVE_DIR]);
  // `diff --cached --quiet` answers "nothing staged" with exit 0.
  if (await git.asks(['diff', '--cached', '--quiet'])) return null;
  await git.text(['commit', '--quiet', '--no-verify', '-m', ENRICH_COMMIT_MESSAGE]);
  return (await git.text(['rev-parse', 'HEAD'])).trim();
}
