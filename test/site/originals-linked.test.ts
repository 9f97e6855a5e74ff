/**
 * At 30,000 documents and 20,000 images the originals are far past what GitHub Pages publishes (1 GB),
 * so a build told where they are served links them there by their repository path instead of copying
 * them in; a local preview (`--serve`) keeps its own copies.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDir } from '../../actions/lib/archive/layout.js';
import type { SitePlan } from '../../site/generator/plan.js';
import { writeArchive, writeImages } from '../helpers/archive-fixtures.js';
import { DIRHUB_BIN } from '../helpers/paths.js';
import { listFiles } from './crawl.js';
import { KNOWN_DOCS } from './fixture.js';

const run = promisify(execFile);
const dirhub = (...args: string[]) =>
  run(process.execPath, [DIRHUB_BIN, 'build', ...args], { maxBuffer: 16 * 1024 * 1024 });
const MEDIA = 'https://media.githubusercontent.com/media/example-org/county-records/0123abc/';

describe('dirhub build --originals-url links the originals where they are stored', () => {
  let root: string;
  let ids: string[];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'dirhub-site-linked-'));
    ids = (await writeArchive(root, KNOWN_DOCS.slice(0, 2))).ids;
    await writeImages(join(root, 'archive'), [
      { document_id: ids[0]!, page: 1, text: 'Photograph of the scene', category: 'evidence', color: '#336699' },
    ]);
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('copies no original or image, and every page and API file links each at its repository path', async () => {
    const out = join(root, 'site');
    const plan = JSON.parse(
      (await dirhub('--archive', root, '--out', out, '--originals-url', MEDIA, '--dry-run', '--json')).stdout,
    ) as SitePlan;
    expect(plan.originals_url).toBe(MEDIA);
    expect(plan.copies).toEqual([]);
    await dirhub('--archive', root, '--out', out, '--originals-url', MEDIA);
    const written = listFiles(out).map((f) => relative(out, f).split('\\').join('/'));
    expect(written.filter((f) => /\.(pdf|png)$/.test(f) && !f.startsWith('assets/'))).toEqual([]);
    for (const id of ids) {
      const record = JSON.parse(readFileSync(join(root, documentDir(id), 'record.json'), 'utf8'));
      const url = `${MEDIA}${documentDir(id)}/${record.file.path}`;
      const page = readFileSync(join(out, 'documents', id, 'index.html'), 'utf8');
      expect(page).toContain(`href="${url}"`);
      const api = JSON.parse(readFileSync(join(out, 'api', 'v1', 'documents', `${id}.json`), 'utf8'));
      expect(api.data.file.url).toBe(url);
    }
    const slideshows = written.filter((f) => f.startsWith('slideshows/') && f.endsWith('.html'));
    expect(
      slideshows.some((f) => readFileSync(join(out, f), 'utf8').includes(`${MEDIA}archive/images/img-1.png`)),
    ).toBe(true);
  });

  it('takes site.originals_url from dirhub.config.json, and a local preview copies the originals anyway', async () => {
    await writeFile(join(root, 'dirhub.config.json'), JSON.stringify({ site: { originals_url: MEDIA.slice(0, -1) } }));
    try {
      const linked = JSON.parse(
        (await dirhub('--archive', root, '--out', join(root, 'cfg'), '--dry-run', '--json')).stdout,
      ) as SitePlan;
      expect(linked.originals_url).toBe(MEDIA);
      expect(linked.copies).toEqual([]);
      const preview = JSON.parse(
        (await dirhub('--archive', root, '--out', join(root, 'cfg'), '--serve', '--port', '0', '--dry-run', '--json'))
          .stdout,
      ) as SitePlan;
      expect(preview.originals_url).toBeNull();
      const copied = preview.copies.map((c) => c.to);
      expect(copied.filter((to) => to.startsWith('documents/')).sort()).toEqual(
        ids.map((id) => `documents/${id}/${id}.pdf`).sort(),
      );
      expect(copied.filter((to) => to.startsWith('images/'))).toHaveLength(1);
    } finally {
      await rm(join(root, 'dirhub.config.json'), { force: true });
    }
  });

  it('refuses an originals URL that is not http(s), saying what to give, and writes nothing', async () => {
    const failed = await dirhub(
      '--archive',
      root,
      '--out',
      join(root, 'bad'),
      '--originals-url',
      'ftp://example.org/',
    ).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('dirhub build: originals URL "ftp://example.org/" is not usable');
    expect(failed?.stderr).toContain('https://media.githubusercontent.com/media/OWNER/REPO/BRANCH/');
    expect(existsSync(join(root, 'bad'))).toBe(false);
  });
});
