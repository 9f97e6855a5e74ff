/**
 * The collection profile prepared for matching: key terms and names cut into the same words as the text
 * they are looked for in (the analyser's folded words, unstemmed: the profile names the forms it means,
 * "ordered" and not "order"), and the whole profile as a pseudo-document for similarity.
 */
import type { CollectionProfile } from '../../core/config.js';
import { words } from '../../text/analyser.js';
import { termVector } from './vector.js';

export type PhraseKind = 'key_term' | 'person' | 'place' | 'organization';

export interface Phrase {
  /** As written in the profile, for explanations. */
  label: string;
  tokens: string[];
  kind: PhraseKind;
}

export interface CompiledProfile {
  name: string;
  phrases: Phrase[];
  /** First token → phrases starting with it, longest first. */
  byFirstToken: Map<string, Phrase[]>;
  vector: { terms: string[]; counts: number[] };
  date_range: CollectionProfile['date_range'];
  languages: string[];
}

export function compileProfile(profile: CollectionProfile): CompiledProfile {
  const phrases: Phrase[] = [];
  const seen = new Set<string>();
  const add = (labels: readonly string[], kind: PhraseKind) => {
    for (const label of labels) {
      const tokens = words(label);
      const key = tokens.join(' ');
      if (!tokens.length || seen.has(key)) continue;
      seen.add(key);
      phrases.push({ label, tokens, kind });
    }
  };
  add(profile.key_terms, 'key_term');
  add(profile.organizations, 'organization');
  add(profile.people, 'person');
  add(profile.places, 'place');
  const byFirstToken = new Map<string, Phrase[]>();
  for (const p of phrases) {
    const list = byFirstToken.get(p.tokens[0]!) ?? [];
    list.push(p);
    byFirstToken.set(p.tokens[0]!, list);
  }
  for (const list of byFirstToken.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  const pseudoDocument = [
    profile.description,
    ...profile.key_terms,
    ...profile.organizations,
    ...profile.people,
    ...profile.places,
  ].join('\n');
  return {
    name: profile.name,
    phrases,
    byFirstToken,
    vector: termVector(pseudoDocument),
    date_range: profile.date_range,
    languages: profile.languages,
  };
}

/** Occurrences of each profile phrase in a token sequence (a phrase nested in a longer one counts too). */
export function matchPhrases(profile: CompiledProfile, tokens: readonly string[]): Map<Phrase, number> {
  const found = new Map<Phrase, number>();
  for (let i = 0; i < tokens.length; i++) {
    const candidates = profile.byFirstToken.get(tokens[i]!);
    if (!candidates) continue;
    for (const phrase of candidates) {
      const n = phrase.tokens.length;
      let ok = i + n <= tokens.length;
      for (let k = 1; ok && k < n; k++) ok = tokens[i + k] === phrase.tokens[k];
      if (ok) found.set(phrase, (found.get(phrase) ?? 0) + 1);
    }
  }
  return found;
}
