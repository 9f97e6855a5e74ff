/**
 * What the server reads: the archive at one commit, as the site's model (documents, entities, timeline,
 * images) plus the search index kept in step with it. When the repository's checked-out commit moves,
 * the next model is loaded beside the one being served, the index takes the documents that changed
 * (from `git diff` between the two commits) in one transaction, and both are swapped at once, so an
 * answer never mixes two commits. Git stays the source of truth; both are derived and rebuilt at will.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ARCHIVE_DIR, DOCUMENTS_DIR, documentIdInPath } from '../../actions/lib/archive/layout.js';
import {
  archiveLocation,
  listDocumentIds,
  readRecords,
  recordsOf,
  rereadRecords,
  type RecordReads,
} from '../../actions/lib/archive/read.js';
import { Git, uncommittedPaths } from '../../actions/lib/core/git.js';
import { TimeSlices } from '../../actions/lib/core/time-slices.js';
import { loadReadModel, RecordForms } from '../../site/read-model/load.js';
import { searchNames } from '../../site/read-model/search-names.js';
import { FIELD_OF_KIND } from '../../site/read-model/search-fields.js';
import type { PublicDocument, ReadModel } from '../../site/read-model/model.js';
import { HeadSignature } from './head-signature.js';
import type { IndexedDocument, SearchDb } from './search-db/search-db.js';
import type { SearchThreads } from './search-db/search-threads.js';

export interface Snapshot {
  /** The commit the archive was read at. */
  commit: string;
  model: ReadModel;
  /** When this snapshot started being served. */
  since: string;
}

export interface ViewOptions {
  root: string;
  db: SearchDb;
  /**
   * The threads that answer searches (search-threads.ts), if any: they read the lists into memory
   * themselves, so this thread reads none ahead of queries, and has the threads read them after a change
   * that dropped them.
   */
  threads?: SearchThreads | null;
  /** The public site's path prefix, for the `url` of pages. */
  base: string;
  log?: (line: string) => void;
}

export interface SyncReport {
  commit: string;
  from: string | null;
  mode: 'unchanged' | 'incremental' | 'full';
  indexed: number;
  removed: number;
  ms: number;
}

/** The watch asks git for the checked-out commit at least once in this many intervals (a minute at 2 s). */
const ASKED_ANYWAY = 30;
/** Documents are read and written to the index this many at a time, so memory stays flat at any size. */
const BATCH = 500;
/**
 * A change of more documents than this drops the search's kept lists and fills them again, rather than
 * bringing each in step: past a few hundred documents spread over the archive, following the change
 * rewrites most of every list, and the filling, in a thread of its own, costs the answers less.
 */
const FOLLOWED_DOCUMENTS = 1_000;

async function headCommit(git: Git): Promise<string> {
  return (await git.text(['rev-parse', '--verify', 'HEAD^{commit}'])).trim();
}

async function commitKnown(git: Git, commit: string): Promise<boolean> {
  return git
    .text(['cat-file', '-e', `${commit}^{commit}`])
    .then(() => true)
    .catch(() => false);
}

/** What changed between two commits under archive/: the documents touched, and whether registries moved. */
async function changedSince(
  git: Git,
  from: string,
  to: string,
): Promise<{ documents: Set<string>; registries: boolean }> {
  // --relative: paths from the archive's root, as `documentIdInPath` reads them, when it is not the top level.
  const raw = await git.text(['diff', '--name-only', '--relative', '-z', '--no-renames', from, to, '--', ARCHIVE_DIR]);
  const documents = new Set<string>();
  let registries = false;
  for (const path of raw.split('\0').filter(Boolean)) {
    const id = documentIdInPath(path);
    if (id) documents.add(id);
    else registries = true;
  }
  return { documents, registries };
}

/**
 * The git questions of one refresh, each asked once: the records and the index are usually brought from
 * the same commit, and would otherwise ask git the same things twice.
 */
function askedOnce(git: Git) {
  const known = new Map<string, Promise<boolean>>();
  const changes = new Map<string, ReturnType<typeof changedSince>>();
  return {
    known(commit: string) {
      let answer = known.get(commit);
      if (!answer) known.set(commit, (answer = commitKnown(git, commit)));
      return answer;
    },
    changedSince(from: string, to: string) {
      let answer = changes.get(`${from}..${to}`);
      if (!answer) changes.set(`${from}..${to}`, (answer = changedSince(git, from, to)));
      return answer;
    },
  };
}
type GitAnswers = ReturnType<typeof askedOnce>;

