/**
 * The documents of one archive commit as vectors of the embedding model, kept in memory (n × d floats)
 * and searched by cosine. A new commit does not start over: documents added or changed are embedded and
 * put in (with the archive's own model, "folded in" to the space it learned), removed ones dropped; the
 * archive's model is learned again from scratch, in the background, once a fifth of the documents were
 * folded in since. Learning and projecting many documents run in a worker thread (`lsa-jobs.ts`): the
 * server answers meanwhile, searches from full text until the first model is ready (`usable`).
 */
// Lets the event loop turn between slices of a long job, so answers waiting behind it go first.
import { setImmediate as breathe } from 'node:timers/promises';
import type { ArchiveView } from '../../../archive-view.js';
import type { PublicDocument } from '../../../../../site/read-model/model.js';
import type { SemanticSettings } from '../../config.js';
import { cosine } from '../../../../../actions/lib/text/vectors.js';
import { httpEmbeddings, lsaEmbeddings, type EmbeddingModel } from './embeddings.js';
import { learnInWorker, projectInWorker, type Job } from './lsa-jobs.js';
import { loadIndex, saveIndex, type StoredIndex } from './stored-model.js';

/** The most characters of a document's text read for its vector. */
const TEXT_CHARS = 10_000;
const REFOLD_SHARE = 0.2;
/** Documents whose texts are read between two turns of the event loop. */
const READ_SLICE = 200;

export interface SemanticIndex {
  commit: string;
  model: EmbeddingModel;
  ids: string[];
  position: Map<string, number>;
  /** n × d, row-major, each row L2-normalised. */
  vectors: Float32Array;
  dimensions: number;
  /** Per document: what its vector was made from (to see what a new commit changed). */
  fingerprints: Map<string, string>;
  /** Documents folded in since the model was learned. */
  folded: number;
}

/**
 * What the semantic model is doing, as `/api/health` and the semantic and fact-check answers say it:
 * `learning` (no model yet for the archive: searches answer from full text meanwhile), `ready`, or
 * `failed` (the last attempt failed; the next search tries again).
 */
export interface SemanticModelStatus {
  state: 'learning' | 'ready' | 'failed';
  /** The model answering (`lsa-100`, a local model's name), or null before the first one. */
  model: string | null;
  /** The commit the index in use was made at, and its documents. */
  commit: string | null;
  documents: number;
  /** When the current state began (ISO 8601). */
  since: string;
  /** Whether a model is being learned again from scratch in the background while the current one answers. */
  relearning: boolean;
  /** Why it failed. */
  message?: string;
}

function fingerprint(d: PublicDocument): string {
  return JSON.stringify([d.file.sha256, d.title, d.summary, d.tags, d.entities.length]);
}

/** What the vector of a document is made from: its title, summary, tags, names and text. */
export function documentText(view: ArchiveView, d: PublicDocument): string {
  const names = [...new Set(d.entities.map((e) => e.name))].join(', ');
  const content = (view.db.content(d.id) ?? '').slice(0, TEXT_CHARS);
  return [d.title, d.summary ?? '', d.tags.join(', '), names, content].join('\n');
}

export interface SemanticIndexOptions {
  log?: (line: string) => void;
  /** Where the learned index is kept between runs; null keeps it in memory only. */
  storeDir?: string | null;
  /** How the latent model is learned: in a worker thread (tests wrap it to hold the answer back). */
  learn?: typeof learnInWorker;
}

