/** Gathers, through the API only, the facts a pull-request decision needs. */
import { sha256 } from '../core/hash.js';
import type { DecisionInput, MaintainerOverride } from './decision.js';
import type { GitHubForge } from '../forge/github/github-forge.js';
import { gatherPullRequestFacts, type PullRequestAnalysis } from './pull-request.js';
import { correctionFilesOf, type PullRequestCorrection } from './corrections-review.js';

export async function gatherDecisionInput(
  forge: GitHubForge,
  analysis: PullRequestAnalysis,
  options: { bot_login: string; now: string; override?: MaintainerOverride },
): Promise<DecisionInput> {
  const facts = await gatherPullRequestFacts(forge, analysis.pull_number);
  const current_sha256: Record<string, string> = {};
  // Hash the documents again from the blobs at the current head: the decision never trusts a hash it did not compute.
  for (const pair of facts.branch.uploads) {
    const file = pair.file ? facts.files.find((f) => f.path === pair.file) : undefined;
    if (file) current_sha256[file.path] = sha256(await forge.readBlob(file.blob_sha));
  }
  const [comments, labels] = await Promise.all([
    forge.listComments(facts.pull.number),
    forge.listLabels(facts.pull.number),
  ]);
  // Correction files are read as text at the head, through the API like the uploads; never checked out.
  const touched = correctionFilesOf(facts.files);
  const corrections: PullRequestCorrection[] = touched.removed.map((path) => ({ path, text: null }));
  for (const f of touched.read)
    corrections.push({ path: f.path, text: Buffer.from(await forge.readBlob(f.blob_sha)).toString('utf8') });
  return {
    facts,
    corrections,
    corrections_unread: touched.unread,
    analysis,
    current_sha256,
    comments,
    labels,
    bot_login: options.bot_login,
    now: options.now,
    ...(options.override ? { override: options.override } : {}),
  };
}
