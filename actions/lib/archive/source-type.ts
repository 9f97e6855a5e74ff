/**
 * The kind of a document's source (court, government, media) when its metadata does not say: read from
 * what the metadata does say — a case number, the source's name, the host of its address — so a court
 * filing sent without `source_type` is still a court document to the fact-check's `source_types` and the
 * citation. Only what the contributor wrote is read, never the document's text: a newspaper article that
 * quotes a court is not a court record. The declared type always wins; an inferred one is marked as such.
 */
import { SOURCE_TYPES, type SourceType } from '../core/vocab.js';

export interface SourceTypeReading {
  type: SourceType | null;
  /** True when the metadata did not say and `type` was read from the rest of it. */
  inferred: boolean;
}

/** What the reading looks at: the contributor's metadata. */
export interface SourceFacts {
  source_type?: string | null;
  source?: string | null;
  source_url?: string | null;
  case_number?: string | null;
}

/** Hosts of courts and of the court-record services that mirror them. */
const COURT_HOSTS =
  /(?:^|\.)(?:uscourts\.gov|supremecourt\.gov|courtlistener\.com|courts\.gov|courts\.[a-z]{2,3}\.gov)$/i;
/** The Internet Archive's copies of PACER documents (RECAP): archive.org/details/gov.uscourts.… */
const RECAP_PATH = /^\/(?:details|download)\/gov\.uscourts\./i;
/** Government hosts: national suffixes that only public bodies hold. */
const GOVERNMENT_HOSTS = /(?:^|\.)(?:gov|mil|gov\.uk|gc\.ca|gouv\.fr|bund\.de|gov\.au|govt\.nz|europa\.eu)$/i;

/** A source's name that names a court ("U.S. District Court", "Court of Appeals", "Clerk of Court", "Tribunal"). */
const COURT_NAME = /\b(?:court|tribunal|judiciary|bankruptcy|clerk of (?:the )?court)\b/i;
/** A source's name that names a public body. */
const GOVERNMENT_NAME =
  /\b(?:department|ministry|agency|commission|city council|county|municipality|state of|office of|federal|government|legislature|senate|parliament)\b/i;

function hostOf(url: string): { host: string; path: string } | null {
  try {
    const u = new URL(url);
    return { host: u.hostname, path: u.pathname };
  } catch {
    return null;
  }
}

function isSourceType(value: unknown): value is SourceType {
  return typeof value === 'string' && (SOURCE_TYPES as readonly string[]).includes(value);
}

/** The source type the metadata declares, or the one its case number, source name or address imply. */
export function readSourceType(facts: SourceFacts): SourceTypeReading {
  if (isSourceType(facts.source_type)) return { type: facts.source_type, inferred: false };
  const address = facts.source_url ? hostOf(facts.source_url) : null;
  const court =
    Boolean(facts.case_number?.trim()) ||
    COURT_NAME.test(facts.source ?? '') ||
    (address !== null &&
      (COURT_HOSTS.test(address.host) ||
        (/(?:^|\.)archive\.org$/i.test(address.host) && RECAP_PATH.test(address.path))));
  if (court) return { type: 'court', inferred: true };
  if ((address && GOVERNMENT_HOSTS.test(address.host)) || GOVERNMENT_NAME.test(facts.source ?? ''))
    return { type: 'government', inferred: true };
  return { type: null, inferred: false };
}