export class SemanticIndexes {
  private current: SemanticIndex | null = null;
  private building: Promise<SemanticIndex> | null = null;
  private relearning: Promise<void> | null = null;
  private learning = false;
  private failure: string | null = null;
  private since = new Date();
  private readonly jobs = new Set<Job<unknown>>();
  private readonly saves = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    private readonly view: ArchiveView,
    private readonly settings: SemanticSettings,
    private readonly options: SemanticIndexOptions = {},
  ) {}

  /** The index of the commit being served, built or brought up to date first when needed. */
  ready(): Promise<SemanticIndex> {
    const commit = this.view.snapshot.commit;
    if (this.current?.commit === commit) return Promise.resolve(this.current);
    this.building ??= this.update(commit).finally(() => {
      this.building = null;
    });
    return this.building.then((index) => (index.commit === this.view.snapshot.commit ? index : this.ready()));
  }

  /**
   * The index to answer with now: the commit's, once folded in (quick) when a new commit came; null
   * while a model is made from scratch (minutes on a large archive), so a search need not wait for it.
   */
  async usable(): Promise<SemanticIndex | null> {
    if (this.current?.commit === this.view.snapshot.commit) return this.current;
    const ready = this.ready();
    if (!this.learning && !this.failure) return ready;
    ready.catch(() => undefined);
    return null;
  }

  status(): SemanticModelStatus {
    return {
      state: this.learning ? 'learning' : this.failure ? 'failed' : this.current ? 'ready' : 'learning',
      model: this.current?.model.name ?? null,
      commit: this.current?.commit ?? null,
      documents: this.current?.ids.length ?? 0,
      since: this.since.toISOString(),
      relearning: this.relearning !== null,
      ...(this.failure && !this.learning ? { message: this.failure } : {}),
    };
  }

  /** Stops the work running in worker threads (the server is closing). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.jobs].map((j) => j.stop()));
    await Promise.all([...this.saves]);
  }

  /** What the model was learned with: a stored model learned otherwise is not used. */
  private get learningKey() {
    return { dimensions: this.settings.dimensions, text_chars: TEXT_CHARS };
  }

  private setState(learning: boolean, failure: string | null): void {
    if (learning !== this.learning || failure !== this.failure) this.since = new Date();
    this.learning = learning;
    this.failure = failure;
  }

  private async track<T>(job: Job<T>): Promise<T> {
    if (this.closed) await job.stop();
    this.jobs.add(job as Job<unknown>);
    try {
      return await job.result;
    } finally {
      this.jobs.delete(job as Job<unknown>);
    }
  }

  /** The documents' texts, read a slice at a time so requests are answered in between. */
  private async texts(docs: PublicDocument[]): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < docs.length; i++) {
      if (i % READ_SLICE === READ_SLICE - 1) await breathe();
      out.push(documentText(this.view, docs[i]!));
    }
    return out;
  }

  /** Vectors of the documents with a model already made: in a worker for the latent model. */
  private async embed(model: EmbeddingModel, docs: PublicDocument[]): Promise<Float32Array[]> {
    if (!docs.length) return [];
    const texts = await this.texts(docs);
    if (!model.lsa) return model.embed(texts);
    const k = model.lsa.k;
    const all = await this.track(projectInWorker(model.lsa, texts));
    return docs.map((_, i) => all.subarray(i * k, (i + 1) * k));
  }

  /** A model made from scratch from every document (learned in a worker, or the local model's vectors). */
  private async fresh(commit: string, docs: PublicDocument[]): Promise<SemanticIndex> {
    if (this.settings.embeddings) {
      const model = httpEmbeddings(this.settings.embeddings);
      const vectors = await model.embed(await this.texts(docs));
      return this.assemble(commit, model, docs, new Map(docs.map((d, i) => [d.id, vectors[i]!])), 0);
    }
    // The texts are held here only until they are handed to the worker (hundreds of MB at 30,000 documents).
    const learn = this.options.learn ?? learnInWorker;
    const { model, vectors } = await this.track(
      learn(await this.texts(docs), this.settings.dimensions, this.options.log),
    );
    const k = model.k;
    const index = this.assemble(
      commit,
      lsaEmbeddings(model),
      docs,
      new Map(docs.map((d, i) => [d.id, vectors.subarray(i * k, (i + 1) * k)])),
      0,
    );
    const stored = {
      commit,
      model,
      ids: index.ids,
      vectors: index.vectors,
      fingerprints: index.ids.map((id) => index.fingerprints.get(id) ?? ''),
    };
    if (this.options.storeDir && !this.closed) {
      const saving = saveIndex(this.options.storeDir, stored, this.learningKey).catch((err: unknown) =>
        this.options.log?.(`semantic model not stored: ${(err as Error).message}`),
      );
      // close() waits for a save under way, so nothing writes into the store after it resolves.
      this.saves.add(saving);
      await saving.finally(() => this.saves.delete(saving));
    }
    return index;
  }

  private async update(commit: string): Promise<SemanticIndex> {
    const started = Date.now();
    const docs = this.view.snapshot.model.documents;
    let previous = this.current;
    let how = 'updated';
    if (!previous) {
      this.setState(true, null);
      try {
        if (this.options.storeDir && !this.settings.embeddings) {
          const stored = await loadIndex(this.options.storeDir, this.learningKey);
          previous = stored && this.fromStore(stored);
          how = `read from the store (learned at ${previous?.commit.slice(0, 12)})`;
        }
        if (!previous) {
          previous = await this.fresh(commit, docs);
          how = 'learned';
        }
      } catch (err) {
        this.setState(false, (err as Error).message);
        throw err;
      } finally {
        if (this.learning) this.setState(false, null);
      }
    }
    let index = previous;
    if (previous.commit !== commit) {
      const changed = docs.filter((d) => previous.fingerprints.get(d.id) !== fingerprint(d));
      const fresh = await this.embed(previous.model, changed);
      const byId = new Map<string, Float32Array>();
      for (const d of docs) {
        const at = previous.position.get(d.id);
        if (at !== undefined)
          byId.set(d.id, previous.vectors.subarray(at * previous.dimensions, (at + 1) * previous.dimensions));
      }
      changed.forEach((d, i) => byId.set(d.id, fresh[i]!));
      index = this.assemble(commit, previous.model, docs, byId, previous.folded + changed.length);
    }
    this.options.log?.(
      `semantic index at ${commit.slice(0, 12)}: ${index.ids.length} documents, ${index.model.name}, ${how} in ${Date.now() - started} ms`,
    );
    this.current = index;
    if (index.model.learned && index.folded > REFOLD_SHARE * Math.max(index.ids.length, 1)) this.relearn(commit);
    return index;
  }

  /** Learns the model again from scratch in the background; the folded-in index answers meanwhile. */
  private relearn(commit: string): void {
    this.relearning ??= (async () => {
      const index = await this.fresh(commit, this.view.snapshot.model.documents);
      // A newer commit folds into the model it finds; this one is for a commit no longer served.
      if (this.current?.commit === commit && this.view.snapshot.commit === commit) this.current = index;
      this.options.log?.(`semantic model learned again at ${commit.slice(0, 12)}`);
    })()
      .catch((err: unknown) => {
        if (!this.closed) this.options.log?.(`semantic model not learned again: ${(err as Error).message}`);
      })
      .finally(() => {
        this.relearning = null;
      });
  }

  private fromStore(stored: StoredIndex): SemanticIndex {
    const k = stored.model.k;
    return {
      commit: stored.commit,
      model: lsaEmbeddings(stored.model),
      ids: stored.ids,
      position: new Map(stored.ids.map((id, i) => [id, i])),
      vectors: stored.vectors,
      dimensions: k,
      fingerprints: new Map(stored.ids.map((id, i) => [id, stored.fingerprints[i]!])),
      folded: 0,
    };
  }

  private assemble(
    commit: string,
    model: EmbeddingModel,
    docs: PublicDocument[],
    byId: Map<string, Float32Array>,
    folded: number,
  ): SemanticIndex {
    const ids = docs.map((d) => d.id).filter((id) => byId.has(id));
    const dimensions = byId.get(ids[0] ?? '')?.length ?? 0;
    const vectors = new Float32Array(ids.length * dimensions);
    ids.forEach((id, i) => vectors.set(byId.get(id)!.subarray(0, dimensions), i * dimensions));
    return {
      commit,
      model,
      ids,
      position: new Map(ids.map((id, i) => [id, i])),
      vectors,
      dimensions,
      fingerprints: new Map(docs.map((d) => [d.id, fingerprint(d)])),
      folded,
    };
  }
}

/** The `want` documents nearest to `query` (cosine, best first). */
export function nearest(index: SemanticIndex, query: Float32Array, want: number): { id: string; cosine: number }[] {
  const d = index.dimensions;
  if (!d || query.length !== d) return [];
  const scores: { id: string; cosine: number }[] = [];
  for (let i = 0; i < index.ids.length; i++)
    scores.push({ id: index.ids[i]!, cosine: cosine(query, index.vectors, i * d) });
  return scores.sort((a, b) => b.cosine - a.cosine || (a.id < b.id ? -1 : 1)).slice(0, want);
}
