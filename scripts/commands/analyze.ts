import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, CONFIG_FILE } from '../../actions/lib/core/config.js';
import type { Problem } from '../../actions/lib/core/problem.js';
import type { AnalysisResult } from '../../actions/lib/archive/records.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { boundedReader } from '../../actions/lib/pipeline/bounded.js';
import { renderReport } from '../../actions/lib/report/markdown.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { progressPrinter } from '../progress.js';

const usage = `Usage: dirhub analyze FILE [--metadata FILE] [--repo DIR] [--json] [--no-cache] [--quiet]

Decides one upload (a PDF, PNG or JPEG) exactly as the intake would, without changing any repository:
validation, text extraction with OCR where a page has no text, duplicates, relevance and the decision.

Options:
  --metadata FILE  the upload's metadata JSON (default: FILE with its extension replaced by .json, if present)
  --repo DIR       the archive repository to compare against: its dirhub.config.json, archive/ and
                   decisions log are read, never written (default: the current folder when it holds
                   ${CONFIG_FILE}; otherwise the built-in defaults and an empty archive)
  --json           print one JSON object: status (accepted | rejected | invalid), relevance (number or
                   null), errors [{code, message, hint}], warnings, pages, ocr_pages, text, and the details
  --no-cache       do not read or write the extraction/OCR cache
  --quiet          no progress on stderr

Exit status: 0 when a decision was reached (whatever it is), 2 for a usage error (missing file),
1 when something broke.`;

function findRepo(explicit: string | undefined): string | null {
  if (explicit) return resolve(explicit);
  return existsSync(join(process.cwd(), CONFIG_FILE)) ? process.cwd() : null;
}

/**
 * The intake's hint for a missing metadata file speaks of uploads/NAME.json in a pull request; here the
 * file is named on the command line, so the hint also says how to give it.
 */
export function withCommandLineHint(result: AnalysisResult, file: string): AnalysisResult {
  const sibling = `${basename(file, extname(file))}.json`;
  const hint = (p: Problem): Problem =>
    p.code === 'upload.metadata_missing'
      ? { ...p, hint: `Pass it with --metadata FILE, or put ${sibling} beside ${basename(file)}. ${p.hint}` }
      : p;
  return { ...result, errors: result.errors.map(hint), warnings: result.warnings.map(hint) };
}

export const command: Command = {
  name: 'analyze',
  summary: 'Decide one file (PDF or image) without touching any repository',
  usage,
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        metadata: { type: 'string' },
        repo: { type: 'string' },
        json: { type: 'boolean', default: false },
        'no-cache': { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
      },
    });
    if (positionals.length !== 1) throw new UsageError('give exactly one FILE to analyze');
    const file = resolve(positionals[0]!);
    if (!existsSync(file)) throw new UsageError(`no such file: ${file}`);
    const sibling = join(dirname(file), `${basename(file, extname(file))}.json`);
    const metadataPath = values.metadata
      ? resolve(values.metadata)
      : existsSync(sibling) && sibling !== file
        ? sibling
        : null;
    if (metadataPath && !existsSync(metadataPath)) throw new UsageError(`no such metadata file: ${metadataPath}`);

    const root = findRepo(values.repo);
    const config = await loadConfig(root ?? process.cwd());
    const progress = values.quiet ? undefined : progressPrinter('analyze');
    const result = await analyzeUpload(
      {
        name: basename(file),
        file: new Uint8Array(await readFile(file)),
        metadata: metadataPath ? new Uint8Array(await readFile(metadataPath)) : null,
        metadataName: metadataPath ? basename(metadataPath) : null,
      },
      {
        root,
        config,
        reader: boundedReader(),
        ...(values['no-cache'] ? { cache: null } : {}),
        ...(progress ? { onProgress: progress } : {}),
      },
    );
    const shown = metadataPath ? result : withCommandLineHint(result, file);
    process.stdout.write(values.json ? `${JSON.stringify(shown, null, 2)}\n` : `${renderReport(shown)}\n`);
    return EXIT.ok;
  },
};
