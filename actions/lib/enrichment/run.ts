/**
 * One enrichment run over an archive on disk: read the records, their texts and (where needed) their
 * images, plan with `planEnrichment` (pure), then write only the files whose content changed. The
 * `dirhub enrich` command (which the demo and the ingest workflow run) parses its options and calls this;
 * the round-trip test calls it directly.
 */
import { documentIdInPath, DOCUMENTS_DIR } from '../archive/layout.js';
import type { DirhubConfig } from '../core/config.js';
import { loadConfig } from '../core/config.js';
import { gitText } from '../core/git.js';
import { problem, type Problem } from '../core/problem.js';
import type { EnrichmentAgentName } from './agents.js';
import { enrichmentWrites, planEnrichment, type EnrichmentPlan } from './plan.js';
import type { ArchiveDocument } from './stages/context.js';
import {
  archiveRecords,
  readArchiveDocument,
  readCorrections,
  readDocumentImages,
  readOverridesFile,
} from './archive-io.js';
import { changedPaths, writeArchiveFiles } from '../archive/write.js';
import { parseOverrides } from './overrides.js';

export interface EnrichArchiveOptions {
  root: string;
  config?: DirhubConfig;
  /** Run one agent; the other parts are kept from the records. */
  only?: EnrichmentAgentName;
  /** Re-run every agent on every document (after the algorithms changed). */
  force?: boolean;
  /** Re-run the per-document agents only for documents accepted on or after a date (YYYY-MM-DD) or changed since a commit. */
  since?: string;
  /** Compute everything, write nothing; `changed` lists what would change. */
  dryRun?: boolean;
  /** Progress lines (stderr in the command). */
  log?: (line: string) => void;
}

export interface EnrichArchiveResult {
  stats: EnrichmentPlan['stats'];
  /** Repository-relative paths written (or, in a dry run, that would be). */
  changed: string[];
  /** What could not be applied or read; the rest was still enriched. */
  problems: Problem[];
}

/** The run did not start: `since` is neither a date nor a commit git knows. Nothing was read or written. */
export interface EnrichArchiveRefusal {
  refused: Problem;
}

/** Documents changed since a commit (committed, staged, unstaged or new), from git; null when git cannot diff against it. */
async function changedSince(root: string, commit: string): Promise<Set<string> | Problem> {
  const ids = new Set<string>();
  const collect = (stdout: string) => {
    for (const line of stdout.split('\n')) {
      const id = documentIdInPath(line);
      if (id) ids.add(id);
    }
  };
  try {
    collect(await gitText(root, ['diff', '--name-only', commit, '--', DOCUMENTS_DIR]));
    collect(await gitText(root, ['ls-files', '--others', '--exclude-standard', '--', DOCUMENTS_DIR]));
  } catch (err) {
    return problem(
      'enrich.since_unknown',
      `--since ${commit}: not a date (YYYY-MM-DD) and git could not diff against it (${(err as Error).message.split('\n')[0]}).`,
      'Give a date such as 2026-11-01, or a commit of this repository (git log --oneline).',
    );
  }
  return ids;
}

export async function enrichArchive(
  options: EnrichArchiveOptions,
): Promise<EnrichArchiveResult | EnrichArchiveRefusal> {
  const { root } = options;
  const log = options.log ?? (() => {});
  const since = options.since ?? null;
  const sinceDate = since !== null && /^\d{4}-\d{2}-\d{2}$/.test(since) ? since : null;
  // A commit is checked before any document is read, so a mistyped one is refused at once.
  const sinceCommit = since !== null && sinceDate === null ? await changedSince(root, since) : null;
  if (sinceCommit && !(sinceCommit instanceof Set)) return { refused: sinceCommit };
  const config = options.config ?? (await loadConfig(root));
  const parsed = parseOverrides(await readOverridesFile(root), config.categories);
  const filed = await readCorrections(root);
  const overrides = { ...parsed.overrides, corrections: filed.corrections };
  const problems = [...parsed.problems, ...filed.problems];
  const { records, problems: unreadable } = await archiveRecords(root);
  const docs: ArchiveDocument[] = [];
  for (const [i, record] of records.entries()) {
    docs.push(await readArchiveDocument(root, record));
    if ((i + 1) % 200 === 0 || i + 1 === records.length) log(`read ${i + 1}/${records.length} documents`);
  }
  const selected =
    sinceDate !== null
      ? new Set(
          docs
            .filter((d) => d.record.provenance.accepted_at.slice(0, 10) >= sinceDate)
            .map((d) => d.record.document_id),
        )
      : sinceCommit;
  if (selected) log(`${selected.size} of ${docs.length} documents selected by --since ${since}`);
  if (!options.only || options.only === 'images') {
    // Images are read again only where they were never read, or when asked (--only images, --force).
    const wanted = docs.filter((d) => {
      if (d.record.enrichment?.images === undefined) return true;
      if (selected && !selected.has(d.record.document_id)) return false;
      return options.only === 'images' || options.force === true;
    });
    for (const [i, doc] of wanted.entries()) {
      doc.images = await readDocumentImages(root, doc, log);
      if ((i + 1) % 200 === 0 || i + 1 === wanted.length) log(`images ${i + 1}/${wanted.length}`);
    }
  }
  const started = Date.now();
  const step = Math.max(1, Math.ceil(docs.length / 20));
  const plan = planEnrichment(docs, config, overrides, {
    only: options.only,
    force: options.force,
    selected,
    progress: (stage, done, total) => {
      const at = `${((Date.now() - started) / 1000).toFixed(1)} s`;
      if (total === 1 && done === 0) log(`${stage} (at ${at})`);
      else if (done % step === 0 || done === total) log(`${stage} ${done}/${total} (at ${at})`);
    },
  });
  const writes = enrichmentWrites(plan);
  const changed = options.dryRun ? await changedPaths(root, writes) : await writeArchiveFiles(root, writes);
  log(
    `enriched ${plan.stats.enriched} of ${plan.stats.documents} documents (${plan.stats.from_analysis} from their analysis) in ${((Date.now() - started) / 1000).toFixed(1)} s; ${changed.length} files ${options.dryRun ? 'would change' : 'written'}`,
  );
  return { stats: plan.stats, changed, problems: [...problems, ...unreadable] };
}
