/**
 * What turns texts into vectors for the semantic engine. Two kinds behind one interface: the archive's
 * own latent semantic model (learned from its documents, the default: nothing to download), or a local
 * embedding model the user runs and names in the settings (`semantic.embeddings`), reached through the
 * OpenAI-compatible `POST /v1/embeddings` that llama.cpp's server, Ollama and text-embeddings-inference
 * all answer.
 */
import { DirhubError } from '../../../../../actions/lib/core/errors.js';
import type { EmbeddingsSettings } from '../../config.js';
import { project, type LsaModel } from './lsa.js';

export interface EmbeddingModel {
  /** Shown in the results' metadata: `lsa-100` or the local model's name. */
  readonly name: string;
  /** Vectors of the texts, L2-normalised, one per text in order. */
  embed(texts: string[], signal?: AbortSignal): Promise<Float32Array[]>;
  /** Whether the model was learned from the archive (and is relearned when it has changed much). */
  readonly learned: boolean;
  /** The latent model itself, when it is one (its heavy work runs in a worker thread). */
  readonly lsa?: LsaModel;
}

function normalised(values: ArrayLike<number>): Float32Array {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]! * values[i]!;
  const norm = Math.sqrt(sum) || 1;
  return Float32Array.from(values, (v) => v / norm);
}

export function lsaEmbeddings(model: LsaModel): EmbeddingModel {
  return {
    name: `lsa-${model.k}`,
    learned: true,
    lsa: model,
    embed: async (texts) => texts.map((t) => project(model, t)),
  };
}

/** The most characters of one text sent to a local model (its context is finite; the start says most). */
const MAX_CHARS = 8000;

/** A local embedding server speaking the OpenAI embeddings format: `{model, input}` → `{data: [{index, embedding}]}`. */
export function httpEmbeddings(settings: EmbeddingsSettings, fetcher: typeof fetch = fetch): EmbeddingModel {
  return {
    name: settings.model,
    learned: false,
    async embed(texts, signal) {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += settings.batch) {
        const input = texts.slice(i, i + settings.batch).map((t) => t.slice(0, MAX_CHARS));
        const res = await fetcher(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ model: settings.model, input }),
          ...(signal ? { signal } : {}),
        });
        if (!res.ok)
          throw new DirhubError(
            'agents.embeddings',
            `The embedding model at ${settings.url} answered ${res.status}.`,
            'Check that the local model server runs and serves the model named in semantic.embeddings.model.',
          );
        const body = (await res.json()) as { data?: { index?: number; embedding?: unknown }[] };
        const data = [...(body.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
        if (data.length !== input.length || !data.every((d) => Array.isArray(d.embedding) && d.embedding.length))
          throw new DirhubError(
            'agents.embeddings',
            `The embedding model at ${settings.url} did not answer one vector per text.`,
            'It must answer in the OpenAI embeddings format: {"data": [{"index": 0, "embedding": [...]}, …]}.',
          );
        for (const d of data) out.push(normalised(d.embedding as number[]));
      }
      return out;
    },
  };
}
