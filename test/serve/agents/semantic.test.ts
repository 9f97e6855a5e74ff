/**
 * The semantic engine on a real agent listener: a question in other words than the document's finds it
 * (where full text, needing every word, finds nothing); a local embedding model served in the OpenAI
 * embeddings format on loopback can stand in for the archive's own model; a new commit is folded in.
 */
import { createServer, type Server } from 'node:http';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainLsa, project } from '../../../scripts/serve/agents/engines/semantic/lsa.js';
import { KNOWN_DOCS } from '../../site/fixture.js';
import { OpenApiChecker } from '../helpers.js';
import { agentFixture, type AgentFixture, type GeneralAnswer } from './helpers.js';

describe('the archive’s own latent semantic model', () => {
  it('puts words that share documents near each other, and a text near the documents of its topic', async () => {
    const texts = [
      'court dismissed complaint motion dismiss plaintiff',
      'motion to dismiss granted complaint dismissed',
      'plaintiff complaint court order',
      'harvest wheat farm rain crop',
      'farm crop drought wheat prices',
      'rain drought harvest farmers',
    ];
    const model = await trainLsa(texts, 2);
    expect(model.k).toBe(2);
    const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * b[i]!, 0);
    const court = project(model, 'the motion was granted');
    const farm = project(model, 'a drought ruined the crop');
    expect(cos(court, project(model, texts[2]!))).toBeGreaterThan(0.9);
    expect(cos(farm, project(model, texts[3]!))).toBeGreaterThan(0.9);
    expect(cos(court, farm)).toBeLessThan(0.2);
    // The same texts learn the same model.
    expect((await trainLsa(texts, 2)).termVectors).toEqual(model.termVectors);
  });
});

describe('POST /api/v1/search/semantic', () => {
  let f: AgentFixture;
  let checker: OpenApiChecker;
  beforeAll(async () => {
    f = await agentFixture();
    await f.agents.services.semantic.ready();
    checker = await OpenApiChecker.load(f.agents.url);
  });
  afterAll(() => f?.close());

  const ask = async (body: object) =>
    checker.check('POST', '/api/v1/search/semantic', await f.post('/api/v1/search/semantic', body));

  it('answers a question whose words are not all in any document, in the general format', async () => {
    const question = { query: 'Why was the case brought against John Smith thrown out of court?' };
    const full = (await f.post('/api/v1/search/documents', question)).body as GeneralAnswer;
    expect(full.total_found).toBe(0);
    const answer = await ask({ ...question, max_results: 3 });
    expect(answer.status).toBe(200);
    const body = answer.body as GeneralAnswer;
    expect(body).toMatchObject({ status: 'success', sources_searched: ['semantic'] });
    expect(body.results[0]).toMatchObject({ document_id: f.ids[0], relevance_score: 1 });
    expect(body.results[0]!.metadata.model).toMatch(/^lsa-\d+$/);
    expect(body.results.length).toBeLessThanOrEqual(3);
    for (const r of body.results) expect(r.relevance_score).toBeGreaterThanOrEqual(0.7);
  });

  it('takes a context that widens the question, and refuses a body that is not the spec’s', async () => {
    const body = (await ask({ query: 'Who filed it?', context: 'a complaint by Maria Garcia' })).body as GeneralAnswer;
    expect(body.results[0]?.title).toBe(KNOWN_DOCS[1]!.title);
    expect((await ask({ question: 'x' })).status).toBe(400);
    expect((await ask({ query: 'x', max_results: 101 })).status).toBe(400);
  });

  it('folds a document of a new commit into the space it learned', async () => {
    const { git } = await import('../helpers.js');
    const before = f.agents.services.semantic;
    await writeFile(join(f.root, 'README.md'), 'a change outside the documents\n');
    git(f.root, 'add', '-A');
    git(f.root, 'commit', '--quiet', '-m', 'Readme');
    await f.server.context.view.refresh();
    const index = await before.ready();
    expect(index.commit).toBe(f.server.context.view.snapshot.commit);
    expect(index.folded).toBe(0);
    expect(index.ids).toHaveLength(KNOWN_DOCS.length);
  });
});

describe('a local embedding model instead of the archive’s own', () => {
  let server: Server;
  let f: AgentFixture;
  const requests: { model: string; input: string[] }[] = [];
  /** A toy model: counts of a few topic words, as a local server would answer in the OpenAI format. */
  const TOPICS = ['smith', 'garcia', 'dismiss', 'complaint', 'report'];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as { model: string; input: string[] };
        requests.push(body);
        const data = body.input.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: TOPICS.map((t) => text.toLowerCase().split(t).length - 1 + 0.01),
        }));
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({ object: 'list', data, model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } }),
        );
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    f = await agentFixture({
      config: {
        semantic: { embeddings: { url: `http://127.0.0.1:${port}/v1/embeddings`, model: 'toy-embedder', batch: 5 } },
      },
    });
    await f.agents.services.semantic.ready();
  });
  afterAll(async () => {
    await f?.close();
    await new Promise((done) => server.close(done));
  });

  it('embeds the documents and the question with it, in batches, and names it in the results', async () => {
    const body = (await f.post('/api/v1/search/semantic', { query: 'garcia' })).body as GeneralAnswer;
    expect(body.status).toBe('success');
    expect(body.results.map((r) => r.title)).toContain(KNOWN_DOCS[1]!.title);
    expect(body.results.every((r) => r.metadata.model === 'toy-embedder')).toBe(true);
    expect(requests.every((r) => r.model === 'toy-embedder' && r.input.length <= 5)).toBe(true);
    expect(requests.reduce((n, r) => n + r.input.length, 0)).toBe(KNOWN_DOCS.length + 1);
  });
});
