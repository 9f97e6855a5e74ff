/**
 * The hostile corpus (test/helpers/hostile/) read the way `dirhub analyze` reads an upload: each file in a
 * process of its own under the product's default limits, against the collection profile of the
 * dirhub.config.json in the current folder. For each file: its size, the decision and its first error's
 * code, the wall time and the reading process's peak memory.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG, loadConfig } from '../../actions/lib/core/config.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { boundedReader, type ReadUsage } from '../../actions/lib/pipeline/bounded.js';
import { HOSTILE_FILES, writeHostileCorpus } from '../../test/helpers/hostile/corpus.js';
import type { Benchmark } from './benchmark.js';

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KiB`
      : `${(bytes / 2 ** 20).toFixed(1)} MiB`;

export const bench: Benchmark = {
  name: 'hostile',
  title: 'Hostile files: every one decided, within the limits',
  async run(log) {
    const profile = await loadConfig(process.cwd());
    const config = { ...profile, limits: DEFAULT_CONFIG.limits };
    const loadAtStart = loadavg().map((l) => l.toFixed(1));
    const dir = await mkdtemp(join(tmpdir(), 'dirhub-hostile-'));
    try {
      const paths = await writeHostileCorpus(dir);
      const rows: string[] = [];
      let worstSeconds = 0;
      let worstMb = 0;
      for (const file of HOSTILE_FILES) {
        const path = paths.get(file.name)!;
        const bytes = new Uint8Array(await readFile(path));
        let usage: ReadUsage = { seconds: 0, peak_mb: null };
        const started = Date.now();
        const result = await analyzeUpload(
          {
            name: file.name,
            file: bytes,
            metadata: new Uint8Array(await readFile(path.replace(/\.[a-z]+$/, '.json'))),
            metadataName: 'metadata.json',
          },
          { root: null, config, cache: null, reader: boundedReader({ onUsage: (u) => (usage = u) }) },
        );
        const seconds = (Date.now() - started) / 1000;
        worstSeconds = Math.max(worstSeconds, seconds);
        worstMb = Math.max(worstMb, usage.peak_mb ?? 0);
        const code = result.errors[0]?.code ?? '—';
        const row = `| \`${file.name}\` | ${file.attack} | ${size(bytes.length)} | ${result.status} | \`${code}\` | ${seconds.toFixed(1)} s | ${usage.peak_mb === null ? '—' : `${usage.peak_mb.toFixed(0)} MB`} |`;
        rows.push(row);
        log(
          `${file.name}: ${result.status} ${code} in ${seconds.toFixed(1)} s, peak ${usage.peak_mb?.toFixed(0) ?? '?'} MB`,
        );
      }
      const limits = config.limits;
      const load = loadavg().map((l) => l.toFixed(1));
      return [
        `Limits (the defaults): \`read_seconds\` ${limits.read_seconds}, \`read_seconds_per_page\` ${limits.read_seconds_per_page}, \`read_memory_mb\` ${limits.read_memory_mb}, \`max_image_pixels\` ${limits.max_image_pixels.toLocaleString('en-US')}, \`max_pdf_image_pixels\` ${limits.max_pdf_image_pixels.toLocaleString('en-US')}, \`max_stream_bytes\` ${size(limits.max_stream_bytes)}, \`max_inflated_bytes\` ${size(limits.max_inflated_bytes)}, \`max_page_operations\` ${limits.max_page_operations.toLocaleString('en-US')}, \`page_draw_seconds\` ${limits.page_draw_seconds}.`,
        '',
        `${HOSTILE_FILES.length} files tried; the slowest took ${worstSeconds.toFixed(1)} s, the largest reading process peaked at ${worstMb.toFixed(0)} MB. The machine's load average (1, 5, 15 min) was ${loadAtStart.join(', ')} at the start and ${load.join(', ')} at the end: times on a machine shared this much are longer than on a quiet one.`,
        '',
        "Time is the whole analysis of the upload (reading process started, file read, relevance, names, dates and summary, decision); memory is the reading process's peak resident set (VmHWM, watched every 100 ms, and as the process reports it when it answers): the text's names and dates are read after it, in the analysing process, whose memory is not in this column. A process whose memory grows steadily is stopped before it reaches the memory limit (when the next 100 ms at the pace of the last 200 would pass it); one allocation larger than what is left can still take it past, by that allocation.",
        '',
        '| file | attack | bytes | decision | code | time | peak memory |',
        '|---|---|---:|---|---|---:|---:|',
        ...rows,
      ].join('\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
