import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SimpleGit } from 'simple-git';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../actions/lib/core/hash.js';
import type { DocumentRecord } from '../../actions/lib/archive/records.js';
import { readDecisionLog } from '../../actions/lib/archive/decisions-log.js';
import { uploadIdFor } from '../../actions/lib/archive/upload-id.js';
import { documentDir, documentIdFor } from '../../actions/lib/archive/layout.js';
import { DIRHUB_BIN, HAS_CORPUS, PROJECT_ROOT, corpusFile, describeWithCorpus } from '../helpers/paths.js';
import { addBranch, branches, createRepo, headOf, metadataJson, snapshot } from './git-fixture.js';

function dirhub(...args: string[]) {
  const r = spawnSync(process.execPath, [DIRHUB_BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

async function recipePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const lines = [
    "Grandmother's chocolate chip cookies",
    'Cream one cup of butter with three quarters of a cup of brown sugar until fluffy.',
    'Beat in two eggs and a teaspoon of vanilla extract, then fold in the flour and baking soda.',
    'Stir in two cups of chocolate chips and a handful of chopped walnuts.',
    'Bake spoonfuls on a greased tray at 375 degrees for ten minutes, until golden at the edges.',
    'Let the cookies cool on a wire rack before serving them with a glass of cold milk.',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 20, size: 11, font }));
  pdf.setCreationDate(new Date('2020-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2020-01-01T00:00:00Z'));
  return pdf.save();
}

