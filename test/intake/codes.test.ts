/** The intake's, the commands' and the forge's code lists name exactly the codes their code reports. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORGE_CODES } from '../../actions/lib/forge/forge.js';
import { COMMAND_CODES } from '../../actions/lib/github/codes.js';
import { IMPORT_CODES } from '../../actions/lib/import/codes.js';
import { INTAKE_CODES } from '../../actions/lib/intake/codes.js';
import { PROJECT_ROOT } from '../helpers/paths.js';

/** The literal codes handed to problem()/warning() with the area's type argument, in the given files. */
async function codesMade(area: string, files: string[]): Promise<string[]> {
  const text = (await Promise.all(files.map((f) => readFile(join(PROJECT_ROOT, f), 'utf8')))).join('\n');
  const literal = new RegExp(`\\b(?:problem|warning)<${area}>\\(\\s*'([a-z_.]+)'`, 'g');
  const batch = new RegExp(`\\b(?:problem|warning)<${area}>\\(\\s*\`\\$\\{BATCH_REASON_PREFIX\\}([a-z_]+)\``, 'g');
  return [
    ...[...text.matchAll(literal)].map((m) => m[1]!),
    ...[...text.matchAll(batch)].map((m) => `intake.batch.${m[1]!}`),
  ];
}

describe('problem code lists', () => {
  it('INTAKE_CODES is every code the intake and the pull-request decision report, once', async () => {
    const made = await codesMade('IntakeCode', [
      'actions/lib/intake/branch.ts',
      'actions/lib/intake/ingest.ts',
      'actions/lib/intake/perform.ts',
      'actions/lib/intake/plan.ts',
      'actions/lib/intake/run.ts',
      'actions/lib/github/decision.ts',
    ]);
    expect(new Set(INTAKE_CODES).size).toBe(INTAKE_CODES.length);
    expect([...new Set(made)].sort()).toEqual([...INTAKE_CODES].sort());
  });

  it('IMPORT_CODES is every code the bulk import reports, once', async () => {
    const files = ['folder.ts', 'merge.ts', 'perform.ts', 'plan.ts', 'shard.ts', 'shard-file.ts'];
    const text = (
      await Promise.all(files.map((f) => readFile(join(PROJECT_ROOT, 'actions', 'lib', 'import', f), 'utf8')))
    ).join('\n');
    const made = [...text.matchAll(/'(import\.[a-z_]+)'/g)].map((m) => m[1]!);
    expect(new Set(IMPORT_CODES).size).toBe(IMPORT_CODES.length);
    expect([...new Set(made)].sort()).toEqual([...IMPORT_CODES].sort());
  });

  it('COMMAND_CODES is every code a maintainer command reports', async () => {
    const made = await codesMade('CommandCode', ['actions/lib/github/commands.ts', 'actions/lib/github/decision.ts']);
    expect([...new Set(made)].sort()).toEqual([...COMMAND_CODES].sort());
  });

  it('FORGE_CODES is every code a forge refuses a merge with', async () => {
    const text = (
      await Promise.all(
        ['actions/lib/forge/github/github-forge.ts', 'actions/lib/forge/local/local-forge.ts'].map((f) =>
          readFile(join(PROJECT_ROOT, f), 'utf8'),
        ),
      )
    ).join('\n');
    const made = [...text.matchAll(/'(forge\.[a-z_]+)'/g)].map((m) => m[1]!);
    expect([...new Set(made)].sort()).toEqual([...FORGE_CODES].sort());
  });
});
