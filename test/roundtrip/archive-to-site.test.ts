/**
 * The round trip: filings the project writes itself (three born-digital, one printed and scanned) go
 * through the real intake (validation, extraction, OCR, relevance, merge into archive/), the real
 * enrichment, and the real site build; every document's page and API file are then checked against the
 * record the archive holds, field by field. Nothing here is a fixture's idea of the archive format.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { simpleGit } from 'simple-git';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRecords } from '../../actions/lib/archive/read.js';
import type { DocumentRecord } from '../../actions/lib/archive/records.js';
import { loadConfig } from '../../actions/lib/core/config.js';
import { ENRICHMENT_VERSION } from '../../actions/lib/enrichment/stages/context.js';
import { enrichArchive, type EnrichArchiveResult } from '../../actions/lib/enrichment/run.js';
import { runIntake, type IntakeRun } from '../../actions/lib/intake/run.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { createSharedOcrEngine } from '../../actions/lib/pipeline/processing/process.js';
import type { OcrEngine } from '../../actions/lib/pipeline/processing/ocr.js';
import {
  APPELLATE_OPINION,
  DOCKETING_NOTICE,
  ORDER_ON_MOTION_TO_DISMISS,
  SCHEDULING_ORDER,
} from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { scanPdf } from '../../scripts/demo/scanner.js';
import { buildSite, type BuildReport } from '../../site/generator/build.js';
import { PROJECT_ROOT } from '../helpers/paths.js';

const WHO = ['-c', 'user.name=Ada Contributor', '-c', 'user.email=ada@example.org'];

let dir: string;
let root: string;
let site: string;
let intake: IntakeRun;
let enriched: EnrichArchiveResult;
let report: BuildReport;
let records: DocumentRecord[];

const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const apiFile = async (path: string) =>
  JSON.parse(await readFile(join(site, path), 'utf8')) as { data: Record<string, unknown> };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dirhub-roundtrip-'));
  root = join(dir, 'repo');
  site = join(dir, 'site');
  await mkdir(join(root, 'uploads'), { recursive: true });
  const git = simpleGit({ baseDir: root });
  await git.init(['-q', '-b', 'main']);
  await copyFile(join(PROJECT_ROOT, 'dirhub.config.json'), join(root, 'dirhub.config.json'));
  await writeFile(join(root, 'uploads', '.gitkeep'), '');
  await writeFile(join(root, '.gitignore'), '.dirhub-cache/\n');
  await git.add(['-A']);
  await git.raw([...WHO, 'commit', '-q', '-m', 'Start the archive']);

  const uploads = [
    {
      name: 'harlow-order',
      pdf: await textToPdf(ORDER_ON_MOTION_TO_DISMISS.text),
      title: 'Harlow v. Northfield Grain Cooperative — order on the motion to dismiss',
      date: '2022-03-14',
      source: 'U.S. District Court, District of Maine',
    },
    {
      name: 'okafor-opinion',
      pdf: await textToPdf(APPELLATE_OPINION.text),
      title: 'United States v. Okafor — opinion',
      date: '2022-11-03',
      source: 'U.S. Court of Appeals for the First Circuit',
    },
    {
      name: 'docketing-notice',
      pdf: await textToPdf(DOCKETING_NOTICE.text),
      title: 'Docketing notice',
      date: '2022-06-01',
      source: 'U.S. Court of Appeals for the First Circuit',
    },
    {
      name: 'pell-scheduling-scan',
      pdf: await scanPdf(await textToPdf(SCHEDULING_ORDER.text), {
        dpi: 200,
        skewDegrees: 1.2,
        speckle: 0.00003,
        seed: 7,
      }),
      title: 'Pell v. Granite State Mutual — scheduling order (scanned)',
      date: '2022-04-11',
      source: 'U.S. District Court, District of New Hampshire',
    },
  ];
  for (const u of uploads) {
    await git.checkout(['-q', '-b', `upload/${u.name}`, 'main']);
    await writeFile(join(root, 'uploads', `${u.name}.pdf`), u.pdf);
    const metadata = { title: u.title, date: u.date, source: u.source, relevance: 'high', source_type: 'court' };
    await writeFile(join(root, 'uploads', `${u.name}.json`), `${JSON.stringify(metadata, null, 2)}\n`);
    await git.add(['-A']);
    await git.raw([...WHO, 'commit', '-q', '-m', `Upload ${u.name}`]);
    await git.checkout(['-q', 'main']);
  }

  const config = await loadConfig(root);
  let ocr: OcrEngine | undefined;
  try {
    intake = await runIntake({
      root,
      config,
      analyzer: (upload, ctx) =>
        analyzeUpload(upload, { ...ctx, ocrEngine: (ocr ??= createSharedOcrEngine(ctx.config)) }),
    });
  } finally {
    await ocr?.close();
  }
  const run = await enrichArchive({ root, config });
  if ('refused' in run) throw new Error(run.refused.message);
  enriched = run;
  report = await buildSite({ archiveDir: join(root, 'archive'), outDir: site });
  records = (await listRecords(root)).items;
}, 300_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('real documents through intake, enrichment and the site build', () => {
  it('merges every upload and enriches every document', () => {
    expect(intake.refused).toBeNull();
    expect(intake.outcomes.map((o) => [o.branch, o.plan?.action, o.problem])).toEqual([
      ['upload/docketing-notice', 'merge', null],
      ['upload/harlow-order', 'merge', null],
      ['upload/okafor-opinion', 'merge', null],
      ['upload/pell-scheduling-scan', 'merge', null],
    ]);
    expect(records).toHaveLength(4);
    expect(enriched.problems).toEqual([]);
    expect(enriched.stats.enriched).toBe(4);
    // What the intake's analysis found in each text (the scan's OCR'd page too) was kept in its record and
    // taken over by the enrichment, which read no text again; taken in, it is no longer kept apart.
    expect(enriched.stats.from_analysis).toBe(4);
    for (const r of records) expect(r.findings).toBeUndefined();
    for (const r of records) expect(r.enrichment?.version).toBe(ENRICHMENT_VERSION);
    // The scan was read by OCR, and its record says so.
    const scan = records.find((r) => r.title.includes('(scanned)'))!;
    expect(scan.text.ocr_pages).toEqual([1]);
    expect(report.documents).toBe(4);
    expect(report.warnings).toEqual([]);
  });

  it("each document API file holds its record's fields, and its text", async () => {
    for (const r of records) {
      const { data } = await apiFile(`api/v1/documents/${r.document_id}.json`);
      expect(data).toMatchObject({
        document_id: r.document_id,
        title: r.title,
        date: r.date,
        source: r.source,
        category: r.category,
        verification_level: r.verification_level,
        summary: r.summary,
        tags: r.tags,
        pages: r.pages,
        source_type: r.metadata.source_type,
      });
      expect(data.file).toMatchObject({ sha256: r.file.sha256, bytes: r.file.bytes, media_type: r.file.media_type });
      expect([...(data.entities as string[])].sort()).toEqual([...r.entities].sort());
      const pageTexts = await Promise.all(
        r.text.pages.map((p) =>
          readFile(join(root, 'archive', 'documents', r.document_id.slice(0, 2), r.document_id, p), 'utf8'),
        ),
      );
      // The text is stored once, in the file the API names; it holds the pages as the archive does.
      expect(data.content).toBeUndefined();
      expect(data.text_url).toBe(`/documents/${r.document_id}/text.json.gz`);
      expect(JSON.parse(gunzipSync(await readFile(join(site, data.text_url as string))).toString('utf8'))).toEqual(
        pageTexts,
      );
      const refs = (data.cross_references as { document_id: string; type: string }[])
        .map((x) => `${x.type}:${x.document_id}`)
        .sort();
      expect(refs).toEqual(r.enrichment!.cross_references.map((x) => `${x.type}:${x.document_id}`).sort());
    }
  });

  it('the document list names every record once, newest first', async () => {
    const { data } = (await apiFile('api/v1/documents.json')) as unknown as {
      data: { document_id: string; date: string }[];
    };
    expect(data.map((d) => d.document_id).sort()).toEqual(records.map((r) => r.document_id).sort());
    const dates = data.map((d) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('each document page shows its title, date, source, category, summary and people', async () => {
    for (const r of records) {
      const page = await readFile(join(site, 'documents', r.document_id, 'index.html'), 'utf8');
      expect(page).toContain(`<h1`);
      for (const field of [r.title, r.source, r.date, r.category ?? '']) expect(page).toContain(html(field));
      if (r.summary) expect(page).toContain(html(r.summary.slice(0, 60)));
      for (const e of r.enrichment!.entities.filter((x) => x.type === 'person')) expect(page).toContain(html(e.name));
    }
  });
});
