/**
 * A consumption folder: every document (PDF, PNG, JPEG) dropped into it, in it or a sub-folder, with its
 * `NAME.json` metadata beside it when the person who dropped it wrote one (the upload contract), else the
 * file's name as its title and its modification day as its date. The folder is read, never changed: a
 * document is known by its path, size and modification time, so replacing a file brings it again.
 */
import { stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';
import { problem } from '../../core/problem.js';
import { scanImportFolder } from '../../import/folder.js';
import type { FolderSource } from '../config.js';
import type { Candidate } from '../state.js';
import { isoDay, oneLine, type SourceKindModule } from './kind.js';

export const folderKind: SourceKindModule<FolderSource> = {
  async list(source, _cursor, ctx) {
    const dir = isAbsolute(source.path) ? source.path : resolve(ctx.root, source.path);
    let folder;
    try {
      folder = await scanImportFolder(dir);
    } catch (err) {
      return {
        ok: false,
        problem: problem(
          'discovery.source_unreachable',
          `The folder ${dir} of source "${source.name}" cannot be read: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}.`,
          'Create the folder (or mount it) and give the run access to it; nothing else changed.',
        ),
      };
    }
    const candidates: Candidate[] = [];
    for (const entry of folder.entries) {
      if (!entry.file) continue;
      const path = join(dir, entry.file);
      const info = await stat(path);
      let metadata: Record<string, unknown> = {};
      if (entry.metadata) {
        try {
          const parsed: unknown = JSON.parse(await readFile(join(dir, entry.metadata), 'utf8'));
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
            metadata = parsed as Record<string, unknown>;
        } catch {
          // A metadata file that is no JSON object is left out; the file's own name and date stand in,
          // and the intake judges the upload as any other.
          ctx.log(`${source.name}: ${entry.metadata} is not a JSON object; the file's name and date stand in`);
        }
      }
      const name = entry.name.split('/').pop() ?? entry.name;
      candidates.push({
        key: `${entry.file}:${info.size}:${Math.floor(info.mtimeMs)}`,
        url: pathToFileURL(path).href,
        metadata: {
          title: oneLine(name.replace(/[-_]+/g, ' ')),
          date: isoDay(info.mtime.toISOString()),
          ...metadata,
        },
        listed_at: info.mtime.toISOString(),
        docket: null,
      });
    }
    return { ok: true, candidates, cursor: {} };
  },
};
