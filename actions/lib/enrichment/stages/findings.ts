/**
 * Stage 1, findings: what each document says on its own, read by the per-document agents (analysis:
 * people, places, organizations, dates and personal data; verification; summarization; tagging). A
 * document whose input did not change keeps what its record holds, unless the run asks otherwise; a
 * document new to enrichment takes over what the analysis of its upload found, while that is current.
 */
import type {
  DocumentEnrichment,
  DocumentEntity,
  FoundDate,
  Keyphrase,
  PiiFinding,
  TextFindings,
  Verification,
} from '../../archive/enrichment.js';
import { sha256 } from '../../core/hash.js';
import { distinctDates, documentDate, findDates } from '../dates.js';
import { extractEntities } from '../entities.js';
import { applyEntityOverrides } from '../overrides.js';
import { findPii } from '../pii.js';
import { summarize, summaryText } from '../summarize.js';
import { keyphrases } from '../tags.js';
import { currentTextFindings } from '../text-findings.js';
import { verificationChecks, verificationLevel } from '../verification.js';
import { fullText, included, previous, runs, type ArchiveDocument, type StageContext } from './context.js';

export interface DocumentFindings {
  doc: ArchiveDocument;
  /** The record's enrichment from an earlier run of this version, for the parts kept. */
  prev: Partial<DocumentEnrichment>;
  /** sha256 of what the per-document agents read. */
  input_key: string;
  /** Whether that input is the one the record's enrichment was made from. */
  fresh: boolean;
  /** Whether the analysis agent read the text in this run. */
  analysed: boolean;
  /** Whether the text findings were taken over from the upload's analysis (`record.findings`), the text not read again. */
  from_analysis: boolean;
  /** Entities as extracted, before the maintainers' overrides. */
  extracted: DocumentEntity[];
  entities: DocumentEntity[];
  dates: FoundDate[];
  document_date: FoundDate | null;
  pii: PiiFinding[];
  /** The pages joined, as the archive-wide stages compare documents by it. */
  text: string;
  verification: Verification;
  summary: DocumentEnrichment['summary'];
  keyphrases: Keyphrase[];
  /** The contributor's tags, then the keyphrases. */
  tags: string[];
}

/**
 * Where a document's text findings come from when the record's own enrichment does not hold current
 * ones: the findings its upload's analysis made (`record.findings`), while their key is current. They
 * are what reading the text again would give, so the agents count as having run and are not run again.
 */
function takenOver(
  ctx: StageContext,
  doc: ArchiveDocument,
  prev: Partial<DocumentEnrichment>,
  fresh: boolean,
): TextFindings | null {
  const held = prev.extracted_entities && prev.dates && prev.pii && prev.summary && prev.keyphrases;
  if ((fresh && held) || !doc.record.findings) return null;
  return currentTextFindings(doc.record.findings, doc.pages, ctx);
}

export function documentFindings(ctx: StageContext): DocumentFindings[] {
  const { docs, options, overrides } = ctx;
  return docs.map((doc, index) => {
    options.progress?.('findings', index + 1, docs.length);
    const id = doc.record.document_id;
    const prev = previous(doc.record);
    const input_key = sha256(
      JSON.stringify([ctx.configKey, doc.record.title, doc.record.metadata, doc.pages.map((p) => [p.page, p.text])]),
    );
    const fresh = prev.input_key === input_key;
    const analysis = takenOver(ctx, doc, prev, fresh);
    // The parts kept from before: the analysis's findings where taken over, else the record's enrichment.
    const kept: Partial<TextFindings> = analysis ?? prev;
    const keptFresh = analysis !== null || fresh;
    const analysed = runs(
      options,
      'analysis',
      id,
      kept.extracted_entities !== undefined && kept.dates !== undefined && kept.pii !== undefined,
      keptFresh,
    );
    const extracted = analysed ? extractEntities(doc.pages, ctx.known, ctx.profile) : kept.extracted_entities!;
    const allDates = analysed ? findDates(doc.pages) : null;
    const dates = allDates ? distinctDates(allDates) : kept.dates!;
    const entities = applyEntityOverrides(extracted, overrides, id);
    const text = fullText(doc.pages);
    const review = overrides.verification[id] ?? null;
    const verification =
      included(options, 'verification') || !prev.verification
        ? verificationLevel(
            verificationChecks({ record: doc.record, stored_sha256: doc.stored_sha256, text, dates, entities }),
            review,
          )
        : verificationLevel(prev.verification.checks, review);
    const summarized = runs(options, 'summarization', id, kept.summary !== undefined, keptFresh);
    const summary = summarized
      ? (() => {
          const sentences = summarize(doc.pages);
          return { text: summaryText(sentences), sentences };
        })()
      : kept.summary!;
    const tagged = runs(options, 'tagging', id, kept.keyphrases !== undefined, keptFresh);
    const phrases = tagged ? keyphrases(doc.pages, undefined, extracted) : kept.keyphrases!;
    return {
      doc,
      prev,
      input_key,
      fresh,
      analysed,
      from_analysis: analysis !== null && !analysed && !summarized && !tagged,
      extracted,
      entities,
      dates,
      document_date: allDates ? documentDate(allDates) : (kept.document_date ?? null),
      pii: analysed ? findPii(doc.pages) : kept.pii!,
      text,
      verification,
      summary,
      keyphrases: phrases,
      tags: [...new Set([...(doc.record.metadata.tags ?? []), ...phrases.map((k) => k.phrase)])],
    };
  });
}
