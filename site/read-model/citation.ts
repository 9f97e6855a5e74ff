/**
 * How a document is cited: a Bluebook-style citation for a court document, and the fields BibTeX, RIS and
 * CSL-JSON are written from. Pure and shared by the generator (the page's own citation, its citation_*
 * meta) and the browser (the "Cite this" control adds the page in view and the day of access).
 *
 * Bluebook (21st ed.) rule B17 / 10.8.3 for a document filed in a case: the document's name, the page, the
 * case name, the docket number, the court and the date in parentheses, the docket entry, then for an
 * online source its address and the date it was visited:
 *
 *   Order on the Motion to Dismiss at 2, Harlow v. Northfield Grain Cooperative, No. 1:21-cv-00417
 *   (D. Me. Mar. 14, 2022), https://…/documents/ID/ (last visited Nov. 27, 2026).
 *
 * The case name comes from the record's title ("Harlow v. Northfield Grain Cooperative — order on …");
 * a title naming no case is cited as it is. Case names are not abbreviated further (Bluebook T6), which
 * a reader may still do; courts are abbreviated by table T1/T10 (`courtAbbreviation`).
 */

export interface CitationFields {
  /** The document's own name ("Order on the motion to dismiss"), or its whole title when it names no case. */
  document: string;
  /** "Harlow v. Northfield Grain Cooperative", "In re Application of Westover Shipping"; null when none. */
  caseName: string | null;
  /** The court's abbreviation ("D. Me.", "1st Cir."), or the source as written when it is not a known court. */
  court: string | null;
  caseNumber: string | null;
  /** The docket entry (ECF No.), when the record gives one. */
  docketEntry: string | null;
  /** YYYY-MM-DD, YYYY-MM or YYYY as the record gives it. */
  date: string;
  title: string;
  source: string;
  /** The document's permanent address (absolute when the site's address is known). */
  url: string;
  /** The original file's address. */
  fileUrl: string;
  /** The archive that publishes it. */
  publisher: string;
  id: string;
  language: string | null;
  tags: string[];
  /** Whether it is a court document (cited the Bluebook way). */
  court_document: boolean;
}

const MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** "Mar. 14, 2022" (Bluebook T12 months), "Mar. 2022", "2022". */
export function bluebookDate(date: string): string {
  const m = date.match(/^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/);
  if (!m) return date;
  const [, year, month, day] = m;
  const name = month ? MONTHS[Number(month) - 1] : undefined;
  if (!name) return year!;
  return day ? `${name} ${Number(day)}, ${year}` : `${name} ${year}`;
}

/** Bluebook T10 abbreviations of the states and territories, as court names use them. */
const PLACES: Record<string, string> = {
  Alabama: 'Ala.',
  Alaska: 'Alaska',
  Arizona: 'Ariz.',
  Arkansas: 'Ark.',
  California: 'Cal.',
  Colorado: 'Colo.',
  Connecticut: 'Conn.',
  Delaware: 'Del.',
  'District of Columbia': 'D.C.',
  Columbia: 'D.C.',
  Florida: 'Fla.',
  Georgia: 'Ga.',
  Guam: 'Guam',
  Hawaii: 'Haw.',
  Idaho: 'Idaho',
  Illinois: 'Ill.',
  Indiana: 'Ind.',
  Iowa: 'Iowa',
  Kansas: 'Kan.',
  Kentucky: 'Ky.',
  Louisiana: 'La.',
  Maine: 'Me.',
  Maryland: 'Md.',
  Massachusetts: 'Mass.',
  Michigan: 'Mich.',
  Minnesota: 'Minn.',
  Mississippi: 'Miss.',
  Missouri: 'Mo.',
  Montana: 'Mont.',
  Nebraska: 'Neb.',
  Nevada: 'Nev.',
  'New Hampshire': 'N.H.',
  'New Jersey': 'N.J.',
  'New Mexico': 'N.M.',
  'New York': 'N.Y.',
  'North Carolina': 'N.C.',
  'North Dakota': 'N.D.',
  Ohio: 'Ohio',
  Oklahoma: 'Okla.',
  Oregon: 'Or.',
  Pennsylvania: 'Pa.',
  'Puerto Rico': 'P.R.',
  'Rhode Island': 'R.I.',
  'South Carolina': 'S.C.',
  'South Dakota': 'S.D.',
  Tennessee: 'Tenn.',
  Texas: 'Tex.',
  Utah: 'Utah',
  Vermont: 'Vt.',
  'Virgin Islands': 'V.I.',
  Virginia: 'Va.',
  Washington: 'Wash.',
  'West Virginia': 'W. Va.',
  Wisconsin: 'Wis.',
  Wyoming: 'Wyo.',
};

