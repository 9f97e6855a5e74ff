import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { loadConfig } from '../../actions/lib/core/config.js';
import {
  AGENT_DESCRIPTIONS,
  ENRICHMENT_AGENTS,
  type EnrichmentAgentName,
} from '../../actions/lib/enrichment/agents.js';
import { planEnrichment, REGISTRIES_DIR, type ArchiveDocument } from '../../actions/lib/enrichment/archive.js';
import {
  applyWrites,
  archiveRecords,
  changedPaths,
  readArchiveDocument,
  readDocumentImages,
  readOverridesFile,
} from '../../actions/lib/enrichment/archive-io.js';
import { OVERRIDES_FILE, parseOverrides } from '../../actions/lib/enrichment/overrides.js';
import { DOCUMENTS_DIR } from '../../actions/lib/archive/layout.js';
import { EXIT, UsageError, type Command } from '../command.js';

const run = promisify(execFile);

const usage = `Usage: dirhub enrich [--repo DIR] [--only AGENT] [--since DATE|COMMIT] [--force] [--dry-run] [--json]

Runs the enrichment agents over the accepted documents in ${DOCUMENTS_DIR}/ and regenerates the
registries in ${REGISTRIES_DIR}/ (people, locations, organizations, timeline, cross-references,
relationships). Every document's record.json gets its summary, category (with confidence), entities,
dates, tags, cross-references and verification level. The maintainers' corrections in
${OVERRIDES_FILE} are applied on every run. The output is deterministic: the same archive and
overrides give byte-identical files, and only files whose content changed are written. The slow
per-document agents (analysis, summarization, tagging, images) re-run only for documents whose text or
metadata changed since the last run; the rest (verification, classification, cross-references and the
registries) always covers the whole archive.

Agents, in the order they run:
${ENRICHMENT_AGENTS.map((a) => `  ${a.padEnd(16)} ${AGENT_DESCRIPTIONS[a]}`).join('\n')}

Options:
  --repo DIR       the archive repository (default: the current folder)
  --only AGENT     run one agent; the other parts are kept from the records
  --since X        re-run the per-document agents only for documents accepted on or after the date X
                   (YYYY-MM-DD), or changed since the commit X; registries always cover the archive
  --force          re-run every agent on every document (after the algorithms changed)
  --dry-run        compute everything, write nothing; list the files that would change
  --json           print {documents, enriched, entities, timeline_events, cross_references,
                   relationships, changed, problems} as JSON
Progress goes to stderr.

Exit status: 0 on success, 1 when ${OVERRIDES_FILE} has entries that cannot be applied or a record cannot
be read (the rest is still enriched), 2 for a usage error.`;

/** Documents changed since a commit (committed, staged, unstaged or new), from git. */
async function changedSince(root: string, commit: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const collect = (stdout: string) => {
    for (const line of stdout.split('\n')) {
      const m = /^archive\/documents\/[^/]+\/([^/]+)\//.exec(line);
      if (m) ids.add(m[1]!);
    }
  };
  try {
    collect(
      (
        await run('git', ['diff', '--name-only', commit, '--', DOCUMENTS_DIR], {
          cwd: root,
          maxBuffer: 64 * 1024 * 1024,
        })
      ).stdout,
    );
    collect(
      (
        await run('git', ['ls-files', '--others', '--exclude-standard', '--', DOCUMENTS_DIR], {
          cwd: root,
          maxBuffer: 64 * 1024 * 1024,
        })
      ).stdout,
    );
  } catch (err) {
    throw new UsageError(
      `--since ${commit}: not a date (YYYY-MM-DD) and git could not diff against it (${(err as Error).message.split('\n')[0]})`,
    );
  }
  return ids;
}

