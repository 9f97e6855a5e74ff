/**
 * The public timeline: the timeline registry's events when there is one, each with the sentence that holds
 * its date, or else every document's own date.
 */
import type { TimelineEvent } from '../../actions/lib/archive/registries.js';
import type { TimeSlices } from '../../actions/lib/core/time-slices.js';
import { nonEmpty } from './documents.js';
import type { PublicDocument, TimelineEntry } from './model.js';

const EVENT_LABEL_MAX = 240;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The timeline registry's events. The label of a mentioned date is the sentence that holds it; the
 * document's own date (`filed`) has no sentence of its own: the document names it.
 */
function timelineOfRegistry(events: TimelineEvent[], byId: Map<string, PublicDocument>): TimelineEntry[] {
  return events.map((e) => {
    const doc = byId.get(e.document_id);
    const own = e.kind === 'filed';
    return {
      date: e.date,
      year: e.date.slice(0, 4),
      label: clip(
        nonEmpty(e.context) ??
          (own && doc ? doc.title : null) ??
          nonEmpty(e.text) ??
          nonEmpty(e.title) ??
          doc?.title ??
          e.date,
        EVENT_LABEL_MAX,
      ),
      own,
      document_id: doc ? doc.id : null,
      document_title: doc ? doc.title : null,
      page: e.page,
      url: doc ? `${doc.url}#page-${e.page}` : null,
    };
  });
}

/** Each dated document on its own date, when there is no timeline registry. */
async function timelineOfDocuments(documents: PublicDocument[], slices: TimeSlices): Promise<TimelineEntry[]> {
  const entries: TimelineEntry[] = [];
  for (const d of documents) {
    await slices.pass();
    if (/^\d{4}-\d{2}-\d{2}$/.test(d.date))
      entries.push({
        date: d.date,
        year: d.year,
        label: d.title,
        own: true,
        document_id: d.id,
        document_title: d.title,
        page: null,
        url: d.url,
      });
  }
  return entries;
}

/** Oldest first, then by label. */
function byDate(a: TimelineEntry, b: TimelineEntry): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.label.localeCompare(b.label);
}

/** The timeline, oldest first, and where it came from. */
export async function timelineOf(
  registry: TimelineEvent[] | null,
  documents: PublicDocument[],
  byId: Map<string, PublicDocument>,
  slices: TimeSlices,
): Promise<{ timeline: TimelineEntry[]; source: 'registry' | 'documents' }> {
  const entries = registry ? timelineOfRegistry(registry, byId) : await timelineOfDocuments(documents, slices);
  return { timeline: await slices.sort(entries, byDate), source: registry ? 'registry' : 'documents' };
}
