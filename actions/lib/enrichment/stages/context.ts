/**
 * What every stage of the enrichment plan reads: the archive's documents in id order, the config, the
 * maintainers' overrides, the run's options, and the rules that say whether an agent reads a document
 * again or keeps what its record holds.
 */
import type { DirhubConfig } from '../../core/config.js';
import type { DocumentEnrichment, ImageFacts, Overrides } from '../../archive/enrichment.js';
import type { DocumentRecord, PageText } from '../../archive/records.js';
import type { EnrichmentAgentName } from '../agents.js';
import { knownNamesOf, type KnownNames } from '../entities.js';
import { entityProfileOf, US_COURTS_PROFILE, type EntityProfile } from '../profiles/index.js';
import { byText } from '../text.js';

/** Bumped when an agent's output changes: every record's enrichment is then computed again. */
export const ENRICHMENT_VERSION = 12;

export interface ArchiveDocument {
  record: DocumentRecord;
  pages: PageText[];
  /** sha256 of the stored original; null when it is missing. */
  stored_sha256: string | null;
  /** Images read from the original when the image agent runs; absent to keep the recorded ones. */
  images?: ImageFacts[];
}

export interface EnrichOptions {
  /** Run one agent; the other parts are kept from the records. */
  only?: EnrichmentAgentName;
  /** Re-run the per-document agents even where their input did not change (after an algorithm change). */
  force?: boolean;
  /** Documents whose per-document agents run; null means all. Archive-wide agents always see all. */
  selected?: ReadonlySet<string> | null;
  /** Told after each document of the findings stage (the slow one), and at the start of each other stage. */
  progress?: (stage: string, done: number, total: number) => void;
}

export interface StageContext {
  /** Every document, in document id order. */
  docs: ArchiveDocument[];
  config: DirhubConfig;
  overrides: Overrides;
  options: EnrichOptions;
  known: KnownNames;
  /** The patterns and layout roles of the collection's kind of documents (profiles/). */
  profile: EntityProfile;
  /** What the per-document agents' input key starts with: a change here reads every document again. */
  configKey: string;
}

export function stageContext(
  docs: ArchiveDocument[],
  config: DirhubConfig,
  overrides: Overrides,
  options: EnrichOptions,
): StageContext {
  const known = knownNamesOf(config);
  const profile = entityProfileOf(config);
  return {
    docs: [...docs].sort((a, b) => byText(a.record.document_id, b.record.document_id)),
    config,
    overrides,
    options,
    known,
    profile,
    // The default profile adds nothing, so that the keys of records enriched before profiles came stand.
    configKey: JSON.stringify([
      ENRICHMENT_VERSION,
      known,
      config.categories,
      ...(profile === US_COURTS_PROFILE ? [] : [profile.name]),
    ]),
  };
}

/** What a record's enrichment held from an earlier run of this version; nothing from another version. */
export function previous(record: DocumentRecord): Partial<DocumentEnrichment> {
  const e = record.enrichment as Partial<DocumentEnrichment> | undefined;
  return e && e.version === ENRICHMENT_VERSION ? e : {};
}

/**
 * Whether a per-document agent reads the document again. The expensive agents re-run only when their
 * input changed (or when asked to), so a full regeneration costs in proportion to what changed since the
 * last one; `has` says whether the record holds the agent's earlier output at all.
 */
export function runs(
  options: EnrichOptions,
  agent: EnrichmentAgentName,
  id: string,
  has: boolean,
  fresh: boolean,
): boolean {
  if (!has) return true;
  if (options.selected && !options.selected.has(id)) return false;
  if (options.only) return options.only === agent;
  return options.force === true || !fresh;
}

/** Whether an archive-wide or cheap agent runs at all under --only. */
export function included(options: EnrichOptions, agent: EnrichmentAgentName): boolean {
  return !options.only || options.only === agent;
}

export function fullText(pages: PageText[]): string {
  return pages.map((p) => p.text).join('\n');
}