const CIRCUITS: Record<string, string> = {
  first: '1st',
  second: '2d',
  third: '3d',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
  eleventh: '11th',
};

/**
 * Bluebook rule 6.1(a): adjacent single capitals close up ("S.D.N.Y.", "D.D.C."); a longer abbreviation
 * stands apart ("D. Me.", "E.D. Va."), and so does a place of two words ("N.D. W. Va.", table T1).
 */
function districtCourt(part: string, place: string): string {
  const court = `${part}D.`;
  return /^(?:[A-Z]\.)+$/.test(place) ? `${court}${place}` : `${court} ${place}`;
}

function placeOf(name: string): string | null {
  const key = Object.keys(PLACES)
    .sort((a, b) => b.length - a.length)
    .find((k) => new RegExp(`\\b${k}$`, 'i').test(name.trim()));
  return key ? PLACES[key]! : null;
}

/**
 * The court of a source as Bluebook T1 abbreviates it: "U.S. District Court, Eastern District of Virginia"
 * → "E.D. Va."; "U.S. Court of Appeals for the First Circuit" → "1st Cir."; null for a source that names
 * no federal court this knows.
 */
export function courtAbbreviation(source: string): string | null {
  const s = source.replace(/\s+/g, ' ').trim();
  if (/supreme court of the united states/i.test(s)) return null; // U.S. Reports: only the year is given
  const circuit = s.match(/\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh)\s+circuit\b/i);
  if (circuit) return `${CIRCUITS[circuit[1]!.toLowerCase()]} Cir.`;
  if (/\bD\.?\s?C\.? circuit\b/i.test(s)) return 'D.C. Cir.';
  if (/\bfederal circuit\b/i.test(s)) return 'Fed. Cir.';
  const district = s.match(
    /\b(?:(northern|southern|eastern|western|central|middle) )?district of ([A-Z][A-Za-z. ]+?)\s*$/i,
  );
  if (district) {
    const place = placeOf(district[2]!);
    if (!place) return null;
    return districtCourt(district[1] ? `${district[1][0]!.toUpperCase()}.` : '', place);
  }
  return null;
}

/** "Harlow v. Northfield Grain Cooperative — order on the motion" → case and document. */
export function splitTitle(title: string): { caseName: string | null; document: string } {
  const t = title.replace(/\s+/g, ' ').trim();
  const m = t.match(/^((?:In re|Ex parte)\b.+?|.+? v\. .+?)\s+[—–-]\s+(.+)$/);
  if (m) return { caseName: m[1]!, document: capitalize(m[2]!) };
  if (/^(?:In re\b|Ex parte\b|.+ v\. .+)/.test(t) && !/[—–]/.test(t)) return { caseName: t, document: '' };
  return { caseName: null, document: t };
}