/**
 * Documents whose record, original or searchable copy in the work tree differs from the checked-out commit
 * (edited or deleted). Not their page texts, which a model does not read, nor untracked files: at 30,000
 * documents (322,000 files) a status of every file took 1.1 s and 1.4 s of the machine's two cores while
 * the server answered; of the files in the documents' own folders, 0.15 s. Folders added or removed are
 * found by listing them (`foldersChanged`). Git checks the files on one thread: on both cores it held up
 * the searches answered meanwhile (p99 51–56 ms while a commit of one document was followed at 30,000
 * documents and 20 connections; on one, 39–41).
 */
async function uncommittedDocuments(root: string): Promise<Set<string>> {
  const documents = new Set<string>();
  const pathspecs = [`:(glob)${DOCUMENTS_DIR}/*/*/*`];
  for (const path of await uncommittedPaths(root, pathspecs, { untracked: false, oneThread: true })) {
    const id = documentIdInPath(path);
    if (id) documents.add(id);
  }
  return documents;
}

/**
 * The documents whose folder appeared or went since `reads` were taken, committed or not (a folder git
 * does not track is not in `uncommittedDocuments`), and those read without a record, which may have one
 * now that git does not track either.
 */
async function foldersChanged(reads: RecordReads, folders: string[], slices: TimeSlices): Promise<string[]> {
  const now = new Set<string>();
  const changed: string[] = [];
  for (const id of folders) {
    await slices.pass();
    now.add(id);
    if (!reads.has(id)) changed.push(id);
  }
  for (const [id, read] of reads) {
    await slices.pass();
    if (read === null || !now.has(id)) changed.push(id);
  }
  return changed;
}

function entityNames(doc: PublicDocument): string[] {
  return [...new Set(doc.entities.map((e) => e.name))];
}

/** The text of each of a document's pages ('' where a file cannot be read). */
function pageTexts(doc: PublicDocument): Promise<string[]> {
  return Promise.all(doc.text_files.map((f) => readFile(f, 'utf8').catch(() => '')));
}

function indexedDocument(doc: PublicDocument, texts: string[], names: string[]): IndexedDocument {
  return {
    document_id: doc.id,
    title: doc.title,
    date: doc.date,
    source: doc.source,
    category: doc.category,
    verification_level: doc.verification_level,
    summary: doc.summary,
    content: texts.join('\n\n'),
    // Searched as the site's index searches it: each page without its furniture, which the index writer
    // takes out.
    pages: texts,
    pagesWithFurniture: true,
    entities: entityNames(doc),
    names,
    tags: doc.tags,
    case_number: doc.case_number,
    named: doc.entities.flatMap((e) => (e.kind ? [{ name: e.name, kind: FIELD_OF_KIND[e.kind] }] : [])),
  };
}

export class ArchiveView {
  private current: Snapshot | null = null;
  /**
   * The records read for the last snapshot, at its commit, and the documents the work tree then held
   * otherwise than the commit: the next snapshot reads only the records that changed since.
   */
  private records: { commit: string; reads: RecordReads; uncommitted: Set<string> } | null = null;
  /** What the last model made of each record: the next one makes again only those of records read again. */
  private readonly forms = new RecordForms();
  private refreshing: Promise<SyncReport> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Work under way on the work tree (an intake, an enrichment): the watch waits for it to end. */
  private holds = 0;
  private readonly git: Git;

  /** The repository folder that holds `archive/` (options.root may name `archive/` itself). */
  private readonly root: string;

  constructor(private readonly options: ViewOptions) {
    this.root = archiveLocation(options.root).root;
    this.git = new Git(this.root);
  }

  get db(): SearchDb {
    return this.options.db;
  }

  /** Searches the index (SearchDb.search): in the search threads if the server has them, else on this thread. */
  search(...args: Parameters<SearchDb['search']>): Promise<ReturnType<SearchDb['search']>> {
    const threads = this.options.threads;
    return threads ? threads.search(...args) : Promise.resolve(this.options.db.search(...args));
  }

  /** The snapshot being served; throws before the first refresh (the server listens only after it). */
  get snapshot(): Snapshot {
    if (!this.current) throw new Error('ArchiveView: read before the first refresh');
    return this.current;
  }

  /**
   * Brings the snapshot and the index to the checked-out commit. Calls made while one runs share a
   * second run after it, so a burst of commits costs at most two refreshes.
   */
  refresh(): Promise<SyncReport> {
    if (this.refreshing) {
      return this.refreshing.then(() => this.refresh());
    }
    return this.running(() => this.load());
  }

