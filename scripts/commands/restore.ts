/** `dirhub restore`: a working archive rebuilt from a mirror or a bundle, every original re-hashed. */
import { parseArgs } from 'node:util';
import { restoreArchive } from '../../actions/lib/archive/storage/restore.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { progressPrinter } from '../progress.js';

const usage = `Usage: dirhub restore --from URL|DIR|FILE.bundle --to DIR [--lfs URL|DIR] [--json]

Rebuilds a working archive repository in DIR (new or empty) from a backup: a mirror made by
\`dirhub backup mirror\` (or any copy of the repository with its LFS content), or a bundle made by
\`dirhub backup bundle\` with --lfs naming where the originals' content is. The clone downloads no
content first; then the content is fetched and every original is re-hashed against the sha256 its
record names, as \`dirhub health\` does. The report gives the restored commit and its date (the
recovery point) and how long the restore took (the recovery time). See docs/backup.md.

Options:
  --from SOURCE   the mirror (URL or folder) or the bundle file
  --to DIR        where to rebuild the archive
  --lfs URL|DIR   where the LFS content is (default: the mirror itself; required for a bundle)
  --json          print {from, to, head, documents, originals, critical, refused, ok, seconds, phases} as JSON
Progress goes to stderr.

Exit status: 0 when every original came back with its recorded sha256, 1 otherwise, 2 for a usage error.`;

export const command: Command = {
  name: 'restore',
  summary: 'Rebuild a working archive from a mirror or a bundle, checking every original against its record',
  usage,
  async run(args) {
    const { values } = parseArgs({
      args,
      allowPositionals: false,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        lfs: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    });
    if (!values.from || !values.to) throw new UsageError('restore needs --from and --to');
    const report = await restoreArchive({
      from: values.from,
      to: values.to,
      ...(values.lfs ? { lfs: values.lfs } : {}),
      onProgress: progressPrinter('restore'),
    });
    if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else
      process.stdout.write(
        [
          report.ok ? `restored ${report.to}` : `the restore of ${report.to} is not complete`,
          ...(report.head
            ? [`commit ${report.head.commit} on ${report.head.ref}, made ${report.head.committed_at} (recovery point)`]
            : []),
          `${report.documents} documents; ${report.originals.rehashed} originals re-hashed against their records`,
          ...(report.refused ? [`refused: ${report.refused.message}\n  How to fix: ${report.refused.hint}`] : []),
          ...report.critical.map((a) => `critical: ${a.message}\n  How to fix: ${a.hint}`),
          `took ${report.seconds.toFixed(1)} s (recovery time): clone ${report.phases.clone.toFixed(1)} s, LFS content ${report.phases.content.toFixed(1)} s, check ${report.phases.check.toFixed(1)} s`,
        ].join('\n') + '\n',
      );
    return report.ok ? EXIT.ok : EXIT.failure;
  },
};