export const command: Command = {
  name: 'enrich',
  summary: 'Run the enrichment agents and regenerate the registries (people, places, organizations, timeline…)',
  usage,
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: false,
      options: {
        repo: { type: 'string' },
        only: { type: 'string' },
        since: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
    });
    void positionals;
    const only = values.only as EnrichmentAgentName | undefined;
    if (only && !(ENRICHMENT_AGENTS as readonly string[]).includes(only))
      throw new UsageError(`unknown agent "${only}"; agents: ${ENRICHMENT_AGENTS.join(', ')}`);
    const root = resolve(values.repo ?? '.');
    const config = await loadConfig(root);
    const { overrides, problems } = parseOverrides(await readOverridesFile(root), config.categories);
    for (const p of problems) process.stderr.write(`dirhub enrich: ${p.message}\n  How to fix: ${p.hint}\n`);

    const { records, problems: unreadable } = await archiveRecords(root);
    for (const p of unreadable) process.stderr.write(`dirhub enrich: ${p.message}\n  How to fix: ${p.hint}\n`);
    const docs: ArchiveDocument[] = [];
    for (const [i, record] of records.entries()) {
      docs.push(await readArchiveDocument(root, record));
      if ((i + 1) % 200 === 0 || i + 1 === records.length)
        process.stderr.write(`read ${i + 1}/${records.length} documents\n`);
    }
    let selected: Set<string> | null = null;
    if (values.since) {
      const since = values.since;
      selected = /^\d{4}-\d{2}-\d{2}$/.test(since)
        ? new Set(
            docs.filter((d) => d.record.provenance.accepted_at.slice(0, 10) >= since).map((d) => d.record.document_id),
          )
        : await changedSince(root, since);
      process.stderr.write(`${selected.size} of ${docs.length} documents selected by --since ${since}\n`);
    }
    if (!only || only === 'images') {
      // Images are read again only where they were never read, or when asked (--only images, --force).
      const wanted = docs.filter((d) => {
        const read = (d.record.enrichment as { images?: unknown } | undefined)?.images !== undefined;
        if (!read) return true;
        if (selected && !selected.has(d.record.document_id)) return false;
        return only === 'images' || values.force;
      });
      for (const [i, doc] of wanted.entries()) {
        doc.images = await readDocumentImages(root, doc, (m) => process.stderr.write(`dirhub enrich: ${m}\n`));
        if ((i + 1) % 200 === 0 || i + 1 === wanted.length) process.stderr.write(`images ${i + 1}/${wanted.length}\n`);
      }
    }
    const started = Date.now();
    const step = Math.max(1, Math.ceil(docs.length / 20));
    const plan = planEnrichment(docs, config, overrides, {
      only,
      force: values.force,
      selected,
      progress: (stage, done, total) => {
        const at = `${((Date.now() - started) / 1000).toFixed(1)} s`;
        if (total === 1 && done === 0) process.stderr.write(`${stage} (at ${at})\n`);
        else if (done % step === 0 || done === total) process.stderr.write(`${stage} ${done}/${total} (at ${at})\n`);
      },
    });
    const changed = values['dry-run'] ? await changedPaths(root, plan.writes) : await applyWrites(root, plan.writes);
    const seconds = (Date.now() - started) / 1000;
    process.stderr.write(
      `enriched ${plan.stats.enriched} of ${plan.stats.documents} documents in ${seconds.toFixed(1)} s; ${changed.length} files ${values['dry-run'] ? 'would change' : 'written'}\n`,
    );
    const out = { ...plan.stats, changed, problems: [...problems, ...unreadable] };
    if (values.json) process.stdout.write(JSON.stringify(out, null, 2) + '\n');
    else {
      const s = plan.stats;
      process.stdout.write(
        [
          `${s.documents} documents (${s.enriched} enriched)`,
          `people ${s.entities.person}, locations ${s.entities.location}, organizations ${s.entities.organization}`,
          `timeline events ${s.timeline_events}, cross-references ${s.cross_references}, relationships ${s.relationships}`,
          `${changed.length} files ${values['dry-run'] ? 'would change' : 'changed'}${changed.length ? ':' : ''}`,
          ...changed.slice(0, 50).map((p) => `  ${p}`),
          ...(changed.length > 50 ? [`  … and ${changed.length - 50} more`] : []),
        ].join('\n') + '\n',
      );
    }
    return problems.length || unreadable.length ? EXIT.failure : EXIT.ok;
  },
};
