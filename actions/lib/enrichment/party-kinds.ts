/**
 * A party's kind as court captions and appearances write it: "Plaintiff-Appellant," is a plaintiff and an
 * appellant. Read by the caption patterns (profiles/us-courts/patterns.ts) and by the roles (roles.ts).
 */
import type { PartyKind } from '../core/vocab.js';
import { writtenWords } from '../text/analyser.js';

/** The words a caption or an appearance uses for a party's kind. */
const KIND_OF_WORD: Record<string, PartyKind> = {
  plaintiff: 'plaintiff',
  plaintiffs: 'plaintiff',
  defendant: 'defendant',
  defendants: 'defendant',
  appellant: 'appellant',
  appellants: 'appellant',
  appellee: 'appellee',
  appellees: 'appellee',
  petitioner: 'petitioner',
  petitioners: 'petitioner',
  respondent: 'respondent',
  respondents: 'respondent',
  debtor: 'debtor',
  debtors: 'debtor',
  creditor: 'creditor',
  creditors: 'creditor',
  movant: 'movant',
  movants: 'movant',
  intervenor: 'intervenor',
  intervenors: 'intervenor',
  claimant: 'claimant',
  claimants: 'claimant',
  amicus: 'amicus',
  amici: 'amicus',
};

/** The party kinds a role label names, in its order ("Plaintiff-Appellant," → plaintiff, appellant). */
export function partyKinds(label: string): PartyKind[] {
  const kinds = writtenWords(label.replace(/[-—–]/g, ' '))
    .map((w) => KIND_OF_WORD[w])
    .filter((k): k is PartyKind => k !== undefined);
  return [...new Set(kinds)];
}
