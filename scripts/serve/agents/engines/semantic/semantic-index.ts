/**
 * The documents of one archive commit as vectors of the embedding model, kept in memory (n × d floats)
 * and searched by cosine. A new commit does not start over: documents added or changed are embedded and
 * put in (with the archive's own model, "folded in" to the space it learned), removed ones dropped; the
 * archive's model is learned again from scratch once a fifth of the documents were folded in since.
 */
import type { ArchiveView } from '../../../archive-view.js';
import type { SiteDocument } from '../../../../../site/build/model.js';
import type { SemanticSettings } from '../../config.js';
import { httpEmbeddings, learnedEmbeddings, type EmbeddingModel } from './embeddings.js';

/** The most characters of a document's text read for its vector. */
const TEXT_CHARS = 10_000;
const REFOLD_SHARE = 0.2;

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

function fingerprint(d: SiteDocument): string {
  return JSON.stringify([d.file.sha256, d.title, d.summary, d.tags, d.entities.length]);
}

/** What the vector of a document is made from: its title, summary, tags, names and text. */
export function documentText(view: ArchiveView, d: SiteDocument): string {
  const names = [...new Set(d.entities.map((e) => e.name))].join(', ');
  const content = (view.db.content(d.id) ?? '').slice(0, TEXT_CHARS);
  return [d.title, d.summary ?? '', d.tags.join(', '), names, content].join('\n');
}

export class SemanticIndexes {
  private current: SemanticIndex | null = null;
  private building: Promise<SemanticIndex> | null = null;

  constructor(
    private readonly view: ArchiveView,
    private readonly settings: SemanticSettings,
    private readonly log?: (line: string) => void,
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

  private async update(commit: string): Promise<SemanticIndex> {
    const started = Date.now();
    const docs = this.view.snapshot.model.documents;
    const previous = this.current;
    const relearn =
      !previous || (previous.model.learned && previous.folded > REFOLD_SHARE * Math.max(previous.ids.length, 1));
    let index: SemanticIndex;
    if (relearn) {
      const texts = docs.map((d) => documentText(this.view, d));
      const model = this.settings.embeddings
        ? httpEmbeddings(this.settings.embeddings)
        : await learnedEmbeddings(texts, this.settings.dimensions, this.log);
      const vectors = await model.embed(texts);
      index = this.assemble(commit, model, docs, new Map(docs.map((d, i) => [d.id, vectors[i]!])), 0);
    } else {
      const changed = docs.filter((d) => previous.fingerprints.get(d.id) !== fingerprint(d));
      const fresh = await previous.model.embed(changed.map((d) => documentText(this.view, d)));
      const byId = new Map<string, Float32Array>();
      for (const d of docs) {
        const at = previous.position.get(d.id);
        if (at !== undefined)
          byId.set(d.id, previous.vectors.subarray(at * previous.dimensions, (at + 1) * previous.dimensions));
      }
      changed.forEach((d, i) => byId.set(d.id, fresh[i]!));
      index = this.assemble(commit, previous.model, docs, byId, previous.folded + changed.length);
    }
    this.log?.(
      `semantic index at ${commit.slice(0, 12)}: ${index.ids.length} documents, ${index.model.name}, ${relearn ? 'learned' : 'updated'} in ${Date.now() - started} ms`,
    );
    this.current = index;
    return index;
  }

  private assemble(
    commit: string,
    model: EmbeddingModel,
    docs: SiteDocument[],
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
  for (let i = 0; i < index.ids.length; i++) {
    let s = 0;
    const o = i * d;
    for (let c = 0; c < d; c++) s += index.vectors[o + c]! * query[c]!;
    scores.push({ id: index.ids[i]!, cosine: s });
  }
  return scores.sort((a, b) => b.cosine - a.cosine || (a.id < b.id ? -1 : 1)).slice(0, want);
}
