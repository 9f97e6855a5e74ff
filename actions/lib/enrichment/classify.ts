/**
 * Classification agent: multinomial naive Bayes over word stems. The archive's own labelled records
 * (a contributor's category, a maintainer's pinned category) train it; seed keywords per category act
 * as a prior, worth a few documents, so that a young archive still classifies sensibly and a grown one
 * is led by its own labels. A valid category given by the contributor always wins.
 */
import { contentTerms } from '../text/analyser.js';
import type { Classification } from '../archive/enrichment.js';

/** Seed words per category of the default vocabulary; categories added in config start from their own name. */
export const SEED_KEYWORDS: Record<string, string[]> = {
  legal: [
    'court',
    'plaintiff',
    'defendant',
    'appellant',
    'appellee',
    'appeal',
    'judge',
    'judgment',
    'motion',
    'order',
    'counsel',
    'attorney',
    'jurisdiction',
    'docket',
    'circuit',
    'district',
    'petition',
    'petitioner',
    'respondent',
    'statute',
    'brief',
    'filed',
    'filing',
    'litigation',
    'complaint',
    'injunction',
    'ruling',
    'opinion',
    'affirm',
    'reverse',
    'remand',
    'clerk',
    'case',
    'hearing',
    'trial',
    'verdict',
    'deposition',
    'subpoena',
    'testimony',
    'sentence',
    'conviction',
    'indictment',
    'plea',
    'amicus',
    'curiam',
    'law',
    'legal',
    'rule',
    'procedure',
    // Docket stamps ("1:21-cv-01061", "USDC Colorado") and exhibit references mark filings.
    'cv',
    'usdc',
    'exhibit',
    'exs',
    'pursuant',
    'herein',
    'alleged',
    'allegations',
    'declaratory',
    'rescission',
  ],
  financial: [
    'bank',
    'account',
    'payment',
    'transaction',
    'invoice',
    'tax',
    'revenue',
    'wire',
    'transfer',
    'funds',
    'loan',
    'financial',
    'statement',
    'balance',
    'deposit',
    'withdrawal',
    'credit',
    'debit',
    'audit',
    'income',
    'expense',
    'asset',
    'liability',
    'investment',
    'shares',
    'stock',
    'dividend',
    'fiscal',
    'budget',
    'ledger',
    'salary',
    'dollar',
    'money',
    'price',
    'cost',
    'fee',
    'profit',
    'loss',
    'accounting',
    'trust',
    'estate',
  ],
  investigation: [
    'investigation',
    'investigator',
    'agent',
    'fbi',
    'police',
    'detective',
    'interview',
    'witness',
    'evidence',
    'suspect',
    'surveillance',
    'report',
    'incident',
    'allegation',
    'inquiry',
    'probe',
    'informant',
    'search',
    'warrant',
    'seized',
    'forensic',
    'crime',
    'criminal',
    'victim',
    'arrest',
    'statement',
    'tip',
    'officer',
  ],
  government: [
    'government',
    'agency',
    'department',
    'federal',
    'congress',
    'senate',
    'legislation',
    'regulation',
    'ministry',
    'administration',
    'official',
    'minister',
    'governor',
    'public',
    'program',
    'committee',
    'commission',
    'bill',
  ],
  correspondence: [
    'dear',
    'sincerely',
    'letter',
    'regards',
    'writing',
    'reply',
    'enclosed',
    'thank',
    'wrote',
    'request',
    'respond',
  ],
  media: [
    'news',
    'press',
    'article',
    'reporter',
    'journalist',
    'published',
    'interview',
    'story',
    'magazine',
    'newspaper',
    'broadcast',
    'headline',
  ],
  other: [],
};

/** The seed words' total count per category: the prior's strength, about as much as a few labelled documents. */
export const SEED_MASS = 200;
const NO_TERM = '\u0000';

