import { DirhubError } from '../actions/lib/core/errors.js';
import { EXIT, UsageError, type Command } from './command.js';

/** The command table: name → lazy loader. Each command lives in scripts/commands/NAME.ts. */
const COMMANDS: Record<string, { summary: string; load: () => Promise<{ command: Command }> }> = {
  demo: {
    summary: 'Build a demo archive from real documents sent as local pull requests',
    load: () => import('./commands/demo.js'),
  },
  analyze: {
    summary: 'Decide one file (PDF or image) without touching any repository',
    load: () => import('./commands/analyze.js'),
  },
  intake: {
    summary: 'Decide local pull requests (branches adding uploads/): merge, close or leave for review',
    load: () => import('./commands/intake.js'),
  },
  discover: {
    summary: 'Ask the sources the archive follows what is new, and open a pull request for each document',
    load: () => import('./commands/discover.js'),
  },
  import: {
    summary: 'Import a folder of documents at once, split over shards (a GitHub Actions matrix), then merged',
    load: () => import('./commands/import.js'),
  },
  build: {
    summary: 'Build the public site (pages, search, JSON API) from the archive',
    load: () => import('./commands/build.js'),
  },
  status: {
    summary: 'What happened to an upload: state, when, reasons, document (from the decisions log)',
    load: () => import('./commands/status.js'),
  },
  governance: {
    summary: 'Enforce the roles table on GitHub: ruleset, CODEOWNERS, deploy environment (plan, apply, check)',
    load: () => import('./commands/governance.js'),
  },
  doctor: {
    summary: 'Check a GitHub deployment: App, secrets, Pages, ruleset, CODEOWNERS, deploy environment',
    load: () => import('./commands/doctor.js'),
  },
  evaluate: {
    summary: 'Measure relevance scoring (accuracy, precision, recall, false accepts) on the labelled set',
    load: () => import('./commands/evaluate.js'),
  },
  serve: {
    summary: 'Serve the live HTTP API (documents, search, uploads as pull requests, status) over the archive',
    load: () => import('./commands/serve.js'),
  },
  health: {
    summary: "Check the archive's integrity: records, originals' sha256 (LFS content too), texts, registries, log",
    load: () => import('./commands/health.js'),
  },
  storage: {
    summary: "How the archive's originals are stored; move them from plain git to Git LFS",
    load: () => import('./commands/storage.js'),
  },
  searchable: {
    summary: 'Make the searchable copies (OCR text layer) of scanned PDFs archived without one',
    load: () => import('./commands/searchable.js'),
  },
  backup: {
    summary: 'Mirror the archive and its LFS content to a second remote, or write a dated bundle',
    load: () => import('./commands/backup.js'),
  },
  restore: {
    summary: 'Rebuild a working archive from a mirror or a bundle, checking every original against its record',
    load: () => import('./commands/restore.js'),
  },
  enrich: {
    summary: 'Run the enrichment agents and regenerate the registries (people, places, organizations, timeline…)',
    load: () => import('./commands/enrich.js'),
  },
};

function mainHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return [
    'dirhub — a public document archive run by pull requests',
    '',
    'Usage: dirhub <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `dirhub <command> --help` for the options of one command.',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? rest[0] : undefined;
    if (topic && COMMANDS[topic]) {
      const { command } = await COMMANDS[topic].load();
      process.stdout.write(command.usage + '\n');
      return EXIT.ok;
    }
    process.stdout.write(mainHelp() + '\n');
    return name ? EXIT.ok : EXIT.usage;
  }
  if (name === '--version' || name === '-v') {
    const { PIPELINE_VERSION } = await import('../actions/lib/core/vocab.js');
    process.stdout.write(`dirhub ${PIPELINE_VERSION}\n`);
    return EXIT.ok;
  }
  const entry = COMMANDS[name];
  if (!entry) {
    process.stderr.write(`dirhub: unknown command "${name}".\n\n${mainHelp()}\n`);
    return EXIT.usage;
  }
  const { command } = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(command.usage + '\n');
    return EXIT.ok;
  }
  try {
    return await command.run(rest);
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`dirhub ${name}: ${(err as Error).message}\n\n${command.usage}\n`);
      return EXIT.usage;
    }
    // A setting no run can use (a DirhubError): what is wrong and how to fix it, not a stack.
    if (err instanceof DirhubError) {
      process.stderr.write(`dirhub ${name}: ${err.message}\n${err.hint}\n(${err.code})\n`);
      return EXIT.failure;
    }
    throw err;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`dirhub: internal error: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exitCode = EXIT.failure;
  },
);
