/**
 * Auto-tagging agent: keyphrases by RAKE (Rose et al., 2010). Candidate phrases are the runs of words
 * between stop words and punctuation; a word scores its degree over its frequency, a phrase the sum of
 * its words. Phrases seen more than once rank first, so one long odd phrase does not win.
 */
import nlp from 'compromise';
import type { PageText } from '../archive/records.js';
import { proseBlocks } from './summarize.js';
import { termOf, words } from '../text/analyser.js';
import { surnameOf } from './names.js';
import { isStopWord } from '../text/stop-words.js';
import { byText, cleanPages } from './text.js';
import type { DocumentEntity, Keyphrase } from '../archive/enrichment.js';

const MAX_WORDS = 3;
/** Words common in every filing that say nothing about this one. */
const GENERIC = new Set(
  'court case order page document filed date plaintiff defendant appellant appellee party parties counsel motion rule rules section circuit district states united state'.split(
    ' ',
  ),
);

type Reading = ReturnType<typeof nlp>;

/** The tags compromise gave each word of `words` in a reading, or nothing when the words are not in it. */
function tagsIn(reading: Reading, words: string): Set<string>[] {
  const found = reading.match(words).terms().json() as { terms: { tags: string[] }[] }[];
  return found.map((w) => new Set(w.terms[0]!.tags));
}

/** Words that open a noun phrase of their own. */
const DETERMINERS = 'a|an|the|one|his|her|its|their|this|these|those|any|each|every';

/**
 * A tag names a thing. Read after "the", its words are adjectives and nouns and the last is a noun: a
 * clause cut short ("papers unless", "inquiries regarding"), a count ("seven days") and a person's name
 * ("magistrate judge helen") are not tags (names are the entities' job). Out of context the tagger takes
 * a verb for a plural noun ("okafor next argues"), so the last word is read again in the sentence the
 * phrase came from; the first reading stays the judge of the others, since "appellate jurisdiction" and
 * "worship services" read as verbs in their sentences but are noun phrases.
 */
function namesAThing(phrase: string, sentence: string, next: string | null): boolean {
  const read = nlp(`the ${phrase}`);
  if (read.has('(#Person|#FirstName|#Cardinal|#Month|#WeekDay)')) return false;
  const alone = tagsIn(read, phrase);
  const isNounPhrase =
    alone.length > 0 &&
    alone.every((t) => t.has('Noun') || t.has('Adjective') || t.has('Ordinal')) &&
    alone[alone.length - 1]!.has('Noun');
  if (!isNounPhrase) return false;
  // A noun phrase is not followed straight by a determiner; a verb is: "should a party file one of the
  // motions" (an inverted clause the tagger reads as a noun phrase).
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  if (new RegExp(`(?:^|[^a-z])${escaped}\\s+(?:${DETERMINERS})\\s`).test(sentence)) return false;
  const reading = nlp(sentence);
  const inSentence = tagsIn(reading, phrase);
  if (inSentence.at(-1)?.has('Verb')) return false;
  // Nor does it open with a verb whose subject is the noun before it: "the court finds good cause to
  // enter …" gives "finds good cause", a clause. Only a verb of the present tense's third person is taken
  // for one, not an infinitive or a gerund ("seeking benefits" of "an employee seeking benefits" stays).
  const opening = inSentence[0];
  if (
    opening?.has('PresentTense') &&
    !opening.has('Infinitive') &&
    !opening.has('Gerund') &&
    reading.has(`#Noun ${phrase}`)
  )
    return false;
  // English noun phrases end in their head: a phrase always followed by the same word is kept only
  // when that word is the sentence's verb ("the supporting declaration lacks"); "work-related motor"
  // of "work-related motor vehicle accident", or "order nunc" of "order nunc pro tunc", lost its noun.
  return next === null || !!tagsIn(reading, `${phrase} ${next}`).at(-1)?.has('Verb');
}

