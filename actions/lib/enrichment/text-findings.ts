/**
 * The per-document agents' findings on a document's text alone (analysis: entities, dates, personal
 * data; summarization; tagging), made once: the analysis of an upload finds them, the archive record keeps
 * them with the key of what they read, and the findings stage of `dirhub enrich` takes them over while
 * that key is current instead of reading the text again. Pure.
 */
import type { TextFindings } from '../archive/enrichment.js';
import type { PageText } from '../archive/records.js';
import { sha256 } from '../core/hash.js';
import { distinctDates, documentDate, findDates } from './dates.js';
import { extractEntities, type KnownNames } from './entities.js';
import { findPii } from './pii.js';
import type { EntityProfile } from './profiles/index.js';
import { ENRICHMENT_VERSION } from './stages/context.js';
import { summarize, summaryText } from './summarize.js';
import { keyphrases } from './tags.js';

/** What the findings depend on besides the text: the names the collection knows and its profile. */
export interface FindingsSettings {
  known: KnownNames;
  profile: EntityProfile;
}

/**
 * The key of what the findings read: the page texts with their numbers and whether OCR read them (OCR'd
 * lines are held to a stricter rule), the enrichment version, the known names and the profile's name.
 */
export function textFindingsKey(pages: readonly PageText[], settings: FindingsSettings): string {
  return sha256(
    JSON.stringify([
      ENRICHMENT_VERSION,
      settings.known,
      settings.profile.name,
      pages.map((p) => [p.page, p.source === 'ocr', p.text]),
    ]),
  );
}

/** Reads the text: every finding, with the version and key it was made under. */
export function findTextFindings(pages: PageText[], settings: FindingsSettings): TextFindings {
  const allDates = findDates(pages);
  const sentences = summarize(pages);
  const entities = extractEntities(pages, settings.known, settings.profile);
  return {
    version: ENRICHMENT_VERSION,
    input_key: textFindingsKey(pages, settings),
    extracted_entities: entities,
    dates: distinctDates(allDates),
    document_date: documentDate(allDates),
    pii: findPii(pages),
    summary: { text: summaryText(sentences), sentences },
    keyphrases: keyphrases(pages, undefined, entities),
  };
}

/** The kept findings, when they were made from these pages under these settings by this version; else null. */
export function currentTextFindings(
  kept: TextFindings | undefined,
  pages: readonly PageText[],
  settings: FindingsSettings,
): TextFindings | null {
  if (!kept || kept.version !== ENRICHMENT_VERSION) return null;
  return kept.input_key === textFindingsKey(pages, settings) ? kept : null;
}
