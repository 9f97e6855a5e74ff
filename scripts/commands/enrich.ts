import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  AGENT_DESCRIPTIONS,
  ENRICHMENT_AGENTS,
  type EnrichmentAgentName,
} from '../../actions/lib/enrichment/agents.js';
import { REGISTRIES_DIR } from '../../actions/lib/archive/registries.js';
import { enrichArchive } from '../../actions/lib/enrichment/run.js';
import { DOCUMENTS_DIR, OVERRIDES_FILE } from '../../actions/lib/archive/layout.js';
import { EXIT, UsageError, type Command } from '../command.js';

const usage = `Usage: dirhub enrich [--repo DIR] [--only AGENT] [--since DATE|COMMIT] [--force] [--dry-run] [--json]

Runs the enrichment agents over the accepted documents in ${DOCUMENTS_DIR}/ and regenerates the
registries in ${REGISTRIES_DIR}/ (people, locations, organizations, timeline, cross-references,
relationships). Every document's record.json gets its summary, category (with confidence), entities,
dates, tags, cross-references and verification level. The maintainers' corrections in
${OVERRIDES_FILE} are applied on every run. The output is deterministic: the same archive and
overrides give byte-identical files, and only files whose content changed are written. The slow
per-document agents (analysis, summarization, tagging, images) re-run only for documents whose text or
metadata changed since the last run; a newly accepted document takes over what the analysis of its upload
found in its text (kept in its record) instead of reading it again; the rest (verification, classification, cross-references and the
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
  --json           print {documents, enriched, from_analysis, entities, timeline_events, cross_references,
                   relationships, changed, problems} as JSON
Progress goes to stderr.

Exit status: 0 on success, 1 when ${OVERRIDES_FILE} has entries that cannot be applied or a record cannot
be read (the rest is still enriched), 2 for a usage error.`;

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
    const result = await enrichArchive({
      root: resolve(values.repo ?? '.'),
      only,
      force: values.force,
      since: values.since,
      dryRun: values['dry-run'],
      log: (line) => process.stderr.write(`${line}\n`),
    });
    if ('refused' in result) throw new UsageError(result.refused.message, result.refused.hint);
    for (const p of result.problems) process.stderr.write(`dirhub enrich: ${p.message}\n  How to fix: ${p.hint}\n`);
    const { changed } = result;
    const out = { ...result.stats, changed, problems: result.problems };
    if (values.json) process.stdout.write(JSON.stringify(out, null, 2) + '\n');
    else {
      const s = result.stats;
      process.stdout.write(
        [
          `${s.documents} documents (${s.enriched} enriched, ${s.from_analysis} of them from their analysis)`,
          `people ${s.entities.person}, locations ${s.entities.location}, organizations ${s.entities.organization}`,
          `timeline events ${s.timeline_events}, cross-references ${s.cross_references}, relationships ${s.relationships}`,
          `${changed.length} files ${values['dry-run'] ? 'would change' : 'changed'}${changed.length ? ':' : ''}`,
          ...changed.slice(0, 50).map((p) => `  ${p}`),
          ...(changed.length > 50 ? [`  … and ${changed.length - 50} more`] : []),
        ].join('\n') + '\n',
      );
    }
    return result.problems.length ? EXIT.failure : EXIT.ok;
  },
};
