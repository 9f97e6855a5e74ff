/**
 * Quality control: personal data that a public archive must not publish by accident. Each finding is
 * shown to a maintainer, who redacts the document or approves it; nothing is removed automatically.
 * The value is masked in the finding so that the report itself does not republish it.
 */
import { findPhoneNumbersInText } from 'libphonenumber-js';
import { warning, type Problem } from '../core/problem.js';
import type { PageText } from '../archive/records.js';
import { byText, pushTo } from './text.js';
import { PII_KINDS, type PiiFinding, type PiiKind } from '../archive/enrichment.js';

/** Keeps the last `keep` letters and digits visible; everything else alphanumeric becomes `•`. */
export function mask(value: string, keep = 4): string {
  const total = value.replace(/[^\p{L}\p{N}]/gu, '').length;
  let seen = 0;
  return value.replace(/[\p{L}\p{N}]/gu, (ch) => (++seen > total - keep ? ch : '•'));
}

/**
 * A US social security number as the SSA issues them: area 001–899 except 666, group 01–99, serial
 * 0001–9999; and not one of the numbers the SSA itself published in advertising (078-05-1120).
 */
export function isValidSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = Number(digits.slice(0, 3));
  const group = Number(digits.slice(3, 5));
  const serial = Number(digits.slice(5));
  if (area === 0 || area === 666 || area >= 900 || group === 0 || serial === 0) return false;
  return digits !== '078051120' && digits !== '219099999';
}

/** Luhn checksum, for payment card numbers. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const SSN_DASHED = /\b(\d{3})[- ](\d{2})[- ](\d{4})\b/g;
const SSN_CONTEXT = /\b(?:ssn|social\s+security(?:\s+(?:no|number|#))?)\.?\s*[:#]?\s*(\d{9})\b/gi;
const DOB =
  /\b(?:date\s+of\s+birth|d\.?o\.?b\.?|born(?:\s+on)?|birth\s*date)\s*[:,]?\s*((?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4})|(?:\d{1,2}\s+[A-Z][a-z]+\s+\d{4})|(?:\d{1,2}[/-]\d{1,2}[/-]\d{2,4})|(?:\d{4}-\d{2}-\d{2}))/gi;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/gi;
// Number, name and suffix on one line ("1\nFILED\nUnited States Court" is no address); not a reporter
// citation ("140 S. Ct. 1613") nor a docket number's tail ("No. 21-50498").
const STREET =
  /(?<![-\d])\b\d{1,6}[ \t]+(?:[NSEW]\.?[ \t]+)?(?:[A-Z0-9][\w'’.-]*[ \t]+){1,4}(?:Street|St\.|Avenue|Ave\.?|Road|Rd\.|Boulevard|Blvd\.?|Lane|Ln\.|Drive|Dr\.|Court|Ct\.|Place|Pl\.|Way|Square|Sq\.|Parkway|Pkwy\.?|Highway|Hwy\.?|Terrace|Circle)(?=[\s,.;]|$)(?![ \t]*\d)/g;
const ACCOUNT =
  /\b(?:account|acct|a\/c|routing|iban)\.?\s*(?:number|no\.?|num|#)?\s*[:#]?\s*([A-Z]{0,4}[\d][\d -]{5,24}\d)\b/gi;
const CARD = /\b(?:\d[ -]?){13,19}\b/g;

/**
 * What marks contact details as an institution's, not a person's: a court and its clerk, a law office and
 * its lawyers, an agency, a company. Court filings carry these on every letterhead and signature block.
 */
const INSTITUTION =
  /\b(?:Court|Courthouse|Clerk|Case Manager|Chambers|Judge|LLP|L\.L\.P\.|LLC|L\.L\.C\.|PLLC|P\.A\.|P\.C\.|Inc\.?|Corp\.?|Company|Corporation|Law Office|Law Firm|Attorneys?|Counsel|Esq\.?|Solicitor|Department|Office of|Agency|Bureau|Public Defender|Foundation|Union|Association|Committee|Bar No\.?|Associates|Facsimile|Fax|principal place of business)\b/i;
/** A letterhead's or a signature's line: short, not a sentence of prose. */
const BLOCK_LINE = 70;

/** A page's lines and where each starts, cut once for all of its findings. */
interface PageLines {
  lines: string[];
  starts: number[];
}

function pageLines(text: string): PageLines {
  const lines = text.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  return { lines, starts };
}

/** How much of its own line, around a finding, may say whose it is: a letterhead's line is far shorter. */
const OWN_LINE_REACH = 200;

/**
 * Whether a finding at `offset` belongs to an institution: it stands in an address or signature block
 * (a run of short lines) that names a court, a clerk, a law office, an agency or a company, or its own
 * line says so ("by calling the Clerk's Office at 215-597-2995", "principal place of business located at").
 * The page's lines are cut once (`pageLines`), and a long line is read around the finding only: cut and
 * read whole for each finding, a page of 20,000 phone numbers took 17 s.
 */