function capitalize(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/**
 * The Bluebook-style citation. `page` (the page cited) and `visited` (YYYY-MM-DD, the day the reader
 * looked) are left out when not given; the page's script adds them.
 */
export function bluebookCitation(f: CitationFields, page?: number | null, visited?: string | null): string {
  const at = page ? ` at ${page}` : '';
  const parenthetical = [f.court ?? f.source, bluebookDate(f.date)].filter(Boolean).join(' ');
  const visit = visited ? ` (last visited ${bluebookDate(visited)})` : '';
  if (f.caseName) {
    const lead = f.document ? `${f.document}${at}, ` : '';
    const number = f.caseNumber ? `, No. ${f.caseNumber}` : '';
    const pin = !f.document && page ? `, at ${page}` : '';
    const ecf = f.docketEntry ? `, ECF No. ${f.docketEntry}` : '';
    return `${lead}${f.caseName}${number}${pin} (${parenthetical})${ecf}, ${f.url}${visit}.`;
  }
  const number = f.caseNumber ? `, No. ${f.caseNumber}` : '';
  return `${f.title}${at}${number} (${parenthetical}), ${f.url}${visit}.`;
}

/** A BibTeX key: letters and digits of the case or title's first word, the year and the id's start. */
function bibKey(f: CitationFields): string {
  const word = (f.caseName ?? f.title).match(/[A-Za-z]+/)?.[0]?.toLowerCase() ?? 'doc';
  return `${word}${f.date.slice(0, 4)}${f.id.slice(0, 6)}`;
}

/** BibTeX braces what it must: `{`, `}` and `\` are escaped, and special characters of TeX. */
function bib(value: string): string {
  return value.replace(/[\\{}]/g, (c) => `\\${c}`).replace(/([&%$#_])/g, '\\$1');
}

export function bibtex(f: CitationFields, visited?: string | null): string {
  const [year, month, day] = f.date.split('-');
  const fields: [string, string | undefined | null][] = [
    ['title', f.title],
    // An institution as author: double braces keep BibTeX from reading it as first and last names.
    ['author', f.source],
    ['year', year],
    ['month', month],
    ['day', day],
    ['number', f.caseNumber],
    ['institution', f.source],
    ['publisher', f.publisher],
    ['url', f.url],
    ['urldate', visited],
    ['note', f.caseName ? `${f.caseName}${f.caseNumber ? `, No. ${f.caseNumber}` : ''}` : null],
    ['keywords', f.tags.join(', ') || null],
  ];
  const body = fields
    .filter(([, v]) => v)
    .map(([k, v]) => `  ${k} = {${k === 'author' ? `{${bib(v!)}}` : k === 'url' ? v : bib(v!)}}`)
    .join(',\n');
  return `@misc{${bibKey(f)},\n${body}\n}\n`;
}

export function ris(f: CitationFields, visited?: string | null): string {
  const lines: [string, string | null | undefined][] = [
    ['TY', f.court_document ? 'CASE' : 'GEN'],
    ['TI', f.title],
    ['AU', f.source],
    ['DA', f.date.replace(/-/g, '/')],
    ['PY', f.date.slice(0, 4)],
    ['PB', f.publisher],
    ['M1', f.caseNumber],
    ['UR', f.url],
    ['L1', f.fileUrl],
    ['Y2', visited?.replace(/-/g, '/')],
    ['LA', f.language],
    ...f.tags.map((t): [string, string] => ['KW', t]),
  ];
  return `${lines
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}  - ${v!.replace(/\s+/g, ' ')}`)
    .join('\r\n')}\r\nER  - \r\n`;
}

export function cslJson(f: CitationFields, visited?: string | null): object {
  const parts = (d: string) => [d.split('-').map(Number)];
  return [
    {
      id: f.id,
      type: f.court_document ? 'legal_case' : 'document',
      title: f.title,
      ...(f.caseName ? { 'container-title': f.caseName } : {}),
      authority: f.source,
      ...(f.caseNumber ? { number: f.caseNumber } : {}),
      publisher: f.publisher,
      issued: { 'date-parts': parts(f.date) },
      ...(visited ? { accessed: { 'date-parts': parts(visited) } } : {}),
      URL: f.url,
      ...(f.language ? { language: f.language } : {}),
      ...(f.tags.length ? { keyword: f.tags.join(', ') } : {}),
    },
  ];
}

/** What a citation is made from: the record's fields and the addresses the site gives it. */
export interface CitationInput {
  id: string;
  title: string;
  source: string;
  source_type: string | null;
  date: string;
  case_number: string | null;
  docket_entry?: string | null;
  url: string;
  file_url: string;
  publisher: string;
  language: string | null;
  tags: string[];
}

export function citationFields(input: CitationInput): CitationFields {
  const { caseName, document } = splitTitle(input.title);
  const court = courtAbbreviation(input.source);
  return {
    document,
    caseName,
    court,
    caseNumber: input.case_number,
    docketEntry: input.docket_entry ?? null,
    date: input.date,
    title: input.title,
    source: input.source,
    url: input.url,
    fileUrl: input.file_url,
    publisher: input.publisher,
    id: input.id,
    language: input.language,
    tags: input.tags,
    court_document: input.source_type === 'court' || court !== null || caseName !== null,
  };
}
