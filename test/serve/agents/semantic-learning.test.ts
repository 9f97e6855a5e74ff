/**
 * The semantic model learned in a worker thread: the same model and vectors as learned on the server's
 * own thread; the listener answering every endpoint while it learns (semantic and fact-check from full
 * text, saying so); and the learned model kept on disk, so a restart at the same commit does not learn.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPath } from '../../../actions/lib/archive/layout.js';
import { learnInWorker, projectInWorker } from '../../../scripts/serve/agents/engines/semantic/lsa-jobs.js';
import { project, trainLsa } from '../../../scripts/serve/agents/engines/semantic/lsa.js';
import { documentText } from '../../../scripts/serve/agents/engines/semantic/semantic-index.js';
import { startAgentServer } from '../../../scripts/serve/agents/server.js';
import { agentsConfigOf } from '../../../scripts/serve/agents/config.js';
import { KNOWN_DOCS } from '../../site/fixture.js';
import { call, git, OpenApiChecker } from '../helpers.js';
import { agentFixture, type AgentFixture, type GeneralAnswer } from './helpers.js';

interface Health {
  semantic_model: { state: string; model: string | null; commit: string | null; documents: number };
}

describe('the semantic model learned in a worker thread', () => {
  let f: AgentFixture;
  let release: () => void = () => undefined;
  let learnCalls = 0;
  let learningStarted: Promise<void>;
  beforeAll(async () => {
    const held = new Promise<void>((done) => (release = done));
    let started: () => void = () => undefined;
    learningStarted = new Promise<void>((done) => (started = done));
    f = await agentFixture({
      cache: 'disk',
      // The real worker learns at once; its answer is held back until the listener was asked meanwhile.
      learn: (texts, dimensions, log) => {
        learnCalls++;
        started();
        const job = learnInWorker(texts, dimensions, log);
        return { stop: job.stop, result: held.then(() => job.result) };
      },
    });
  });
  afterAll(async () => {
    release();
    await f?.close();
  });

  const health = async () => (await call(`${f.agents.url}/api/health`)).body as Health;

  it('answers every endpoint while it learns; semantic and fact-check from full text, as partial', async () => {
    await learningStarted;
    const checker = await OpenApiChecker.load(f.agents.url);
    expect((await health()).semantic_model).toMatchObject({ state: 'learning', model: null, documents: 0 });

    const documents = await f.post('/api/v1/search/documents', { query: 'Smith' });
    expect(documents.status).toBe(200);
    expect((documents.body as GeneralAnswer).status).toBe('success');

    const semantic = checker.check(
      'POST',
      '/api/v1/search/semantic',
      await f.post('/api/v1/search/semantic', { query: 'Why was the complaint against John Smith dismissed?' }),
    );
    expect(semantic.status).toBe(200);
    const answer = semantic.body as GeneralAnswer;
    expect(answer).toMatchObject({ status: 'partial', sources_searched: ['semantic'], cache: null });
    expect(answer.engines[0]).toMatchObject({ name: 'semantic', status: 'ok' });
    expect(answer.engines[0]!.degraded).toMatch(/still being learned: answered from full text/);
    expect(answer.semantic_model).toMatchObject({ state: 'learning' });
    expect(answer.results[0]).toMatchObject({ document_id: f.ids[0] });
    expect(answer.results[0]!.metadata).toMatchObject({ latent_similarity: 0, model: null });

    const claim = checker.check(
      'POST',
      '/api/v1/search/fact-check',
      await f.post('/api/v1/search/fact-check', { claim: 'The court dismissed the complaint against John Smith.' }),
    );
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({ status: 'partial', semantic_model: { state: 'learning' } });
    expect((claim.body as GeneralAnswer).engines[0]!.degraded).toMatch(/still being learned/);

    // Every answer above came while the model was known to be still learning.
    expect((await health()).semantic_model.state).toBe('learning');
    release();
    const index = await f.agents.services.semantic.ready();
    expect((await health()).semantic_model).toMatchObject({
      state: 'ready',
      model: index.model.name,
      commit: f.server.context.view.snapshot.commit,
      documents: KNOWN_DOCS.length,
    });
    const after = (await f.post('/api/v1/search/semantic', { query: 'Why was the case thrown out of court?' }))
      .body as GeneralAnswer;
    expect(after).toMatchObject({ status: 'success', semantic_model: { state: 'ready' } });
    expect(after.engines[0]!.degraded).toBeUndefined();
    expect(after.results[0]).toMatchObject({ document_id: f.ids[0], relevance_score: 1 });
  });

  it('learns exactly the model and vectors learned on the server’s own thread', async () => {
    const view = f.server.context.view;
    const texts = view.snapshot.model.documents.map((d) => documentText(view, d));
    const here = await trainLsa(texts, 100);
    const index = await f.agents.services.semantic.ready();
    const lsa = index.model.lsa!;
    expect([...lsa.vocabulary]).toEqual([...here.vocabulary]);
    expect(lsa.idf).toEqual(here.idf);
    expect(lsa.termVectors).toEqual(here.termVectors);
    const vectors = new Float32Array(texts.length * here.k);
    texts.forEach((t, i) => vectors.set(project(here, t), i * here.k));
    expect(index.vectors).toEqual(vectors);
    expect(await projectInWorker(here, texts).result).toEqual(vectors);
    const again = learnInWorker(texts, 100);
    expect((await again.result).vectors).toEqual(vectors);
  });

  it('reads the stored model on a restart at the same commit instead of learning again', async () => {
    const learned = await f.agents.services.semantic.ready();
    const calls = learnCalls;
    const restarted = await startAgentServer({
      context: f.server.context,
      config: agentsConfigOf({}),
      envToken: f.token,
      logger: false,
      cacheDir: f.cacheDir,
      learn: () => {
        throw new Error('a stored model must not be learned again');
      },
    });
    try {
      const index = await restarted.services.semantic.ready();
      expect(learnCalls).toBe(calls);
      expect(restarted.services.semantic.status()).toMatchObject({ state: 'ready', model: learned.model.name });
      expect(index.commit).toBe(learned.commit);
      expect(index.ids).toEqual(learned.ids);
      expect(index.vectors).toEqual(learned.vectors);
      expect(index.model.lsa!.termVectors).toEqual(learned.model.lsa!.termVectors);
      const body = { query: 'Who filed it?', context: 'a complaint by Maria Garcia', max_results: 5 };
      const ask = (url: string) =>
        call(`${url}/api/v1/search/semantic`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${f.token}` },
          body: JSON.stringify(body),
        });
      const first = (await ask(f.agents.url)).body as GeneralAnswer;
      const second = (await ask(restarted.url)).body as GeneralAnswer;
      expect(second.results).toEqual(first.results);
    } finally {
      await restarted.close();
    }
  });
});

describe('a commit changing many documents', () => {
  let f: AgentFixture;
  beforeAll(async () => {
    f = await agentFixture();
  });
  afterAll(() => f?.close());

  it('folds them in at once through the worker, then learns the model again in the background', async () => {
    const semantic = f.agents.services.semantic;
    const learned = await semantic.ready();
    const renamed = f.ids.slice(0, Math.ceil(f.ids.length * 0.3));
    for (const id of renamed) {
      const path = join(f.root, recordPath(id));
      const record = JSON.parse(readFileSync(path, 'utf8')) as { title: string };
      record.title = `${record.title}, amended`;
      writeFileSync(path, JSON.stringify(record, null, 2));
    }
    git(f.root, 'add', '-A');
    git(f.root, 'commit', '--quiet', '-m', 'Amend titles');
    await f.server.context.view.refresh();
    const view = f.server.context.view;

    const folded = await semantic.ready();
    expect(folded.commit).toBe(view.snapshot.commit);
    expect(folded.folded).toBe(renamed.length);
    expect(folded.model).toBe(learned.model);
    for (const id of renamed) {
      const at = folded.position.get(id)!;
      const text = documentText(view, view.snapshot.model.byId.get(id)!);
      expect(folded.vectors.subarray(at * folded.dimensions, (at + 1) * folded.dimensions)).toEqual(
        project(learned.model.lsa!, text),
      );
    }
    expect(semantic.status()).toMatchObject({ state: 'ready', relearning: true });

    // The folded-in index answers while the new model is learned; then the new one takes its place.
    while (semantic.status().relearning) await new Promise((done) => setTimeout(done, 50));
    const relearned = await semantic.ready();
    expect(relearned.folded).toBe(0);
    expect(relearned.commit).toBe(view.snapshot.commit);
    const here = await trainLsa(
      view.snapshot.model.documents.map((d) => documentText(view, d)),
      100,
    );
    expect(relearned.model.lsa!.termVectors).toEqual(here.termVectors);
  });
});
