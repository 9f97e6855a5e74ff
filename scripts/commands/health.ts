/** `dirhub health`: the archive's integrity check, as the scheduled workflow runs it, on a local checkout. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkArchiveHealth } from '../../actions/lib/archive/health.js';
import { discoveryHealth } from '../../actions/lib/discovery/health.js';
import { EXIT, type Command } from '../command.js';
import { progressPrinter } from '../progress.js';

const usage = `Usage: dirhub health [--repo DIR] [--fetch-originals] [--json]

Checks the archive's integrity: every record readable, every original present with the sha256 its
record names, metadata passing the upload schema, page texts present, registries and the decisions log
readable, no uploads left waiting. Alerts come in the spec's classes: critical (data loss), warning
(damage that loses nothing), info (the digest). When the archive follows sources (docs/discovery.md),
a source that failed two runs in a row is a warning, read from the discovery state on the branch
dirhub/discovery-state (the local branch, else origin's as last fetched).

An original stored in Git LFS whose content this checkout does not hold (a clone made with
GIT_LFS_SKIP_SMUDGE=1, a CI checkout with lfs: false) is checked by its pointer: the sha256 and size it
names must be its record's. The digest says how many were checked that way and not re-hashed.

Options:
  --repo DIR          the archive repository (default: the current folder)
  --fetch-originals   fetch the content of such originals from the remote, about 1 GiB at a time,
                      re-hash it and drop it again, so every original is re-hashed
  --json              print {alerts, documents, decisions, originals} as JSON
Progress goes to stderr.

Exit status: 0 when no alert is critical, 1 when one is, 2 for a usage error.`;

export const command: Command = {
  name: 'health',
  summary: "Check the archive's integrity: records, originals' sha256 (LFS content too), texts, registries, log",
  usage,
  async run(args) {
    const { values } = parseArgs({
      args,
      allowPositionals: false,
      options: {
        repo: { type: 'string' },
        'fetch-originals': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
    });
    const root = resolve(values.repo ?? '.');
    const report = await checkArchiveHealth(root, {
      fetchOriginals: values['fetch-originals'],
      onProgress: progressPrinter('health'),
    });
    // The sources discovery follows, by the state on its branch here (local, or as last fetched from origin).
    report.alerts.push(...(await discoveryHealth(root)));
    if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else
      process.stdout.write(
        `${report.alerts.map((a) => `${a.class.padEnd(8)} ${a.message}\n         ${a.hint}`).join('\n')}\n`,
      );
    return report.alerts.some((a) => a.class === 'critical') ? EXIT.failure : EXIT.ok;
  },
};