/**
 * A numbering word: "addendum iii", "exhibit vii", "part xii" number a piece of the filing and say nothing
 * about its subject (shorter numerals, "ii" or "iv", fall under the three-letter minimum already).
 */
const NUMERAL = /^x{0,3}(?:ix|iv|v?i{0,3})$/;
/**
 * Words of a page's or a website's furniture: "click on the Rules tab" says where to find something,
 * not what the document is about, so a tag never holds one.
 */
const FURNITURE = new Set(['tab', 'tabs', 'button', 'hyperlink']);

/**
 * An ordinal and the grade it gives ("second degree", "third class"): a grade qualifies the thing it
 * grades and is no subject; "degree statutory sodomy" of "second degree statutory sodomy" is a cut.
 */
const ORDINALS = new Set([
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
]);
const GRADES = new Set(['degree', 'class', 'tier', 'grade']);

/** A run of candidate words and the sentence (lower case) it was cut from. */
interface Run {
  words: string[];
  sentence: string;
}

function candidateRuns(pages: PageText[]): Run[] {
  const runs: Run[] = [];
  for (const page of cleanPages(pages)) {
    for (const block of proseBlocks(page.text)) {
      for (const sentence of block.toLowerCase().split(/(?<=[.!?])\s+/)) {
        for (const fragment of sentence.split(/[.,;:!?()[\]"“”'‘’—–§]|\s-\s/)) {
          let current: string[] = [];
          const raw = fragment.split(/\s+/);
          const bare = raw.map((w) => w.replace(/^[^a-z]+|[^a-z]+$/g, ''));
          for (const [i, w] of raw.entries()) {
            const word = bare[i]!;
            const grade =
              (GRADES.has(word) && ORDINALS.has(bare[i - 1] ?? '')) ||
              (ORDINALS.has(word) && GRADES.has(bare[i + 1] ?? ''));
            if (
              !word ||
              grade ||
              isStopWord(word) ||
              word.length < 3 ||
              /\d/.test(w) ||
              NUMERAL.test(word) ||
              FURNITURE.has(word)
            ) {
              if (current.length) runs.push({ words: current, sentence });
              current = [];
            } else current.push(word);
          }
          if (current.length) runs.push({ words: current, sentence });
        }
      }
    }
  }
  return runs;
}

/** Words that end a person's title ("magistrate judge", "deputy clerk"), not a subject. */
const TITLE_ENDS = new Set(['judge', 'judges', 'justice', 'clerk', 'magistrate']);

/** A name's words as the tags spell them: the analyser's words, possessives off. */
function nameWords(name: string): string[] {
  return words(name.replace(/['’]s\b/g, ''));
}

/** Legal forms that close a company's name: its head is the word before ("Grain Cooperative, Inc."). */
const LEGAL_FORMS = new Set(['inc', 'llc', 'llp', 'pllc', 'lp', 'plc', 'ltd', 'co', 'corp']);

/** A name's words, and a person's surname alone: "Governor Mills" is Janet T. Mills. */
function nameForms(entity: Pick<DocumentEntity, 'name' | 'type'>): string[][] {
  const full = nameWords(entity.name);
  return entity.type === 'person' && full.length > 1 ? [full, nameWords(surnameOf(entity.name))] : [full];
}

/**
 * The word an organization goes by once named in full, its head: "the Cooperative" is Northfield Grain
 * Cooperative, Inc. Only that word alone is its name; "storage practices" of the cooperative is a subject.
 */
function headWord(entity: Pick<DocumentEntity, 'name' | 'type'>): string | undefined {
  const full = nameWords(entity.name).filter((w) => !LEGAL_FORMS.has(w));
  return entity.type === 'organization' && full.length > 1 ? full.at(-1) : undefined;
}

/**
 * Whether a phrase is a name or a piece of one ("georgia state board" of "Georgia State Board of Workers'
 * Compensation", "fourth circuit", "governor mills"): a name the document names, two words running as in a
 * name, or a person's surname. Names are the entities' job; a tag names what the document is about.
 */
function partOfName(phrase: string, names: string[][]): boolean {
  const own = phrase.split(' ');
  // "states magistrate judge", "district court judge": a person's title.
  if (TITLE_ENDS.has(own.at(-1)!)) return true;
  const bigrams = new Set(own.slice(1).map((w, i) => `${own[i]} ${w}`));
  return names.some(
    (words) =>
      (words.length === 1 ? own.includes(words[0]!) : ` ${phrase} `.includes(` ${words.join(' ')} `)) ||
      words.slice(1).some((w, i) => bigrams.has(`${words[i]} ${w}`)),
  );
}

/**
 * The document's keyphrases, best first. `names`: the entities found in the same pages, whose names and
 * their pieces are not tags.
 */
export function keyphrases(
  pages: PageText[],
  limit = 8,
  names: readonly Pick<DocumentEntity, 'name' | 'type'>[] = [],
): Keyphrase[] {
  const nameList = names.flatMap(nameForms).filter((words) => words.length > 0);
  const heads = new Set(names.map(headWord).filter((w) => w !== undefined));
  const runs = candidateRuns(pages);
  const phrases = runs.map((r) => r.words);
  const freq = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const p of phrases) {
    for (const w of p) {
      freq.set(w, (freq.get(w) ?? 0) + 1);
      degree.set(w, (degree.get(w) ?? 0) + Math.min(p.length, MAX_WORDS));
    }
  }
  // Every run contributes its n-grams up to MAX_WORDS, so "the new water treatment plant" counts for
  // "water treatment plant".
  // `next`: the word that always follows the phrase in its runs, or null once it has ended a run or been
  // followed by two different words (then it stands on its own).
  const byKey = new Map<string, Keyphrase & { sentence: string; next: string | null }>();
  for (const { words: run, sentence } of runs) {
    for (let n = 1; n <= Math.min(MAX_WORDS, run.length); n++) {
      for (let i = 0; i + n <= run.length; i++) {
        const p = run.slice(i, i + n);
        if (p.every((w) => GENERIC.has(w))) continue;
        const key = p.map((w) => termOf(w)).join(' ');
        const next = run[i + n] ?? null;
        const seen = byKey.get(key);
        if (seen) {
          seen.count++;
          if (next !== seen.next) seen.next = null;
        } else
          byKey.set(key, {
            phrase: p.join(' '),
            score: p.reduce((s, w) => s + degree.get(w)! / freq.get(w)!, 0),
            count: 1,
            sentence,
            next,
          });
      }
    }
  }
  const ranked = [...byKey.values()]
    .map((k) => ({ ...k, score: Math.round(k.score * Math.log2(1 + k.count) * 1000) / 1000 }))
    .filter((k) => k.count > 1 || k.phrase.includes(' '))
    .sort((a, b) => b.score - a.score || byText(a.phrase, b.phrase));
  const chosen: Keyphrase[] = [];
  for (const k of ranked) {
    if (chosen.length >= limit) break;
    // A phrase inside a chosen one (or containing it) adds nothing.
    if (chosen.some((c) => ` ${c.phrase} `.includes(` ${k.phrase} `) || ` ${k.phrase} `.includes(` ${c.phrase} `)))
      continue;
    // "shipping company sent" after "acme shipping company": most of its words are already a tag.
    const own = k.phrase.split(' ');
    if (
      own.length > 1 &&
      chosen.some((c) => own.filter((w) => c.phrase.split(' ').includes(w)).length * 2 > own.length)
    )
      continue;
    if (heads.has(k.phrase) || partOfName(k.phrase, nameList) || !namesAThing(k.phrase, k.sentence, k.next)) continue;
    chosen.push({ phrase: k.phrase, score: k.score, count: k.count });
  }
  return chosen;
}
