/**
 * Verification levels (the spec shows 1 and 2 and leaves their meaning open):
 *   0  failed  — an automated check contradicts the record (the stored file's hash differs, no text)
 *   1  checked — the stored file matches its recorded sha256 and has text: what routing accepted is intact
 *   2  corroborated — also the metadata agrees with the text (date, title, case number) and the source
 *                    rule holds (a court source shows a court; an official source URL)
 *   3  reviewed — a maintainer reviewed the document and recorded it in archive/overrides.json
 * Automated checks never raise a document above 2; only the recorded review does, and a failed
 * integrity check keeps a document at 0 whatever a review says (the file is not the one reviewed).
 */
import type { DocumentRecord } from '../archive/records.js';
import type { DocumentEntity, FoundDate, Overrides, Verification, VerificationCheck } from '../archive/enrichment.js';
import { contentTerms } from '../text/analyser.js';

export const VERIFICATION_LEVELS = [
  { level: 0, name: 'failed', meaning: 'an automated check contradicts the record' },
  { level: 1, name: 'checked', meaning: 'file integrity and text confirmed' },
  { level: 2, name: 'corroborated', meaning: 'metadata agrees with the text and the source rule holds' },
  { level: 3, name: 'reviewed', meaning: 'a maintainer reviewed it (archive/overrides.json)' },
] as const;

export interface VerificationInput {
  record: DocumentRecord;
  /** sha256 of the stored original, or null when it is missing. */
  stored_sha256: string | null;
  text: string;
  dates: FoundDate[];
  entities: DocumentEntity[];
}

const OFFICIAL_HOSTS = /(?:^|\.)(?:gov|mil|uscourts\.gov|courtlistener\.com|supremecourt\.gov|europa\.eu|gov\.uk)$/i;

export function verificationChecks(input: VerificationInput): VerificationCheck[] {
  const { record, text } = input;
  const checks: VerificationCheck[] = [];
  checks.push(
    input.stored_sha256 === null
      ? { name: 'integrity', outcome: 'fail', detail: `the original ${record.file.path} is missing` }
      : input.stored_sha256 === record.file.sha256
        ? { name: 'integrity', outcome: 'pass', detail: 'sha256 of the stored file matches the record' }
        : {
            name: 'integrity',
            outcome: 'fail',
            detail: `sha256 of the stored file is ${input.stored_sha256.slice(0, 12)}…, the record says ${record.file.sha256.slice(0, 12)}…`,
          },
  );
  const chars = text.replace(/\s/g, '').length;
  checks.push(
    chars > 0
      ? { name: 'text', outcome: 'pass', detail: `${chars} characters of text` }
      : { name: 'text', outcome: 'fail', detail: 'no text was extracted or recognised' },
  );
  const date = record.metadata.date;
  if (!input.dates.length)
    checks.push({ name: 'metadata_date', outcome: 'not_applicable', detail: 'the text gives no date' });
  else {
    const match = input.dates.find((d) => date.startsWith(d.date));
    checks.push(
      match
        ? { name: 'metadata_date', outcome: 'pass', detail: `${date} agrees with "${match.text}" (page ${match.page})` }
        : { name: 'metadata_date', outcome: 'fail', detail: `${date} is not among the dates in the text` },
    );
  }
  const titleTerms = [...new Set(contentTerms(record.title))];
  const textTerms = new Set(contentTerms(text));
  const found = titleTerms.filter((t) => textTerms.has(t));
  checks.push(
    titleTerms.length === 0
      ? { name: 'metadata_title', outcome: 'not_applicable', detail: 'the title has no content words' }
      : found.length / titleTerms.length >= 0.5
        ? {
            name: 'metadata_title',
            outcome: 'pass',
            detail: `${found.length} of ${titleTerms.length} title words are in the text`,
          }
        : {
            name: 'metadata_title',
            outcome: 'fail',
            detail: `only ${found.length} of ${titleTerms.length} title words are in the text`,
          },
  );
  const caseNumber = record.metadata.case_number;
  if (!caseNumber)
    checks.push({ name: 'case_number', outcome: 'not_applicable', detail: 'no case number in the metadata' });
  else {
    const digits = caseNumber.replace(/[^0-9a-z]/gi, '').toLowerCase();
    const inText = text
      .replace(/[^0-9a-z]/gi, '')
      .toLowerCase()
      .includes(digits);
    checks.push({
      name: 'case_number',
      outcome: inText ? 'pass' : 'fail',
      detail: inText ? `${caseNumber} appears in the text` : `${caseNumber} does not appear in the text`,
    });
  }
  checks.push(sourceCheck(record, input.entities));
  return checks;
}

function sourceCheck(record: DocumentRecord, entities: DocumentEntity[]): VerificationCheck {
  const { source_type, source_url } = record.metadata;
  if (source_url) {
    let host = '';
    try {
      host = new URL(source_url).hostname;
    } catch {
      return { name: 'source', outcome: 'fail', detail: `source_url ${source_url} is not a URL` };
    }
    if (OFFICIAL_HOSTS.test(host))
      return { name: 'source', outcome: 'pass', detail: `${host} is an official or court source` };
    if (source_type !== 'court')
      return { name: 'source', outcome: 'not_applicable', detail: `${host} is not on the list of official hosts` };
  }
  if (source_type === 'court') {
    const court = entities.find((e) => e.type === 'organization' && /\bcourt\b/i.test(e.name));
    return court
      ? { name: 'source', outcome: 'pass', detail: `a court source, and the text names ${court.name}` }
      : { name: 'source', outcome: 'fail', detail: 'a court source, but the text names no court' };
  }
  return { name: 'source', outcome: 'not_applicable', detail: 'no source rule for this source type' };
}

export function verificationLevel(
  checks: VerificationCheck[],
  review: Overrides['verification'][string] | null,
): Verification {
  const outcome = (n: VerificationCheck['name']) => checks.find((c) => c.name === n)?.outcome;
  let level: number;
  if (outcome('integrity') !== 'pass' || outcome('text') !== 'pass') level = 0;
  else if (
    (['metadata_date', 'metadata_title', 'case_number', 'source'] as const).every((n) => outcome(n) !== 'fail') &&
    outcome('metadata_date') === 'pass'
  )
    level = 2;
  else level = 1;
  // The maintainer's recorded level stands (raised to 3, or lowered), unless the file itself failed.
  if (review && level > 0) level = review.level;
  return { level, name: VERIFICATION_LEVELS[level]!.name, checks, review };
}
