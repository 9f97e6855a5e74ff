/**
 * `npm run relevance:fit`: refits the relevance model's weights on the labelled set and writes them,
 * with how they were fitted and their held-out figures, to actions/lib/pipeline/relevance/model.json.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../../actions/lib/core/config.js';
import { createEvaluator } from './cross-validate.js';
import { loadLabelledSet } from './labelled-set.js';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { DEFAULT_CORPUS } from '../corpus.js';

const log = (line: string) => process.stderr.write(`[relevance:fit] ${line}\n`);
const config = await loadConfig(packageRoot());
const items = await loadLabelledSet(DEFAULT_CORPUS, log);
const evaluator = createEvaluator(config.collection, items, log);
const model = evaluator.fit();
const report = evaluator.report(config.routing.threshold, model);
model.fitted = {
  ...model.fitted,
  fitted_on: new Date().toISOString().slice(0, 10),
  held_out_at_threshold: Object.fromEntries(report.held_out.map((s) => [s.archive, s.metrics])),
  threshold: config.routing.threshold,
};
const target = join(packageRoot(), 'actions', 'lib', 'pipeline', 'relevance', 'model.json');
await writeFile(target, JSON.stringify(model, null, 2) + '\n');
log(`wrote ${target}`);
for (const s of report.held_out) log(`held out, archive ${s.archive}: ${JSON.stringify(s.metrics)}`);