function institutionalContactIn({ lines, starts }: PageLines, offset: number): boolean {
  // The last line starting at or before the offset.
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  const line = low;
  const own = lines[line]!;
  const at = offset - starts[line]!;
  const near = own.slice(Math.max(0, at - OWN_LINE_REACH), at + OWN_LINE_REACH);
  // Its own line, with the end of the line before it ("… principal place of business located / at 700 …").
  if (INSTITUTION.test(`${(lines[line - 1] ?? '').slice(-60)} ${near}`)) return true;
  if (own.length > BLOCK_LINE) return false;
  const block: string[] = [];
  for (let i = line - 1; i >= 0 && i >= line - 8 && lines[i]!.trim() && lines[i]!.length <= BLOCK_LINE; i--)
    block.push(lines[i]!);
  for (let i = line + 1; i < lines.length && i <= line + 8 && lines[i]!.trim() && lines[i]!.length <= BLOCK_LINE; i++)
    block.push(lines[i]!);
  return block.some((l) => INSTITUTION.test(l));
}

/** Kinds that are an institution's when they stand in its block: its address, phone and e-mail. */
const CONTACT_KINDS = new Set<PiiKind>(['street_address', 'phone', 'email']);

export function findPii(pages: PageText[]): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const { page, text } of pages) {
    const lines = pageLines(text);
    const push = (kind: PiiKind, offset: number, value: string, reason: string) => {
      if (CONTACT_KINDS.has(kind) && institutionalContactIn(lines, offset)) return;
      out.push({ kind, page, offset, masked: mask(value), reason });
    };
    for (const m of text.matchAll(SSN_DASHED)) {
      const digits = m[1]! + m[2]! + m[3]!;
      // A dashed 3-2-4 group that passes the SSA's rules; docket numbers and dates do not have this shape.
      if (isValidSsn(digits)) push('ssn', m.index!, m[0], 'US social security number (valid area, group and serial)');
    }
    for (const m of text.matchAll(SSN_CONTEXT)) {
      if (isValidSsn(m[1]!))
        push('ssn', m.index! + m[0].length - m[1]!.length, m[1]!, 'nine digits after "social security"/"SSN"');
    }
    for (const m of text.matchAll(DOB))
      push(
        'date_of_birth',
        m.index! + m[0].length - m[1]!.length,
        m[1]!,
        `date after "${m[0].slice(0, m[0].length - m[1]!.length).trim()}"`,
      );
    for (const m of text.matchAll(EMAIL)) push('email', m.index!, m[0], 'e-mail address');
    for (const found of findPhoneNumbersInText(text, 'US')) {
      push(
        'phone',
        found.startsAt,
        text.slice(found.startsAt, found.endsAt),
        `phone number (${found.number.country ?? 'unknown country'})`,
      );
    }
    for (const m of text.matchAll(STREET)) push('street_address', m.index!, m[0], 'street address');
    for (const m of text.matchAll(ACCOUNT)) {
      const digits = m[1]!.replace(/\D/g, '');
      if (digits.length >= 6)
        push('account_number', m.index! + m[0].length - m[1]!.length, m[1]!, 'number after "account"/"routing"');
    }
    for (const m of text.matchAll(CARD)) {
      const digits = m[0].replace(/\D/g, '');
      if (digits.length >= 13 && digits.length <= 19 && luhn(digits) && /^[3-6]/.test(digits))
        push('card_number', m.index!, m[0].trim(), 'payment card number (Luhn checksum holds)');
    }
  }
  const seen = new Set<string>();
  return out
    .sort((a, b) => a.page - b.page || a.offset - b.offset || byText(a.kind, b.kind))
    .filter((f) => {
      const key = `${f.page}|${f.offset}|${f.kind}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const LABELS: Record<PiiKind, string> = {
  ssn: 'a social security number',
  date_of_birth: 'a date of birth',
  phone: 'a phone number',
  email: 'an e-mail address',
  street_address: 'a street address',
  account_number: 'an account number',
  card_number: 'a payment card number',
};

/** The findings as warnings for the decision report, one per kind with the pages. */
export function piiWarnings(findings: PiiFinding[]): Problem[] {
  const byKind = new Map<PiiKind, PiiFinding[]>();
  for (const f of findings) pushTo(byKind, f.kind, f);
  return PII_KINDS.filter((k) => byKind.has(k)).map((kind) => {
    const list = byKind.get(kind)!;
    const pages = [...new Set(list.map((f) => f.page))].sort((a, b) => a - b);
    return warning(
      `pii.${kind}`,
      `The document contains ${LABELS[kind]} (${list.length} found, page${pages.length > 1 ? 's' : ''} ${pages.join(', ')}; e.g. ${list[0]!.masked}).`,
      'A maintainer should redact it before the document is published, or approve it if it is already public.',
    );
  });
}
