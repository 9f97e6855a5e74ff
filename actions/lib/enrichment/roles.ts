/**
 * Roles of the people and organizations a court filing names, as court records give them: the judges
 * (the "Before:" line, an opinion's author, a signature above "District Judge"), the parties with their
 * kind (the caption's role labels, read in profiles/us-courts/patterns.ts), counsel with the parties they appear for
 * (appearance paragraphs, signature blocks, "through its attorneys"), the courts of the case (the caption's
 * court, the court appealed from) and witnesses (a deposition, a declaration, testimony). Pure functions of
 * the cleaned pages and the entities found in them: a role is given to an entity only where the document
 * names it in the place that says so.
 */
import type { DocumentEntity, EntityRoleFinding } from '../archive/enrichment.js';
import type { EntityRole, PartyKind } from '../core/vocab.js';
import type { PageText } from '../archive/records.js';
import { courtMentions, stripCaptionColumns } from './profiles/us-courts/patterns.js';
import { entityKey, normalizeName } from './names.js';
import type { RoleAssignment } from './profiles/profile.js';
import { partyKinds } from './party-kinds.js';
import { splitSentences } from './text.js';

export { partyKinds };
export type { RoleAssignment };

/** An entity's forms as the text may write them, longest first, for finding it in a span of text. */
function formsOf(entity: DocumentEntity): string[] {
  // A final full stop ("Inc.") may be the sentence's, so a form is looked for without it.
  return [...new Set([entity.name, ...entity.aliases].map((f) => f.replace(/\.$/, '')))]
    .filter((f) => f.length > 2)
    .sort((a, b) => b.length - a.length);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `span` names the entity (any of its forms, whole words, case aside). */
export function names(span: string, entity: DocumentEntity): boolean {
  const flat = span.replace(/\s+/g, ' ');
  return formsOf(entity).some((f) =>
    new RegExp(`(?<![\\p{L}])${escapeRegExp(f).replace(/\\?\s+/g, '\\s+')}(?![\\p{L}])`, 'iu').test(flat),
  );
}

/** Where the entity is named last in a span (-1 when it is not). */
function lastAt(span: string, entity: DocumentEntity): number {
  const flat = span.replace(/\s+/g, ' ').toLowerCase();
  return Math.max(-1, ...formsOf(entity).map((f) => flat.lastIndexOf(f.toLowerCase())));
}

interface Line {
  text: string;
  page: number;
}

/** The pages' lines, captions set in two columns read column by column (profiles/us-courts/patterns.ts). */
function linesOf(pages: PageText[]): Line[] {
  return pages.flatMap((p) =>
    stripCaptionColumns(p.text)
      .split('\n')
      .map((text) => ({ text: text.trim(), page: p.page })),
  );
}

/** The judge's title under a signature: "United States District Judge", "U.S. Magistrate Judge". */
const JUDGE_TITLE_LINE =
  /^(?:Honorable\s+)?(?:United States|U\.\s?S\.)?\s*(?:Senior\s+|Chief\s+)?(?:District|Circuit|Magistrate|Bankruptcy)\s+Judge$/i;

/** Boards that decide like courts without a court's name ("Workers' Compensation Appeals Board"). */
const DECIDING_BOARD = /\b(?:Appeals Board|Tribunal)\b/i;
/** Where a filing names the court whose decision is under review. */
const REVIEWED_COURT =
  /\b(?:appeal(?:s|ed)?\s+from|on\s+appeal\s+from|certiorari\s+to|(?:decision|order|judgment)\s+of)\s+(?:an?\s+order\s+of\s+)?(?:the\s+)?/gi;

/**
 * The courts of the case: the courts and boards named on the first page's opening lines (the caption's
 * court), and the court right after "Appeal from the" or "certiorari to the" (the court below).
 */
function courtRoles(lines: Line[], orgs: DocumentEntity[]): RoleAssignment[] {
  const firstPage = lines[0]?.page ?? 1;
  const header = lines
    .filter((l) => l.page === firstPage && l.text)
    .slice(0, 14)
    .map((l) => l.text)
    .join(' ');
  const text = lines.map((l) => l.text).join(' ');
  const reviewed = [...text.matchAll(REVIEWED_COURT)].map((m) =>
    text.slice(m.index + m[0].length, m.index + m[0].length + 160),
  );
  // Courts by their pattern (the canonical name the entity bears), boards by their words.
  const keys = new Set(
    [
      ...courtMentions(header),
      ...reviewed.flatMap((span) =>
        courtMentions(span).filter((c) => startsWith(span, { ...COURT_PROBE, name: c.text })),
      ),
    ].map((c) => entityKey('organization', normalizeName('organization', c.text))),
  );
  return orgs
    .filter(
      (o) =>
        keys.has(entityKey('organization', o.name)) ||
        (DECIDING_BOARD.test(o.name) && (names(header, o) || reviewed.some((span) => startsWith(span, o)))),
    )
    .map((o) => ({ type: o.type, name: o.name, role: 'court' as const, page: firstPage }));
}

/** The length of the entity's longest form a span opens with, whole words (0 when none). */
function atStart(span: string, entity: DocumentEntity): number {
  const flat = span.replace(/\s+/g, ' ').toLowerCase();
  const form = formsOf(entity).find((f) => flat.startsWith(f.toLowerCase()) && !/^\p{L}/u.test(flat.slice(f.length)));
  return form?.length ?? 0;
}

/** Whether a span opens with one of the entity's forms (the court right after "Appeal from the"). */
function startsWith(span: string, entity: DocumentEntity): boolean {
  return atStart(span, entity) > 0;
}

/** The entity a span opens with, the longest form winning ("Tarrant Regional Water District" over "… Dist"). */
function longestAtStart(span: string, entities: DocumentEntity[]): DocumentEntity | null {
  let best: DocumentEntity | null = null;
  let length = 0;
  for (const e of entities) {
    const n = atStart(span, e);
    if (n > length) [best, length] = [e, n];
  }
  return best;
}

/** A stand-in entity for asking whether a span opens with a court's canonical name. */
const COURT_PROBE: DocumentEntity = { name: '', type: 'organization', count: 1, pages: [], aliases: [] };

/** A name on the line above a judge's title: "SUSAN ILLSTON / United States District Judge". */
function signatureJudges(lines: Line[], people: DocumentEntity[]): RoleAssignment[] {
  const out: RoleAssignment[] = [];
  lines.forEach((line, i) => {
    if (i === 0 || !JUDGE_TITLE_LINE.test(line.text)) return;
    const above = lines[i - 1]!.text.replace(/^(?:\/s\/|s\/)\s*/i, '');
    for (const p of people)
      if (names(above, p)) out.push({ type: 'person', name: p.name, role: 'judge', page: line.page });
  });
  return out;
}

/** Lower-case words an appearance may hold between the names: "with whom … were on brief", "by", "of counsel". */
const APPEARANCE_WORDS = new Set(
  'with whom and by were was on brief briefs the of counsel argued cause for esq pro hac vice admitted pending also de la van von del da'.split(
    ' ',
  ),
);

/** A sentence that adds counsel to the side named just before: "Also on the brief was …". */
const ALSO_ON_BRIEF =
  /^(?:Also\s+on\s+the\s+briefs?\s+(?:was|were)|With\s+(?:him|her|them)\s+on\s+the\s+briefs?\s+(?:was|were))\s/i;

/** What an appearance's "for …" names: parties by name, or by their kind ("for appellee", "for the State"). */
function represented(
  target: string,
  parties: Map<DocumentEntity, PartyKind[]>,
  all: DocumentEntity[],
): DocumentEntity[] {
  const named = all.filter((e) => names(target, e) && e.type !== 'location');
  if (named.length) return named;
  if (/^(?:the\s+)?(?:State|Commonwealth|People)\b/i.test(target))
    return [...parties.keys()].filter((p) => /^(?:State|Commonwealth|People) of\b/i.test(p.name));
  if (/^(?:the\s+)?(?:United States|government)\b/i.test(target))
    return [...parties.keys()].filter((p) => /^United States\b/i.test(p.name));
  const kinds = partyKinds(target.split(/[,;]/)[0]!);
  for (const kind of [...kinds].reverse()) {
    const hit = [...parties].filter(([, k]) => k.includes(kind)).map(([p]) => p);
    if (hit.length) return hit;
  }
  return [];
}

/** Whether a stretch of text reads as a list of names and titles, not as prose: one lower-case word at most. */
function nameList(span: string): boolean {
  const lower = (span.match(/(?<![\p{L}'’-])\p{Ll}[\p{L}'’-]*/gu) ?? []).filter((w) => !APPEARANCE_WORDS.has(w));
  return lower.length <= 1;
}

interface CounselContext {
  people: DocumentEntity[];
  parties: Map<DocumentEntity, PartyKind[]>;
  all: DocumentEntity[];
  /** People who decide or are parties: never counsel. */
  excluded: Set<DocumentEntity>;
}

/** The people a span names as counsel for what `target` names (parties by name or by kind). */
function counselFor(span: string, target: string, page: number, ctx: CounselContext): RoleAssignment[] {
  const parties = represented(target, ctx.parties, ctx.all);
  if (!parties.length) return [];
  const forNames = parties.map((p) => p.name);
  return ctx.people
    .filter((p) => !ctx.excluded.has(p) && !parties.includes(p) && names(span, p))
    .map((p) => ({ type: 'person' as const, name: p.name, role: 'counsel' as const, for: forNames, page }));
}

/**
 * Appearance paragraphs: "Roger K. Gannam, with whom … were on brief, for appellant." Each "for …" that
 * ends a clause claims the names since the previous one; a list that ends in "amici curiae" makes its
 * names parties as amici.
 */
function appearanceCounsel(pages: PageText[], ctx: CounselContext): RoleAssignment[] {
  const out: RoleAssignment[] = [];
  for (const page of pages) {
    // The party of the last "for …": "Also on the brief was …" and "With her on the brief were …" name
    // more counsel for it without saying so again.
    let lastTarget: string | null = null;
    for (const sentence of splitSentences(page.text.replace(/\s*\n\s*/g, ' '))) {
      let from = 0;
      if (lastTarget && ALSO_ON_BRIEF.test(sentence) && !/\bfor\s/.test(sentence) && nameList(sentence))
        out.push(...counselFor(sentence, lastTarget, page.page, ctx));
      for (const m of sentence.matchAll(/\bfor\s+((?:the\s+)?[^;]{2,1500}?)(?=;|\.?$|,?\s+amic(?:i|us)\s+curiae)/g)) {
        const span = sentence.slice(from, m.index);
        from = m.index + m[0].length;
        lastTarget = m[1]!;
        if (!nameList(span.replace(/\bfor\s*$/, ''))) continue;
        const found = counselFor(span, m[1]!, page.page, ctx);
        out.push(...found);
        // "for the employer-appellant, Morristown Driver's Services, Inc.": the kind of the party named.
        const kinds = partyKinds(m[1]!.split(',')[0]!);
        if (found.length && kinds.length)
          for (const e of represented(m[1]!, ctx.parties, ctx.all).filter((x) => names(m[1]!, x)))
            out.push({ type: e.type, name: e.name, role: 'party', kinds, page: page.page });
        // A sentence that ends "…, amici curiae" names amici in each of its "for …" (the amici of a brief).
        if (/,?\s*amic(?:i|us)\s+curiae\.?$/i.test(sentence))
          for (const e of ctx.all.filter((x) => x.type !== 'location' && names(m[1]!, x)))
            out.push({ type: e.type, name: e.name, role: 'party', kinds: ['amicus'], page: page.page });
      }
    }
  }
  return out;
}

/** A signature block's last line: "Counsel for Appellant", "Attorneys for Defendant", "COUNSEL FOR: X". */
const COUNSEL_LINE = /^(?:(?:Counsel|Attorneys?)\s+for)\b:?\s*(.*)$/i;
/** Lines a signature block does not reach past: a caption's role label, its judge, a heading of the filing. */
const BLOCK_END =
  /^(?:(?:Plaintiffs?|Defendants?|Appellants?|Appellees?|Petitioners?|Respondents?)[-—–\w]*[.,]?|.*\b(?:Hon\.|Judge)\b.*|On Appeal.*|Appeal from.*|v\.?|vs\.?|.*\sv\.\s.*|(?:MOTION|ORDER|BRIEF|STIPULATION|NOTICE|MEMORANDUM|PETITION|ALTERNATIVE)\b.*)$/i;

/** The lines above a signature block's heading, up to prose, another heading or a caption's line. */
function namesAbove(lines: Line[], i: number): string {
  let from = i;
  while (from > 0 && i - from < 60) {
    const above = lines[from - 1]!.text;
    // Prose stops a block; an e-mail address or a web address is no prose.
    const prose = (above.replace(/\S*[@/.]\S*/g, ' ').match(/(?<![\p{L}'’-])\p{Ll}{2,}/gu) ?? []).length >= 4;
    if (COUNSEL_LINE.test(above) || BLOCK_END.test(above) || prose) break;
    from--;
  }
  return lines
    .slice(from, i)
    .map((l) => l.text)
    .join('\n');
}

/** The names below a heading "Attorneys for Plaintiff:", down to the next side's heading. */
function namesBelow(lines: Line[], i: number): string {
  const underneath = lines.slice(i + 1, i + 12);
  const next = underneath.findIndex((l) => COUNSEL_LINE.test(l.text) || BLOCK_END.test(l.text));
  return underneath
    .slice(0, next < 0 ? underneath.length : next)
    .map((l) => l.text)
    .join('\n');
}

/** Signature blocks: the names above "Counsel for …" (or below "COUNSEL FOR:" on a form) appear for it. */
function blockCounsel(lines: Line[], ctx: CounselContext): RoleAssignment[] {
  const out: RoleAssignment[] = [];
  // Once a document writes its counsel below their heading ("Attorneys for Plaintiff:" then the names),
  // the names above the next heading are the last side's, not this one's.
  let below = false;
  lines.forEach((line, i) => {
    const m = COUNSEL_LINE.exec(line.text);
    if (!m) return;
    // "COUNSEL FOR APPELLANT: Jane A. Smith, Smith & Jones LLP": the side, then its counsel on the line.
    const sameLine = /^([^:]{2,60}):\s*(\S.*)$/.exec(m[1]!);
    if (sameLine && partyKinds(sameLine[1]!).length) {
      out.push(...counselFor(sameLine[2]!, sameLine[1]!, line.page, ctx));
      return;
    }
    // "Attorneys for Defendant / FEDERAL EXPRESS CORPORATION,": the party may be on the next line, when
    // the kind alone names no party.
    const bare = partyKinds(m[1]!).length > 0 && m[1]!.split(/\s+/).length <= 2;
    // A heading that ends in a colon ("Attorneys for Plaintiff:") has its counsel below, not its party.
    const heading = /:\s*$/.test(m[1]!);
    const target =
      !below && !heading && (!m[1]!.trim() || (bare && !represented(m[1]!, ctx.parties, ctx.all).length))
        ? `${m[1]} ${lines[i + 1]?.text ?? ''}`
        : m[1]!;
    // The names above the heading, unless the document writes its counsel below their headings.
    let span = below || heading ? '' : namesAbove(lines, i);
    if (!ctx.people.some((p) => !ctx.excluded.has(p) && names(span, p))) {
      below = true;
      span = namesBelow(lines, i);
    }
    out.push(...counselFor(span, target.replace(/:\s*$/, '').trim(), line.page, ctx));
  });
  return out;
}

/** "Plaintiff X, through its attorneys, A and B of Firm, states…": counsel for the party named before. */
function throughCounsel(pages: PageText[], ctx: CounselContext): RoleAssignment[] {
  const out: RoleAssignment[] = [];
  for (const page of pages) {
    const flat = page.text.replace(/\s*\n\s*/g, ' ');
    for (const m of flat.matchAll(
      /\b(?:through|by)\s+(?:its|his|her|their)\s+(?:attorneys?|counsel),?\s+([^.;]{3,200})/gi,
    )) {
      // The party the sentence opens with: the one named last before "through its attorneys".
      const before = flat.slice(Math.max(0, m.index - 200), m.index);
      const party = [...ctx.parties.keys()]
        .map((p) => ({ p, at: lastAt(before, p) }))
        .filter((x) => x.at >= 0)
        .sort((a, b) => b.at - a.at)[0];
      if (!party) continue;
      const span = m[1]!.split(/\s+of\s+/)[0]!;
      out.push(...counselFor(span, party.p.name, page.page, ctx));
    }
  }
  return out;
}

/** Witnesses: a deposition, declaration, affidavit or testimony of a person, or a person who testified. */
function witnessRoles(pages: PageText[], people: DocumentEntity[]): RoleAssignment[] {
  const out: RoleAssignment[] = [];
  for (const page of pages) {
    const flat = page.text.replace(/\s*\n\s*/g, ' ');
    const spans = [
      ...[...flat.matchAll(/\b(?:deposition|declaration|affidavit|testimony)\s+of\s+/gi)].map((m) =>
        flat.slice(m.index + m[0].length, m.index + m[0].length + 60),
      ),
      ...[...flat.matchAll(/\s(?:Deposition|Declaration|Decl\.|testified)\b/g)].map((m) =>
        flat.slice(Math.max(0, m.index - 40), m.index),
      ),
    ];
    for (const p of people)
      if (spans.some((s) => names(s, p))) out.push({ type: 'person', name: p.name, role: 'witness', page: page.page });
    // "I declare under penalty of perjury …": the signature that follows is the declarant's.
    const declared = /\bI declare under penalty of perjury\b/i.exec(flat);
    if (declared) {
      const tail = flat.slice(declared.index, declared.index + 400);
      const signed = /\bs\/\s*([^,;]{3,60})/.exec(tail);
      for (const p of people)
        if (signed && names(signed[1]!, p))
          out.push({ type: 'person', name: p.name, role: 'witness', page: page.page });
    }
  }
  return out;
}

/** "plaintiff-appellant Brenda Robinson", "Petitioner Tarrant Regional Water District": a kind before a name. */
const KIND_BEFORE =
  /\b(?:plaintiffs?|defendants?|appellants?|appellees?|petitioners?|respondents?)(?:[-—–](?:appellants?|appellees?))?[ \t]+(?=\p{Lu})/giu;

/** Parties named after their kind in the text, and the appellant of a notice of appeal ("appeal filed by X"). */
function textParties(pages: PageText[], entities: DocumentEntity[]): RoleAssignment[] {
  const out: RoleAssignment[] = [];
  const candidates = entities.filter((e) => e.type !== 'location');
  for (const page of pages) {
    // The kind and the name on one line: a signature's "Counsel for Plaintiffs-Appellees" above a name is not.
    const flat = page.text.replace(/\s*\n\s*/g, ' ');
    const spans: { kinds: PartyKind[]; text: string; plural?: boolean }[] = [
      ...[...page.text.matchAll(KIND_BEFORE)].map((m) => ({
        kinds: partyKinds(m[0]),
        plural: /s\s*$/i.test(m[0]),
        text: page.text.slice(m.index + m[0].length, m.index + m[0].length + 120).replace(/\s+/g, ' '),
      })),
      ...[...flat.matchAll(/\bappeal\s+filed\s+by\s+/gi)].map((m) => ({
        kinds: ['appellant' as const],
        text: flat.slice(m.index + m[0].length, m.index + m[0].length + 120),
      })),
    ];
    // "the Oklahoma Water Resources Board (OWRB), respondents here": the kind after the name.
    for (const m of flat.matchAll(
      /\s*(?:\([A-Z]{2,}\))?,\s+((?:petitioners?|respondents?|appellants?|appellees?))\s+here\b/g,
    )) {
      const before = flat.slice(Math.max(0, m.index - 160), m.index).toLowerCase();
      const e = candidates
        .filter((c) =>
          formsOf(c).some((f) => new RegExp(`(?<![\\p{L}])${escapeRegExp(f.toLowerCase())}$`, 'u').test(before)),
        )
        .sort((a, b) => b.name.length - a.name.length)[0];
      if (e) out.push({ type: e.type, name: e.name, role: 'party', kinds: partyKinds(m[1]!), page: page.page });
    }
    for (const { kinds, text, plural } of spans) {
      // "Defendants C. R. Bard, Inc. and Bard Peripheral Vascular, Inc.": a list after a plural kind.
      let rest = text;
      for (let e = longestAtStart(rest, candidates); e;) {
        out.push({ type: e.type, name: e.name, role: 'party', kinds, page: page.page });
        const after = /^\s*(?:,\s*(?:and\s+)?|and\s+)/.exec(rest.slice(atStart(rest, e)).replace(/^\./, ''));
        if (!after || !plural) break;
        rest = rest.slice(atStart(rest, e)).replace(/^\./, '').slice(after[0].length);
        e = longestAtStart(rest, candidates);
      }
    }
  }
  return out;
}

/** A district court's civil docket number ("2:15-cv-01739", "2-15-cv-00180"): its case names read plaintiff v. defendant. */
const CIVIL_DOCKET = /\b\d{1,2}[:-]\d{2}-cv-\d{3,}/i;
/** A government that prosecutes: in "United States v. X" it is the plaintiff and X the defendant. */
const PROSECUTOR =
  /^(?:the\s+)?(?:United States(?: of America)?|State of [A-Z][\p{L} ]+|Commonwealth of [A-Z][\p{L} ]+|People of [A-Z][\p{L} ]+)$/u;

/**
 * This case's name and the cases of a schedule, where their order says who is who: a row of a table of
 * cases with a civil docket number ("Jessica Parker v. C. R. Bard, Inc. 2:15-cv-01739"), and the "Re:"
 * line of a letter or notice about a case that began as a civil action in a district court ("District Case
 * Number: 2-15-cv-00180") or a prosecution ("Re: United States v. Haitao Xiang"). The first side is the
 * plaintiff, the second the defendant.
 */
function caseNameParties(lines: Line[], entities: DocumentEntity[]): RoleAssignment[] {
  const out: RoleAssignment[] = [];
  const candidates = entities.filter((e) => e.type !== 'location');
  const civilCase = lines.some((l) => CIVIL_DOCKET.test(l.text));
  for (const line of lines) {
    const re = /^(?:Re:?\s+)?(.+?),?(?:\s+et\s+al\.?)?,?\s+(?:v\.|vs\.)\s+(.+)$/i.exec(line.text);
    if (!re) continue;
    const first = longestAtStart(re[1]!, candidates);
    const second = longestAtStart(re[2]!, candidates);
    if (!first || !second || first === second) continue;
    const row = CIVIL_DOCKET.test(line.text) && !/^Re\b/i.test(line.text);
    const regarding = /^Re:?\s/i.test(line.text) && (civilCase || PROSECUTOR.test(first.name));
    if (!row && !regarding) continue;
    out.push({ type: first.type, name: first.name, role: 'party', kinds: ['plaintiff'], page: line.page });
    out.push({ type: second.type, name: second.name, role: 'party', kinds: ['defendant'], page: line.page });
  }
  return out;
}

/**
 * The roles the document's layout gives its entities, beyond those its caption and judge lines gave
 * while reading names: courts, judges who sign, counsel and the parties they appear for, amici, witnesses.
 */
export function layoutRoles(pages: PageText[], entities: DocumentEntity[]): RoleAssignment[] {
  const lines = linesOf(pages);
  const people = entities.filter((e) => e.type === 'person');
  const orgs = entities.filter((e) => e.type === 'organization');
  const out: RoleAssignment[] = [
    ...courtRoles(lines, orgs),
    ...signatureJudges(lines, people),
    ...textParties(pages, entities),
    ...caseNameParties(lines, entities),
  ];
  const has = (e: DocumentEntity, role: EntityRole) =>
    (e.roles ?? []).some((r) => r.role === role) || out.some((r) => r.name === e.name && r.role === role);
  const kindsOf = (e: DocumentEntity) => [
    ...(e.roles ?? []).filter((r) => r.role === 'party').flatMap((r) => r.kinds ?? []),
    ...out.filter((r) => r.name === e.name && r.role === 'party').flatMap((r) => r.kinds ?? []),
  ];
  const parties = new Map<DocumentEntity, PartyKind[]>(
    entities.filter((e) => has(e, 'party')).map((e) => [e, [...new Set(kindsOf(e))]]),
  );
  const ctx: CounselContext = {
    people,
    parties,
    all: entities,
    excluded: new Set(people.filter((p) => has(p, 'judge') || has(p, 'party'))),
  };
  out.push(...appearanceCounsel(pages, ctx), ...blockCounsel(lines, ctx), ...throughCounsel(pages, ctx));
  out.push(...witnessRoles(pages, people));
  return out;
}

/** Adds a role to an entity's list: one finding per role and detail, the earliest page kept. */
export function addRole(roles: EntityRoleFinding[], found: Omit<EntityRoleFinding, 'page'> & { page: number }): void {
  const same = roles.find(
    (r) =>
      r.role === found.role &&
      (r.role !== 'party' || (r.kinds ?? []).join() === (found.kinds ?? []).join()) &&
      (r.role !== 'counsel' || (r.for ?? []).join() === (found.for ?? []).join()),
  );
  if (same) same.page = Math.min(same.page, found.page);
  else
    roles.push({
      role: found.role,
      ...(found.kinds?.length ? { kinds: found.kinds } : {}),
      ...(found.for?.length ? { for: found.for } : {}),
      page: found.page,
    });
}
