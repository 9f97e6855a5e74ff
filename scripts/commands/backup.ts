/** `dirhub backup mirror | bundle`: copies of the archive outside its repository (docs/backup.md). */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { mirrorArchive, writeBundle } from '../../actions/lib/archive/storage/backup.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { progressPrinter } from '../progress.js';

const usage = `Usage: dirhub backup mirror --from URL|DIR --to URL|DIR [--work DIR] [--batch-bytes N] [--dry-run] [--json]
       dirhub backup bundle [--repo DIR] --out DIR [--json]

mirror   Copies every branch and tag of the archive repository, and the Git LFS content its history
         names, to a second remote (a bare repository, on another host or disk). Only what the backup
         lacks is sent: the LFS objects of commits its branches do not reach yet, downloaded a batch at a
         time and dropped once sent, then the branches. Nothing is ever deleted from the backup.
bundle   Writes dirhub-YYYY-MM-DD.bundle (every branch and tag: history, records, texts, LFS pointers)
         and dirhub-YYYY-MM-DD.json (its refs and the LFS content it names) into DIR. The content itself
         is in the mirror: restore a bundle with --lfs naming the mirror.

Options:
  --from URL|DIR      the archive repository to back up
  --to URL|DIR        the backup remote (a bare repository; create it empty the first time)
  --work DIR          where the mirror clone is kept between runs (default: .dirhub-backup.git)
  --batch-bytes N     LFS content held on disk at once (default 1073741824, 1 GiB)
  --repo DIR          for bundle: the repository to bundle, e.g. the mirror clone (default: .)
  --out DIR           for bundle: where to write the bundle and its manifest
  --dry-run           mirror: say what would be sent, send nothing
  --json              print the report as JSON
Credentials: git's own (a credential helper, or GIT_CONFIG_COUNT/KEY/VALUE with an extraheader, as the
backup workflow passes them). Progress goes to stderr.

Exit status: 0 when everything was copied, 1 when some content could not be had (named in the report),
2 for a usage error.`;

export const command: Command = {
  name: 'backup',
  summary: 'Mirror the archive and its LFS content to a second remote, or write a dated bundle',
  usage,
  async run(args) {
    const [sub, ...rest] = args;
    const { values } = parseArgs({
      args: rest,
      allowPositionals: false,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        work: { type: 'string', default: '.dirhub-backup.git' },
        'batch-bytes': { type: 'string' },
        repo: { type: 'string', default: '.' },
        out: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
    });
    const print = (report: object, text: string) =>
      process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : `${text}\n`);
    if (sub === 'mirror') {
      if (!values.from || !values.to) throw new UsageError('mirror needs --from and --to');
      const batch = values['batch-bytes'] === undefined ? undefined : Number(values['batch-bytes']);
      if (batch !== undefined && !(Number.isInteger(batch) && batch > 0))
        throw new UsageError(`--batch-bytes must be a positive whole number, not "${values['batch-bytes']}"`);
      const report = await mirrorArchive({
        from: values.from,
        to: values.to,
        work: resolve(values.work),
        batchBytes: batch,
        dryRun: values['dry-run'],
        onProgress: progressPrinter('backup'),
      });
      print(
        report,
        [
          `${report.dry_run ? 'would mirror' : 'mirrored'} ${report.refs.length} refs of ${report.from} to ${report.to}`,
          `LFS: ${report.lfs.new_objects} objects (${report.lfs.new_bytes} bytes) new since the last run; ${report.lfs.sent} sent in ${report.lfs.batches} batches`,
          ...report.problems.map((p) => `problem: ${p.message}\n  How to fix: ${p.hint}`),
          `took ${report.seconds.toFixed(1)} s`,
        ].join('\n'),
      );
      return report.problems.length ? EXIT.failure : EXIT.ok;
    }
    if (sub === 'bundle') {
      if (!values.out) throw new UsageError('bundle needs --out DIR');
      const report = await writeBundle(resolve(values.repo), resolve(values.out));
      print(
        report,
        `wrote ${report.bundle} (${report.bytes} bytes, ${report.refs.length} refs) and ${report.manifest}\nits history names ${report.lfs.objects} LFS objects (${report.lfs.bytes} bytes), kept by the mirror`,
      );
      return EXIT.ok;
    }
    throw new UsageError(sub ? `unknown backup command "${sub}"; use mirror or bundle` : 'say mirror or bundle');
  },
};
