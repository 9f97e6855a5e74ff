/**
 * Citations of other cases in a US court filing: the names they hold are the cited authority's, not
 * this document's people and organizations, so the profile blanks them out before reading names.
 */

/** Signals and words that open a citation and are not part of the cited case's name. */
const CITATION_SIGNALS = new Set(
  'see also cf. cf e.g. e.g., accord contra compare with but quoting citing in re: under and or of in'.split(' '),
);
/** A reporter after a volume number: abbreviations with a full stop ("F.3d", "U. S.", "S. Ct.", "F. Supp. 3d"), or WL. */
const REPORTER_CITE =
  /,\s+(?:\d{1,4}\s+(?:(?:[A-Z][A-Za-z'’]*\.|[A-Z]\.[A-Z]\.(?:[A-Z]\.)?|\d?d|\d(?:st|nd|rd|th)|App(?:'x|\.)|Supp\.|Ct\.)\s*){1,5}|\d{4}\s+WL\s+)(?:,?\s*at\s+)?(?:\*?\d{1,6}|_{2,})/g;
/** A case cited after a signal with no reporter: "See, e.g., Martinez-Franco v. Barr, Case No. 18-72479". */
const SIGNALLED_CASE =
  /\b(?:See|see|Cf\.|cf\.|e\.g\.,|accord|quoting|citing)\s+((?:[A-Z][\p{L}'’.&-]*\s+){1,6}v\.\s+(?:[A-Z][\p{L}'’.&-]*\s*){1,6}),/gu;
/** A judge's note inside a citation: "(Roberts, C.J., concurring)". */
const OPINION_NOTE = /\([A-Z][\p{L}'’-]+,\s+(?:C\.\s?J\.|J\.|JJ\.)(?:,\s+[a-z][^)]*)?\)/gu;

function isNameToken(token: string): boolean {
  const bare = token.replace(/^[(“"]+|[,;:”")]+$/g, '');
  if (!bare) return false;
  if (/^(?:v\.|vs\.|&|of|the|de|la|del|da|du|von|van|ex|rel\.|et|al\.|and|for|in|re|on|N)$/i.test(bare)) return true;
  return /^(?:\p{Lu}|\d+\p{L})/u.test(bare) && !CITATION_SIGNALS.has(bare.toLowerCase());
}

/**
 * Citations of other cases blanked out (newlines kept): the case name before a reporter citation
 * ("Sierra Club v. Marsh, 907 F.2d 210", "Watchtower Bible, 712 F.3d at 12"), and judges' notes inside
 * citations. The names in a citation name the cited authority, not people and organizations of this
 * document, and their abbreviations ("S.F. Real Est. Inv'rs.", "Mun. of Fajardo") read as fragments.
 */
export function maskCitations(text: string): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n' && out[i] !== '\f') out[i] = ' ';
  };
  for (const m of text.matchAll(REPORTER_CITE)) {
    const comma = m.index!;
    // Walk back over the case name's words from the comma before the volume.
    let start = comma;
    let at = comma;
    let words = 0;
    while (at > 0 && words < 20) {
      let end = at;
      while (end > 0 && /\s/.test(text[end - 1]!)) end--;
      let begin = end;
      while (begin > 0 && !/\s/.test(text[begin - 1]!)) begin--;
      let token = text.slice(begin, end);
      if (!token) break;
      // "(In re Unanue Casal)" between the name and the citation belongs to the name.
      if (token.endsWith(')') && !token.includes('(')) {
        const open = text.lastIndexOf('(', begin);
        if (open < 0 || begin - open > 80) break;
        begin = open;
        token = text.slice(begin, end);
      } else if (words > 0 && /[;:)]$|\)[.,]$|^\(/.test(token)) break;
      else if (!isNameToken(token) && !(/^\d[\w:.-]*,?$/.test(token) && /\bNo\.\s*$/.test(text.slice(0, begin)))) break;
      start = begin;
      at = begin;
      words++;
    }
    if (words > 0) blank(start, comma);
  }
  for (const m of text.matchAll(OPINION_NOTE)) blank(m.index!, m.index! + m[0].length);
  for (const m of text.matchAll(SIGNALLED_CASE)) {
    const from = m.index! + m[0].indexOf(m[1]!);
    blank(from, from + m[1]!.length);
  }
  return out.join('');
}
