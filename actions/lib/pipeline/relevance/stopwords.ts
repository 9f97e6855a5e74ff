/**
 * English function words: they say nothing about a document's topic, and left in they would dominate
 * term statistics. (The collection's languages other than English keep theirs; their documents are
 * judged by the language factor first.)
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren as at be because been before being
  below between both but by can cannot could couldn did didn do does doesn doing don down during each few
  for from further had hadn has hasn have haven having he her here hers herself him himself his how i if in
  into is isn it its itself just let ll me more most mustn my myself no nor not now of off on once only or
  other ought our ours ourselves out over own re same shan she should shouldn so some such than that the
  their theirs them themselves then there these they this those through to too under until up upon us ve
  very was wasn we were weren what when where which while who whom why will with won would wouldn you your
  yours yourself yourselves shall may might must one two three also yet ever every many much new said say
  says like well within without via per`
    .split(/\s+/)
    .filter(Boolean),
);
