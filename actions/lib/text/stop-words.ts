/**
 * English function words: they say nothing about a text's topic, and left in they would dominate term
 * statistics, end every key phrase and match every document. One list for every part of dirhub that
 * drops them (relevance, enrichment, the agents' questions). Folded forms (lower case, no accents), as
 * the analyser's words are; a contraction's pieces ("didn", "ll") are here because the apostrophe cuts
 * words.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren as at be because been before being
  below between both but by can cannot could couldn did didn do does doesn doing don down during each either
  ever every few first for from further had hadn has hasn have haven having he her here herein hereby hers
  herself him himself his how however i if in into is isn it its itself just let like ll many may me might
  more most much must mustn my myself neither new no nor not now of off on once one only or other ought our
  ours ourselves out over own per re said same say says second shall shan she should shouldn so some such
  than that the their theirs them themselves then there therefore thereof these they this those three
  through thus to too two under until up upon us ve very via was wasn we well were weren what when where
  whether which while who whom whose why will with within without won would wouldn yet you your yours
  yourself yourselves`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * The function words that join the parts of a phrase ("Court of Appeals", "Smith and Jones", "filed on
 * behalf of") and never stand in a person's name: enrichment reads a candidate name holding one as a
 * sentence's words. A part of STOP_WORDS, folded.
 */
export const JOINING_WORDS: ReadonlySet<string> = new Set([
  'the',
  'of',
  'and',
  'for',
  'in',
  'on',
  'at',
  'to',
  'by',
  'with',
  'from',
]);

/** Whether a folded word is a function word (see STOP_WORDS). */
export function isStopWord(folded: string): boolean {
  return STOP_WORDS.has(folded);
}

/**
 * The commonest words (function words) of each language that OCR's language judgement tells apart
 * (actions/lib/pipeline/processing/page-language.ts), by ISO 639-1 code; lower-case, accents kept: they
 * are what tells French "à" from English "a".
 */
export const COMMON_WORDS_BY_LANGUAGE: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries({
    en: 'the of and to in a is that for it as was with be by on not he i this are or his from at which but have an they you were her she there been if their we would all has will no so do',
    fr: 'le la les de des du et est un une dans pour que qui par sur au aux ce cette il elle ne pas sont avec à été en son sa ses leur nous vous ou mais plus être a l d qu n s',
    de: 'der die das und ist nicht ein eine zu den von mit sich des auf für im dem auch es an als wie bei oder nach aus wird sind einer werden hat zur noch',
    es: 'el la los las de del y que en un una es por con para se no al lo su como más pero sus le ha este esta son entre',
    it: 'il la le di del della e che in un una è per con non si da dei delle gli al alla sono come anche più ma nel nella questo',
    pt: 'o a os as de do da dos das e que em um uma é para com não se por no na ao mais como mas foi pelo pela são',
    nl: 'de het een en van in is dat op te zijn met voor niet aan er ook als bij door om maar dan wordt naar uit deze',
  }).map(([code, words]) => [code, new Set(words.split(' '))]),
);