export interface ClassifierModel {
  categories: string[];
  /** log P(category) */
  logPrior: Record<string, number>;
  /** term → category → count (seeds included) */
  counts: Map<string, Record<string, number>>;
  totals: Record<string, number>;
  vocabulary: number;
  labelled: number;
}

export interface LabelledText {
  category: string;
  text: string;
}

export function trainClassifier(categories: readonly string[], examples: LabelledText[]): ClassifierModel {
  const counts = new Map<string, Record<string, number>>();
  const totals: Record<string, number> = {};
  const docs: Record<string, number> = {};
  const add = (term: string, category: string, n: number) => {
    let row = counts.get(term);
    if (!row) counts.set(term, (row = {}));
    row[category] = (row[category] ?? 0) + n;
    totals[category] = (totals[category] ?? 0) + n;
  };
  for (const c of categories) {
    totals[c] = 0;
    docs[c] = 1; // Laplace on the class prior: no category is impossible.
    const seeds = (SEED_KEYWORDS[c] ?? contentTerms(c.replace(/[_-]/g, ' '))).flatMap((s) => contentTerms(s));
    // Every category gets the same seed mass, so that smoothing favours none of them on unseen words.
    if (!seeds.length) add(NO_TERM, c, SEED_MASS);
    for (const t of seeds) add(t, c, SEED_MASS / seeds.length);
  }
  let labelled = 0;
  for (const ex of examples) {
    if (!categories.includes(ex.category)) continue;
    labelled++;
    docs[ex.category]! += 1;
    for (const t of contentTerms(ex.text)) add(t, ex.category, 1);
  }
  const totalDocs = Object.values(docs).reduce((a, b) => a + b, 0);
  const logPrior: Record<string, number> = {};
  for (const c of categories) logPrior[c] = Math.log(docs[c]! / totalDocs);
  return { categories: [...categories], logPrior, counts, totals, vocabulary: counts.size + 1, labelled };
}

/**
 * Naive Bayes treats every word as independent evidence, which makes long documents look certain.
 * The log-likelihood is divided by sqrt(words / 10) (a tempering used for calibration), so the
 * confidence reflects how clearly the vocabulary leans, not how long the document is.
 */
export function classify(model: ClassifierModel, text: string): Classification {
  const terms = contentTerms(text).filter((t) => model.counts.has(t));
  const temper = Math.max(1, Math.sqrt(terms.length / 10));
  const scores = model.categories.map((c) => {
    let ll = 0;
    for (const t of terms) ll += Math.log(((model.counts.get(t)![c] ?? 0) + 1) / (model.totals[c]! + model.vocabulary));
    return { category: c, score: model.logPrior[c]! + ll / temper };
  });
  const max = Math.max(...scores.map((s) => s.score));
  const exp = scores.map((s) => ({ category: s.category, p: Math.exp(s.score - max) }));
  const sum = exp.reduce((a, b) => a + b.p, 0);
  const ranking = exp
    .map((e) => ({ category: e.category, probability: Math.round((e.p / sum) * 1000) / 1000 }))
    .sort(
      (a, b) =>
        b.probability - a.probability || model.categories.indexOf(a.category) - model.categories.indexOf(b.category),
    );
  const fallback = model.categories.includes('other') ? 'other' : model.categories[0]!;
  const best = terms.length ? ranking[0]! : { category: fallback, probability: 0 };
  return { value: best.category, confidence: best.probability, source: 'classifier', ranking: ranking.slice(0, 3) };
}

/** The category a record gets: a maintainer's pin, then a valid contributor category, then the classifier. */
export function chooseCategory(
  model: ClassifierModel,
  text: string,
  given: { contributor?: string | null; pinned?: string | null },
): Classification {
  const predicted = classify(model, text);
  if (given.pinned && model.categories.includes(given.pinned))
    return { ...predicted, value: given.pinned, confidence: 1, source: 'maintainer' };
  if (given.contributor && model.categories.includes(given.contributor))
    return { ...predicted, value: given.contributor, confidence: 1, source: 'contributor' };
  return predicted;
}
