/**
 * A search thread (search-threads.ts): answers searches from a replica of the server's index file
 * (SearchDb.openReplica), with the kept lists it reads into memory, and follows the index's changes as the
 * server tells it. Messages are answered one at a time, in the order they came. Nothing else imports it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SearchDb } from './search-db.js';
import type { FromSearchThread, SearchThreadData, ToSearchThread } from './search-threads.js';

const port = parentPort!;
const { path, options } = workerData as SearchThreadData;
const db = SearchDb.openReplica(path, options);
const send = (message: FromSearchThread) => port.postMessage(message);

const failed = (id: number, err: unknown) => send({ type: 'failed', id, message: (err as Error).message });

port.on('message', (message: ToSearchThread) => {
  try {
    if (message.type === 'search') send({ type: 'answer', id: message.id, answer: db.search(...message.args) });
    else if (message.type === 'warm')
      void db.warmTermLists().then(
        (lists) => send({ type: 'warmed', id: message.id, lists }),
        (err: unknown) => failed(message.id, err),
      );
    else if (message.type === 'hold') {
      db.holdSnapshot();
      send({ type: 'done', id: message.id });
    } else {
      db.followChange(message.rowids, message.patches);
      send({ type: 'done', id: message.id });
    }
  } catch (err) {
    failed(message.id, err);
  }
});

void db.warmTermLists().then(
  (lists) => send({ type: 'ready', lists }),
  (err: unknown) => send({ type: 'ready', lists: 0, problem: (err as Error).message }),
);