describeWithCorpus(
  'dirhub intake and dirhub status (real analyzer, real PDFs, real repository)',
  'dirhub intake and status with the real analyzer on a real court order',
  () => {
    let root: string;
    let git: SimpleGit;
    let cleanup: () => Promise<void>;
    let court: Uint8Array;
    let recipe: Uint8Array;
    const courtMeta = metadataJson('In re Liebowitz: order of the Tenth Circuit', { source_type: 'court' });
    const recipeMeta = metadataJson('Chocolate chip cookies');

    beforeAll(async () => {
      ({ root, git, cleanup } = await createRepo());
      await writeFile(join(root, 'dirhub.config.json'), await readFile(join(PROJECT_ROOT, 'dirhub.config.json')));
      await git.raw(['add', 'dirhub.config.json']);
      await git.raw(['commit', '--quiet', '-m', 'Collection profile']);
      court = new Uint8Array(await readFile(corpusFile('court', 'recap_documents_ca10_010110462922.pdf')));
      recipe = await recipePdf();
      await addBranch(git, root, 'upload/liebowitz', {
        'uploads/liebowitz.pdf': court,
        'uploads/liebowitz.json': courtMeta,
      });
      await addBranch(git, root, 'upload/cookies', {
        'uploads/cookies.pdf': recipe,
        'uploads/cookies.json': recipeMeta,
      });
      await addBranch(git, root, 'upload/with-workflow', {
        'uploads/again.pdf': recipe,
        'uploads/again.json': metadataJson('Cookies, second batch'),
        '.github/workflows/x.yml': 'on: push\n',
      });
    });
    afterAll(async () => {
      await cleanup();
    });

    it('documents its options and exit codes', () => {
      const r = dirhub('intake', '--help');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(
        'Usage: dirhub intake [--repo DIR] [--branch NAME | --all] [--base NAME] [--dry-run] [--json] [--quiet]',
      );
      expect(r.stdout).toContain('Exit status: 0 when every branch was decided');
      expect(dirhub('status', '--help').stdout).toContain(
        'Exit status: 0 when a decision was found, 1 when the log holds none for it, 2 for a usage error.',
      );
      expect(dirhub('intake', '--all', '--branch', 'x').code).toBe(2);
    });

    it('dry run: prints the plan as JSON and changes nothing', async () => {
      const head = await headOf(git);
      const files = await snapshot(root);
      const r = dirhub('intake', '--repo', root, '--dry-run', '--json', '--quiet');
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout) as {
        dry_run: boolean;
        outcomes: {
          branch: string;
          changed: boolean;
          plan: { action: string; writes: { path: string; bytes: number }[] };
        }[];
      };
      expect(out.dry_run).toBe(true);
      expect(out.outcomes.map((o) => [o.branch, o.plan.action, o.changed])).toEqual([
        ['upload/cookies', 'close', false],
        ['upload/liebowitz', 'merge', false],
        ['upload/with-workflow', 'needs_review', false],
      ]);
      const id = documentIdFor(sha256(court));
      expect(out.outcomes[1]!.plan.writes.map((w) => w.path)).toEqual([
        `${documentDir(id)}/record.json`,
        `${documentDir(id)}/text/0001.txt`,
      ]);
      expect(await headOf(git)).toBe(head);
      expect(await snapshot(root)).toEqual(files);
    });

    it('decides every branch: merges the court order, closes the recipe, leaves the workflow change for review', async () => {
      const r = dirhub('intake', '--repo', root);
      expect(r.stderr).toContain('[intake');
      expect(r.code).toBe(0);
      const id = documentIdFor(sha256(court));
      const table = r.stdout.split('\n');
      expect(table[0]).toMatch(/^BRANCH\s+ACTION\s+UPLOAD\s+ID\s+STATE\s+RELEVANCE\s+DOCUMENT \/ REASON$/);
      expect(table.find((l) => l.startsWith('upload/liebowitz'))).toMatch(
        new RegExp(
          `merged\\s+uploads/liebowitz.pdf\\s+up_[0-9a-f]{16}\\s+accepted\\s+[01]\\.\\d\\d\\s+archive/documents/${id.slice(0, 2)}/${id}$`,
        ),
      );
      expect(table.find((l) => l.startsWith('upload/cookies'))).toMatch(
        /closed\s+uploads\/cookies.pdf\s+up_[0-9a-f]{16}\s+rejected\s+0\.\d\d\s+Relevance 0\.\d+ is below/,
      );
      expect(table.find((l) => l.startsWith('upload/with-workflow'))).toMatch(
        /needs review\s+uploads\/again.pdf\s+up_[0-9a-f]{16}\s+needs_review/,
      );

      expect(await branches(git)).toEqual(['main', 'upload/liebowitz', 'upload/with-workflow']);
      const record = JSON.parse(await readFile(join(root, documentDir(id), 'record.json'), 'utf8')) as DocumentRecord;
      expect([record.title, record.pages, record.file.sha256, record.relevance.score >= 0.7]).toEqual([
        'In re Liebowitz: order of the Tenth Circuit',
        1,
        sha256(court),
        true,
      ]);
      expect(await readFile(join(root, documentDir(id), 'text', '0001.txt'), 'utf8')).toContain(
        'FOR THE TENTH CIRCUIT',
      );
      expect(new Uint8Array(await readFile(join(root, documentDir(id), `${id}.pdf`)))).toEqual(court);
      expect((await readDecisionLog(root)).entries.map((e) => [e.file.name, e.state])).toEqual([
        ['cookies.pdf', 'rejected'],
        ['liebowitz.pdf', 'accepted'],
        ['again.pdf', 'needs_review'],
      ]);
    });

    it('answers status for accepted and rejected uploads, and says when it knows nothing', () => {
      const id = documentIdFor(sha256(court));
      const accepted = uploadIdFor(sha256(court), sha256(courtMeta));
      const a = JSON.parse(dirhub('status', accepted, '--repo', root, '--json').stdout) as Record<string, unknown>;
      expect([a.upload_id, a.state, a.document_id, a.document_path]).toEqual([
        accepted,
        'accepted',
        id,
        `${documentDir(id)}/`,
      ]);

      const rejected = uploadIdFor(sha256(recipe), sha256(recipeMeta));
      const text = dirhub('status', rejected, '--repo', root);
      expect(text.code).toBe(0);
      expect(text.stdout).toMatch(new RegExp(`^${rejected}: rejected \\(\\d{4}-\\d\\d-\\d\\dT`));
      expect(text.stdout).toContain('  reasons:\n  - Relevance ');
      expect(text.stdout).toContain('    How to fix: ');

      const byDocument = JSON.parse(dirhub('status', id, '--repo', root, '--json').stdout) as {
        uploads: { upload_id: string }[];
      };
      expect(byDocument.uploads.map((u) => u.upload_id)).toEqual([accepted]);
      const bySha = JSON.parse(dirhub('status', sha256(recipe), '--repo', root, '--json').stdout) as {
        uploads: { upload_id: string; state: string }[];
      };
      expect(bySha.uploads.map((u) => [u.upload_id, u.state])).toEqual([
        [rejected, 'rejected'],
        [uploadIdFor(sha256(recipe), sha256(metadataJson('Cookies, second batch'))), 'needs_review'],
      ]);

      const unknown = dirhub('status', 'up_0000000000000000', '--repo', root);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No decision is recorded for up_0000000000000000');
      expect(dirhub('status', 'nonsense', '--repo', root).code).toBe(2);
    });

    it('a second run changes nothing', async () => {
      const head = await headOf(git);
      const r = dirhub('intake', '--repo', root, '--json', '--quiet');
      expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
      const out = JSON.parse(r.stdout) as {
        outcomes: { branch: string; changed: boolean; plan: { action: string } }[];
      };
      expect(out.outcomes.map((o) => [o.branch, o.plan.action, o.changed])).toEqual([
        ['upload/with-workflow', 'needs_review', false],
      ]);
      expect(await headOf(git)).toBe(head);
    });
  },
);