  /**
   * Drops the index and builds it again from the checked-out commit. The index is emptied as part of the
   * run, not before it: emptying waits for the search threads to hold, and a refresh started meanwhile (the
   * watch, a merge) would find the index being written.
   */
  async rebuild(): Promise<SyncReport> {
    while (this.refreshing) await this.refreshing.catch(() => undefined);
    return this.running(async () => {
      await this.options.db.clear();
      return this.load();
    });
  }

  /** Runs `work` as the refresh under way: calls to `refresh` made meanwhile wait for it. */
  private running(work: () => Promise<SyncReport>): Promise<SyncReport> {
    this.refreshing = work().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * Runs `work` (which changes the work tree: merges, enrichment) with the watch held off, so no snapshot
   * is read from a half-written tree; the caller refreshes when it is done.
   */
  async holding<T>(work: () => Promise<T>): Promise<T> {
    this.holds++;
    try {
      return await work();
    } finally {
      this.holds--;
    }
  }

  /**
   * Looks for a new commit every `intervalMs` (commits made by others: a pull, a hand merge, an intake).
   * Git is asked only when the files it rewrites on a commit changed (head-signature.ts), and every
   * `ASKED_ANYWAY` intervals whatever they say.
   */
  watch(intervalMs: number): void {
    let signature: Promise<HeadSignature> | null = null;
    let quiet = 0;
    let failed = false;
    this.timer = setInterval(() => {
      if (this.refreshing || this.holds) return;
      void (async () => {
        signature ??= this.git.text(['rev-parse', '--absolute-git-dir', '--git-common-dir']).then((out) => {
          const [gitDir, commonDir] = out.trim().split('\n');
          return new HeadSignature(gitDir!, resolve(this.root, commonDir!));
        });
        const changed = await (await signature).changed();
        if (!changed && !failed && ++quiet < ASKED_ANYWAY) return;
        quiet = 0;
        failed = false;
        const head = await headCommit(this.git);
        if (head !== this.current?.commit) await this.refresh();
      })().catch((err: unknown) => {
        // Asked again at the next interval, whatever the files say.
        failed = true;
        signature = null;
        this.options.log?.(`archive watch: ${(err as Error).message}`);
      });
    }, intervalMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.refreshing?.catch(() => undefined);
  }

  private async load(): Promise<SyncReport> {
    const started = Date.now();
    const commit = await headCommit(this.git);
    const from = this.options.db.commit;
    if (this.current?.commit === commit && from === commit) {
      return { commit, from, mode: 'unchanged', indexed: 0, removed: 0, ms: Date.now() - started };
    }
    const git = askedOnce(this.git);
    // The server answers while the archive is read: long loops pass their turn.
    const slices = new TimeSlices();
    const model = await loadReadModel({
      archiveDir: this.options.root,
      base: this.options.base,
      records: recordsOf(await this.recordsAt(commit, git, slices)),
      forms: this.forms,
    });
    const report = await this.syncIndex(model, commit, from, git, slices);
    report.ms = Date.now() - started;
    this.options.log?.(
      `archive at ${commit.slice(0, 12)}: ${model.documents.length} documents; index ${report.mode}` +
        (report.mode === 'unchanged' ? '' : ` (${report.indexed} indexed, ${report.removed} removed)`) +
        ` in ${report.ms} ms`,
    );
    // The first snapshot is served once the lists are filled, so a fresh index never answers searches
    // cold (a restart on a filled index, or a commit, which keeps the lists in step, finds nothing to
    // fill); a later one at once, the lists filling meanwhile if a large change dropped them.
    const filling = this.fillSearchLists();
    const first = !this.current;
    if (first) await filling.then(() => this.warmSearchLists());
    this.current = { commit, model, since: new Date().toISOString() };
    if (!first) void this.warmSearchLists();
    return report;
  }

  /**
   * The archive's records at `commit`: after a first full read, only those of the documents a commit
   * since touched, or that the work tree holds otherwise than its commit (now, or at the last read), are
   * read again. At 30,000 documents a full read is 3–8 s of the 10–14 s a commit took to be served.
   */
  private async recordsAt(commit: string, git: GitAnswers, slices: TimeSlices): Promise<RecordReads> {
    const root = this.root;
    const last = this.records;
    const [uncommitted, folders] = await Promise.all([
      uncommittedDocuments(root).catch(() => null),
      last ? listDocumentIds(root) : [],
    ]);
    let reads: RecordReads;
    if (last && uncommitted && (await git.known(last.commit))) {
      const changed = await git.changedSince(last.commit, commit);
      reads = await rereadRecords(root, last.reads, [
        ...changed.documents,
        ...uncommitted,
        ...last.uncommitted,
        ...(await foldersChanged(last.reads, folders, slices)),
      ]);
    } else reads = await readRecords(root);
    this.records = uncommitted ? { commit, reads, uncommitted } : null;
    return reads;
  }

  /**
   * Reads the stored search lists into memory (SearchDb.warmTermLists), in the search threads when there
   * are some: before the first answer, so a restart answers as fast as a server that has run for a while;
   * after a commit, those it touched.
   */
  private async warmSearchLists(): Promise<void> {
    const started = Date.now();
    const warming = this.options.threads ? this.options.threads.warm() : this.options.db.warmTermLists();
    await warming.then(
      (read) => read && this.options.log?.(`search lists: ${read} read into memory in ${Date.now() - started} ms`),
      (err: unknown) => this.options.log?.(`search lists: ${(err as Error).message}`),
    );
  }

  /**
   * Fills the search's kept lists of common words that are not stored (SearchDb.fillTermLists), so no
   * query waits for a first pass over its words; a later commit ends the run and starts another.
   */
  private async fillSearchLists(): Promise<void> {
    if (this.options.db.termListsFilled) return;
    this.options.log?.("search lists: reading the lists of the index's common terms");
    await this.options.db.fillTermLists().then(
      (fill) =>
        this.options.log?.(
          fill.complete
            ? `search lists: every common term's list kept (${fill.filled} filled now, ${fill.found} kept already) in ${fill.ms} ms`
            : `search lists: ${fill.filled} filled, then stopped (the index changed or closed) after ${fill.ms} ms`,
        ),
      (err: unknown) => this.options.log?.(`search lists: ${(err as Error).message}`),
    );
  }

  private async syncIndex(
    model: ReadModel,
    commit: string,
    from: string | null,
    git: GitAnswers,
    slices: TimeSlices,
  ): Promise<SyncReport> {
    const db = this.options.db;
    const report: SyncReport = { commit, from, mode: 'unchanged', indexed: 0, removed: 0, ms: 0 };
    if (from === commit) return report;
    const namesOf = searchNames(model);
    let upsert: PublicDocument[] = [];
    let indexed = new Set<string>();
    if (from && (await git.known(from))) {
      report.mode = 'incremental';
      const changed = await git.changedSince(from, commit);
      // A registry may add or drop names without the record changing; the names indexed are read only then
      // (at 100,000 generated documents some 6 MB of text to read, and to collect again, per commit).
      const names = changed.registries ? await db.indexedEntities() : null;
      indexed = names ? new Set(names.keys()) : await db.indexedIds();
      for (const d of model.documents) {
        await slices.pass();
        if (
          changed.documents.has(d.id) ||
          !indexed.has(d.id) ||
          (names !== null && names.get(d.id) !== JSON.stringify(namesOf(d)))
        )
          upsert.push(d);
      }
    } else {
      report.mode = 'full';
      await db.clear();
      upsert = model.documents;
    }
    const remove: string[] = [];
    for (const id of indexed) {
      await slices.pass();
      if (!model.byId.has(id)) remove.push(id);
    }
    report.removed = remove.length;
    if (report.mode === 'incremental' && upsert.length + remove.length > FOLLOWED_DOCUMENTS) db.dropTermLists();
    // Every batch but the last keeps the old commit: an interrupted build resumes as a full one.
    const keep = report.mode === 'full' ? '' : (from ?? '');
    if (!upsert.length) await db.applyInBackground({ upsert: [], remove, commit });
    for (let i = 0; i < upsert.length; i += BATCH) {
      const docs = upsert.slice(i, i + BATCH);
      const texts = await Promise.all(docs.map(pageTexts));
      // Each document's text and names put together: answers are given turns between documents.
      const slices = new TimeSlices();
      const batch: IndexedDocument[] = [];
      for (const [k, d] of docs.entries()) {
        await slices.pass();
        batch.push(indexedDocument(d, texts[k]!, namesOf(d)));
      }
      const last = i + BATCH >= upsert.length;
      await db.applyInBackground({ upsert: batch, remove: i === 0 ? remove : [], commit: last ? commit : keep });
      report.indexed += batch.length;
      if (!last) this.options.log?.(`indexing: ${report.indexed}/${upsert.length} documents`);
    }
    return report;
  }
}
