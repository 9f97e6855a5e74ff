/**
 * The merge's executor: each batch of the plan becomes one commit on the base branch, made as the bot
 * (staged by the archive writer: originals copied into archive/, records and page texts written,
 * decisions appended to the log). It decides nothing.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { stageArchiveChange } from '../archive/write.js';
import type { Problem } from '../core/problem.js';
import { LocalForge, type Identity } from '../forge/local/local-forge.js';
import { checkWorkTree } from '../intake/perform.js';
import { lockRepository } from '../intake/run.js';
import type { ImportPlan } from './plan.js';

export interface ImportPerformance {
  /** Commits made, oldest first. */
  commits: string[];
  /** Why nothing was written: the work tree or the lock. */
  problem: Problem | null;
}

export interface PerformOptions {
  root: string;
  base?: string;
  identity?: Identity;
  /** The imported folder: ignored by the clean-work-tree check when it lies inside the repository. */
  folder?: string;
  lockWaitMs?: number;
  onProgress?: (message: string) => void;
}

export async function performImport(plan: ImportPlan, options: PerformOptions): Promise<ImportPerformance> {
  const base = options.base ?? 'main';
  const forge = new LocalForge(options.root, base, options.identity);
  if (plan.refused.length || !plan.batches.length) return { commits: [], problem: null };
  const locked = await lockRepository(forge.git, options.root, options.lockWaitMs ?? 600_000, options.onProgress);
  if (typeof locked !== 'function') return { commits: [], problem: locked };
  try {
    const inside = options.folder ? relative(resolve(options.root), resolve(options.folder)) : '';
    const ignore = inside && !inside.startsWith('..') && !inside.startsWith(sep) ? [inside.split(sep).join('/')] : [];
    const dirty = await checkWorkTree(forge.git, base, { ignore });
    if (dirty) return { commits: [], problem: dirty };
    const commits: string[] = [];
    for (const [i, batch] of plan.batches.entries()) {
      const before = await forge.baseHead();
      for (const dir of batch.documents)
        if (existsSync(join(options.root, dir)))
          throw new Error(`Archive folder ${dir} already exists; the merge should have found it an exact duplicate.`);
      try {
        const staged = await stageArchiveChange(forge.git, batch);
        if (!staged.length) continue;
        commits.push(await forge.commit(batch.message));
        options.onProgress?.(`commit ${i + 1}/${plan.batches.length}: ${batch.message.split('\n')[0]}`);
      } catch (err) {
        // Leave the base as the last whole batch left it, never half a batch.
        await forge.resetBase(before);
        for (const dir of batch.documents) await rm(join(options.root, dir), { recursive: true, force: true });
        throw err;
      }
    }
    return { commits, problem: null };
  } finally {
    await locked();
  }
}
