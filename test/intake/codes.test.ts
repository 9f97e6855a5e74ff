/**
 * Each area's code list (the intake's, the commands', the forge's, the archive's, the metadata's, the roles
 * file's) names exactly the codes its code reports.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_CODES } from '../../actions/lib/archive/codes.js';
import { METADATA_FILE_CODES, METADATA_RULES } from '../../actions/lib/contract/metadata.js';
import { FORGE_CODES } from '../../actions/lib/forge/forge.js';
import { COMMAND_CODES, ROLES_CODES } from '../../actions/lib/github/codes.js';
import { GovernanceError, parseRoles } from '../../actions/lib/github/governance.js';
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

  it('ARCHIVE_CODES is every code the archive reports, each call typed with it', async () => {
    const files = readdirSync(join(PROJECT_ROOT, 'actions/lib/archive'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join('actions/lib/archive', f));
    const made = await codesMade('ArchiveCode', files);
    const text = (await Promise.all(files.map((f) => readFile(join(PROJECT_ROOT, f), 'utf8')))).join('\n');
    expect(text.match(/\b(?:problem|warning)\(\s*['`]/g) ?? []).toEqual([]);
    expect(new Set(ARCHIVE_CODES).size).toBe(ARCHIVE_CODES.length);
    expect([...new Set(made)].sort()).toEqual([...ARCHIVE_CODES].sort());
  });

  it("the metadata's codes: each rule of a field, and each code of the file as a whole, is one the validator makes", async () => {
    const text = await readFile(join(PROJECT_ROOT, 'actions/lib/contract/metadata.ts'), 'utf8');
    const rules = [...text.matchAll(/`metadata\.\$\{top\}\.([a-z_]+)`/g)].map((m) => m[1]!);
    expect([...new Set(rules)].sort()).toEqual([...METADATA_RULES].sort());
    const whole = [...text.matchAll(/'(metadata\.[a-z_.]+)'/g)].map((m) => m[1]!);
    expect([...new Set(whole)].sort()).toEqual([...METADATA_FILE_CODES].sort());
  });

  it("ROLES_CODES is every code of the roles file's problems and of its error", async () => {
    const made = await codesMade('RolesCode', ['actions/lib/github/governance.ts']);
    const perField = parseRoles('{"required_checks": 5}');
    expect(perField.ok).toBe(false);
    const fields = perField.ok ? [] : perField.problems.map((p) => p.code);
    expect(fields).toEqual(['roles.admins', 'roles.maintainers', 'roles.bot', 'roles.required_checks']);
    const all = new Set([...made, ...fields, new GovernanceError([]).code]);
    expect([...all].sort()).toEqual([...ROLES_CODES].sort());
  });
});
