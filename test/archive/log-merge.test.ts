import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DecisionLogEntry } from '../../actions/lib/archive/records.js';
import { DECISIONS_GITATTRIBUTES, formatLogLine, readDecisionLog } from '../../actions/lib/archive/decisions-log.js';
import { createRepo } from '../intake/git-fixture.js';

function entry(uploadId: string): DecisionLogEntry {
  return {
    upload_id: uploadId,
    state: 'rejected',
    decided_at: '2026-11-21T10:00:00.000Z',
    file: { name: 'x.pdf', sha256: uploadId.padEnd(64, '0'), bytes: 1 },
    metadata_sha256: null,
    title: null,
    relevance: 0.1,
    threshold: 0.7,
    reasons: [{ code: 'relevance.below_threshold', message: 'low', hint: 'fix', severity: 'error' }],
    duplicates: [],
    document_id: null,
    submitted_via: { kind: 'pull_request', ref: 'refs/pull/1/head', number: 1 },
    submitted_by: null,
    commit: null,
    pipeline_version: '0.1.0',
  };
}

describe('decisions log in git', () => {
  it('two branches that each append decisions merge without a conflict, keeping both lines', async () => {
    const { root, git, cleanup } = await createRepo();
    try {
      const log = join(root, 'archive/decisions/2026-11.jsonl');
      await mkdir(join(root, 'archive/decisions'), { recursive: true });
      await writeFile(join(root, '.gitattributes'), `${DECISIONS_GITATTRIBUTES}\n`);
      await writeFile(log, formatLogLine(entry('up_0000000000000001')));
      await git.raw(['add', '.gitattributes', 'archive']);
      await git.raw(['commit', '--quiet', '-m', 'First decision']);
      for (const [branch, id] of [
        ['a', 'up_000000000000000a'],
        ['b', 'up_000000000000000b'],
      ] as const) {
        await git.raw(['switch', '--quiet', '-c', branch, 'main']);
        await appendFile(log, formatLogLine(entry(id)));
        await git.raw(['commit', '--quiet', '-am', `Decision ${id}`]);
      }
      await git.raw(['switch', '--quiet', 'main']);
      await git.raw(['merge', '--quiet', '--no-edit', 'a']);
      await git.raw(['merge', '--quiet', '--no-edit', 'b']);
      const read = await readDecisionLog(root);
      expect(read.problems).toEqual([]);
      expect(read.entries.map((e) => e.upload_id)).toEqual([
        'up_0000000000000001',
        'up_000000000000000a',
        'up_000000000000000b',
      ]);
    } finally {
      await cleanup();
    }
  });
});
