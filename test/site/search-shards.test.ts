import { describe, expect, it } from 'vitest';
import {
  isShardDir,
  planSearchShards,
  shardDir,
  shardMayHoldYear,
  type ShardDocument,
} from '../../site/search-index/shards.js';

const doc = (id: string, date: string, chars = 100): ShardDocument => ({
  id,
  date,
  year: /^\d{4}/.test(date) ? date.slice(0, 4) : 'undated',
  chars,
});

describe('search index shards', () => {
  it('orders documents newest first, undated last, ties by id, and cuts at the document limit', () => {
    const docs = [
      doc('c', '2019-05-01'),
      doc('a', '2021-01-01'),
      doc('z', 'undated'),
      doc('b', '2019-05-01'),
      doc('d', '2020-12-31'),
    ];
    const plan = planSearchShards(docs, { documents: 2, chars: 1e9 });
    expect(
      plan.map((s) => ({ dir: s.dir, ids: s.documents.map((d) => d.id), newest: s.newestYear, oldest: s.oldestYear })),
    ).toEqual([
      { dir: 'pagefind/', ids: ['a', 'd'], newest: '2021', oldest: '2020' },
      { dir: 'pagefind-2/', ids: ['b', 'c'], newest: '2019', oldest: '2019' },
      { dir: 'pagefind-3/', ids: ['z'], newest: 'undated', oldest: 'undated' },
    ]);
  });

  it('cuts at the text limit, and keeps a document larger than the limit in a shard of its own', () => {
    const docs = [
      doc('a', '2024-01-03', 60),
      doc('b', '2024-01-02', 50),
      doc('c', '2024-01-01', 500),
      doc('d', '2023-01-01', 40),
    ];
    const plan = planSearchShards(docs, { documents: 100, chars: 100 });
    expect(plan.map((s) => s.documents.map((d) => d.id))).toEqual([['a'], ['b'], ['c'], ['d']]);
    expect(planSearchShards(docs, { documents: 100, chars: 110 }).map((s) => s.documents.map((d) => d.id))).toEqual([
      ['a', 'b'],
      ['c'],
      ['d'],
    ]);
  });

  it('plans one empty shard for an empty archive, and refuses limits that are not positive', () => {
    expect(planSearchShards([])).toEqual([
      { dir: 'pagefind/', documents: [], newestYear: 'undated', oldestYear: 'undated' },
    ]);
    expect(() => planSearchShards([doc('a', '2020')], { documents: 0, chars: 10 })).toThrow(/must be positive/);
  });

  it('names the bundles pagefind/, pagefind-2/, …', () => {
    expect([0, 1, 9].map(shardDir)).toEqual(['pagefind/', 'pagefind-2/', 'pagefind-10/']);
    expect(['pagefind', 'pagefind-2', 'pagefind-10', 'pagefinder', 'pagefind-', 'assets'].map(isShardDir)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('skips a shard for a year filter only when its years rule the year out', () => {
    const shard = { newestYear: '2021', oldestYear: '2019' };
    expect(['2022', '2021', '2020', '2019', '2018'].map((y) => shardMayHoldYear(shard, y))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    // An undated tail leaves the oldest end open; an undated filter value or shard matches everything.
    expect(shardMayHoldYear({ newestYear: '2021', oldestYear: 'undated' }, '1990')).toBe(true);
    expect(shardMayHoldYear({ newestYear: '2021', oldestYear: 'undated' }, '2022')).toBe(false);
    expect(shardMayHoldYear({ newestYear: 'undated', oldestYear: 'undated' }, '2022')).toBe(true);
    expect(shardMayHoldYear(shard, 'undated')).toBe(true);
  });
});
