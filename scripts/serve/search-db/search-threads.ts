/**
 * Searches answered in threads of their own, so that an index file is searched on more than one core.
 * Each thread (search-thread-worker.ts) reads the file through a replica (SearchDb.openReplica) with its
 * own kept lists, and follows the changes the server's SearchDb writes: before a change is written, every
 * thread begins a read transaction and goes on reading the index as it was (as the server's own
 * connection does); once it is committed, each ends it and patches its lists as the server patched its
 * own. A thread never answers from rows its lists do not know.
 *
 * A search goes to the ready thread with the fewest searches under way; until a thread is ready (its
 * lists read into memory), or if every thread was lost, it is answered on the server's own thread, as
 * without threads. A lost thread is not started again: its searches are answered there too.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerFile } from '../../../actions/lib/core/worker-file.js';
import type { SearchDb, SearchDbOptions } from './search-db.js';
import type { IndexFollower } from './search-db-types.js';
import type { RowChanges } from './term-lists.js';

/** `dirhub serve`'s search threads when not told: the machine's cores, at most four. */
export function defaultSearchThreads(): number {
  return Math.min(4, availableParallelism());
}

type SearchArgs = Parameters<SearchDb['search']>;
type SearchAnswer = ReturnType<SearchDb['search']>;

/** What a thread is started with. */
export interface SearchThreadData {
  path: string;
  options: Pick<SearchDbOptions, 'listedFromRows' | 'termListBytes'>;
}

export type ToSearchThread =
  | { type: 'search'; id: number; args: SearchArgs }
  | { type: 'hold'; id: number }
  | { type: 'warm'; id: number }
  | { type: 'changed'; id: number; rowids: number[] | null; patches: Map<string, RowChanges> | null };

/** A message before the thread's counter numbers it. */
type Unsent = ToSearchThread extends infer M ? (M extends ToSearchThread ? Omit<M, 'id'> : never) : never;

export type FromSearchThread =
  | { type: 'answer'; id: number; answer: SearchAnswer }
  | { type: 'done'; id: number }
  | { type: 'warmed'; id: number; lists: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'ready'; lists: number; problem?: string };

/** A thread that exited or failed before it answered: the search is answered on the server's thread. */
class ThreadLost extends Error {}

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

class SearchThread {
  readonly worker: Worker;
  ready = false;
  lost = false;
  private next = 0;
  readonly pending = new Map<number, Pending>();

  constructor(
    data: SearchThreadData,
    private readonly events: { ready(lists: number, problem?: string): void; lost(why: string): void },
  ) {
    this.worker = new Worker(workerFile(import.meta.url, 'search-thread-worker.js'), { workerData: data });
    this.worker.unref();
    this.worker.on('message', (message: FromSearchThread) => this.answered(message));
    this.worker.on('error', (err: Error) => this.lose(err.message));
    this.worker.on('exit', (code) => this.lose(`exited with ${code}`));
  }

  /** Sends a message and resolves with its answer; rejects with ThreadLost if the thread goes first. */
  ask<T>(message: Unsent): Promise<T> {
    if (this.lost) return Promise.reject(new ThreadLost('search thread: lost'));
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private answered(message: FromSearchThread): void {
    if (message.type === 'ready') {
      this.ready = !this.lost;
      this.events.ready(message.lists, message.problem);
      return;
    }
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (!pending) return;
    if (message.type === 'failed') pending.reject(new Error(message.message));
    else
      pending.resolve(
        message.type === 'answer' ? message.answer : message.type === 'warmed' ? message.lists : undefined,
      );
  }

  lose(why: string): void {
    if (this.lost) return;
    this.lost = true;
    this.ready = false;
    void this.worker.terminate();
    for (const pending of this.pending.values()) pending.reject(new ThreadLost(`search thread: ${why}`));
    this.pending.clear();
    this.events.lost(why);
  }
}

export class SearchThreads implements IndexFollower {
  private readonly threads: SearchThread[];
  private closed = false;

  /**
   * Starts `count` threads searching the index file at `path`, which `db` writes; they follow its changes
   * from now on. `log` hears when each is ready, and what was lost.
   */
  constructor(
    private readonly db: SearchDb,
    path: string,
    count: number,
    options: SearchThreadData['options'] = {},
    log: (line: string) => void = () => undefined,
  ) {
    const started = Date.now();
    this.threads = Array.from(
      { length: count },
      (_, i) =>
        new SearchThread(
          { path, options },
          {
            ready: (lists, problem) =>
              log(
                problem
                  ? `search thread ${i + 1}: ready, its lists not read (${problem})`
                  : `search thread ${i + 1}: ready, ${lists} lists read into memory in ${Date.now() - started} ms`,
              ),
            lost: (why) => {
              if (!this.closed)
                log(`search thread ${i + 1}: lost (${why}); its searches are answered on the server's thread`);
            },
          },
        ),
    );
    db.follow(this);
  }

  /** How many threads answer searches now. */
  get ready(): number {
    return this.threads.filter((t) => t.ready).length;
  }

  /** SearchDb.search, in the ready thread with the fewest searches under way; on this thread when none is. */
  async search(...args: SearchArgs): Promise<SearchAnswer> {
    let thread: SearchThread | null = null;
    for (const t of this.threads) if (t.ready && (!thread || t.pending.size < thread.pending.size)) thread = t;
    if (!thread || this.closed) return this.db.search(...args);
    try {
      return await thread.ask<SearchAnswer>({ type: 'search', args });
    } catch (err) {
      if (err instanceof ThreadLost && !this.closed) return this.db.search(...args);
      throw err;
    }
  }

  /**
   * Has every thread read the stored lists it does not hold into memory (SearchDb.warmTermLists: after a
   * change that dropped them, once they are filled again); resolves to the most any thread read.
   */
  async warm(): Promise<number> {
    const read = await Promise.all(
      this.threads.map((t) =>
        t.ask<number>({ type: 'warm' }).catch((err: Error) => (err instanceof ThreadLost ? 0 : Promise.reject(err))),
      ),
    );
    return Math.max(0, ...read);
  }

  hold(): Promise<void> {
    return this.everyThread({ type: 'hold' });
  }

  changed(rowids: number[] | null, patches: Map<string, RowChanges> | null): Promise<void> {
    return this.everyThread({ type: 'changed', rowids, patches });
  }

  /** Ends the threads, once the server takes no more requests: a search asked after this is answered on this thread. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  /**
   * Tells every thread; resolves once each has done it or is lost. A thread that could not do it (it cannot
   * read the index as the server does) is ended rather than left answering from another state.
   */
  private async everyThread(message: Unsent): Promise<void> {
    await Promise.all(
      this.threads.map((t) =>
        t.ask(message).catch((err: Error) => {
          if (!(err instanceof ThreadLost)) t.lose(`could not follow the index (${err.message})`);
        }),
      ),
    );
  }
}
