/**
 * Stage 6, timeline: every dated mention across the archive, in date order, with its document, page
 * and sentence.
 */
import type { EnrichedRecord } from '../../archive/records.js';
import type { TimelineEvent } from '../../archive/registries.js';
import { byText } from '../text.js';
import type { StageContext } from './context.js';

export function timelineStage(ctx: StageContext, records: EnrichedRecord[]): TimelineEvent[] {
  ctx.options.progress?.('timeline', 0, 1);
  const events: TimelineEvent[] = [];
  for (const r of records) {
    for (const d of r.enrichment.dates) {
      events.push({
        date: d.date,
        precision: d.precision,
        kind: d.kind,
        document_id: r.document_id,
        title: r.title,
        page: d.page,
        text: d.text,
        context: d.context,
      });
    }
  }
  return events.sort(
    (a, b) =>
      byText(a.date, b.date) || byText(a.document_id, b.document_id) || a.page - b.page || byText(a.text, b.text),
  );
}
