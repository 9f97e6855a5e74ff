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

/** Whether a folded word is a function word (see STOP_WORDS). */
export function isStopWord(folded: string): boolean {
  return STOP_WORDS.has(folded);
}
