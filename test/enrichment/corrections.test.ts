import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentEntity } from '../../actions/lib/archive/enrichment.js';
import {
  CORRECTIONS_DIR,
  correctionTemplate,
  describeCorrection,
  parseCorrection,
  pullRequestOfSubject,
  suggestCorrectionUrl,
  type Correction,
  type FiledCorrection,
} from '../../actions/lib/archive/corrections.js';
import type { RegistryEntity } from '../../actions/lib/archive/registries.js';
import { applyCorrections } from '../../actions/lib/enrichment/overrides.js';
import { enrichArchive, type EnrichArchiveResult } from '../../actions/lib/enrichment/run.js';
import { ARCHIVE_DIR } from '../../actions/lib/archive/layout.js';
import { archiveDocument } from '../helpers/archive-fixtures.js';
import { buildSite } from '../../site/generator/build.js';

const DOC = '0123456789abcdef';
const file = (name: string) => `${CORRECTIONS_DIR}/${name}`;

describe('a correction file', () => {
  it('lives in the archive folder', () => {
    expect(CORRECTIONS_DIR).toBe(`${ARCHIVE_DIR}/corrections`);
  });

  it('is read when it is one of the five actions in its shape, and refused with the field at fault otherwise', () => {
    const rename = { action: 'rename', entity: { type: 'person', name: 'Susan Iliston' }, to: 'Susan Illston' };
    expect(parseCorrection(file('a.json'), JSON.stringify(rename))).toEqual({ correction: rename, problems: [] });
    const cases: [string, string, string][] = [
      [
        'b.json',
        JSON.stringify({ action: 'rename', entity: { type: 'person', name: 'X' } }),
        "must have required property 'to'",
      ],
      [
        'c.json',
        JSON.stringify({ ...rename, action: 'rewrite' }),
        'action must be one of "rename", "merge", "split", "set_role", "remove"',
      ],
      ['d.json', JSON.stringify({ ...rename, entity: { type: 'thing', name: 'X' } }), 'entity.type'],
      ['e.json', JSON.stringify({ ...rename, extra: 1 }), 'must NOT have additional properties'],
      ['f.json', '{ "action": ', 'not valid JSON'],
      [
        'g.json',
        JSON.stringify({ action: 'set_role', entity: { type: 'person', name: 'X' }, roles: [{ role: 'judge' }] }),
        "must have required property 'document_id'",
      ],
      ['h.json', JSON.stringify({ ...rename, to: 'susan iliston' }), 'to the same name'],
      ['i.json', 'x'.repeat(70_000), 'over 64 KiB'],
    ];
    for (const [name, text, message] of cases) {
      const { correction, problems } = parseCorrection(file(name), text);
      expect(correction, name).toBeNull();
      expect(problems.map((p) => p.code)).toContain('correction.invalid');
      expect(problems.map((p) => p.message).join(' '), name).toContain(message);
    }
    expect(parseCorrection('archive/overrides.json', JSON.stringify(rename)).problems[0]!.message).toContain(
      'not a JSON file directly in archive/corrections/',
    );
  });

  it('says in one sentence what it alters', () => {
    const say = (c: Correction) => describeCorrection(c);
    expect(say({ action: 'rename', entity: { type: 'person', name: 'Susan Iliston' }, to: 'Susan Illston' })).toBe(
      'renames the person “Susan Iliston” to “Susan Illston” in every document',
    );
    expect(say({ action: 'remove', entity: { type: 'organization', name: 'Senior Counsel', document_id: DOC } })).toBe(
      `removes the organization “Senior Counsel” in document ${DOC}: it is no name`,
    );
    expect(
      say({
        action: 'set_role',
        entity: { type: 'person', name: 'Franz Hardy', document_id: DOC },
        roles: [{ role: 'counsel', for: ['Christine Kroupa'] }],
      }),
    ).toBe(`sets the roles of the person “Franz Hardy” in document ${DOC} to counsel for Christine Kroupa`);
    expect(say({ action: 'merge', entity: { type: 'location', name: 'New York City' }, names: ['NYC'] })).toBe(
      'merges “NYC” into the place “New York City” in every document',
    );
  });

  it('is what the "suggest a correction" link prefills on GitHub’s new-file page', () => {
    const url = new URL(suggestCorrectionUrl('acme/filings', 'main', { type: 'person', name: 'Susan Iliston' }));
    expect(url.origin + url.pathname).toBe('https://github.com/acme/filings/new/main');
    const name = url.searchParams.get('filename')!;
    expect(name).toBe('archive/corrections/rename-person-susan-iliston.json');
    expect(url.searchParams.get('value')).toBe(correctionTemplate({ type: 'person', name: 'Susan Iliston' }));
    // Sent unedited, the template changes nothing, and the intake says so.
    expect(parseCorrection(name, url.searchParams.get('value')!).problems[0]!.message).toContain('to the same name');
    const edited = JSON.parse(url.searchParams.get('value')!) as Correction;
    edited.to = 'Susan Illston';
    expect(parseCorrection(name, JSON.stringify(edited)).problems).toEqual([]);
  });

  it('finds its pull request in a merge’s subject', () => {
    expect(pullRequestOfSubject('Merge pull request #12 from alice/patch-1')).toBe(12);
    expect(pullRequestOfSubject('Correct a judge’s name (#7)')).toBe(7);
    expect(pullRequestOfSubject('Enrich the archive: summaries, entities, registries')).toBeNull();
  });
});

describe('applying corrections to a document’s names', () => {
  const entity = (name: string, type: DocumentEntity['type'], extra: Partial<DocumentEntity> = {}): DocumentEntity => ({
    name,
    type,
    count: 1,
    pages: [1],
    aliases: [],
    ...extra,
  });
  const filed = (...cs: Correction[]): FiledCorrection[] =>
    cs.map((correction, i) => ({ file: file(`${i}.json`), correction, provenance: null }));
  const names = (es: DocumentEntity[]) => es.map((e) => `${e.type}:${e.name}`).sort();

  it('renames, merges into a name already there, removes, and touches only the document named', () => {
    const found = [
      entity('Susan Iliston', 'person', { roles: [{ role: 'judge', page: 1 }] }),
      entity('Susan Illston', 'person', { pages: [2] }),
      entity('Senior Counsel', 'organization'),
      entity('NYC', 'location'),
      entity('New York City', 'location', { pages: [3] }),
    ];
    const out = applyCorrections(
      found,
      filed(
        { action: 'rename', entity: { type: 'person', name: 'Susan Iliston' }, to: 'Susan Illston' },
        { action: 'remove', entity: { type: 'organization', name: 'Senior Counsel', document_id: DOC } },
        { action: 'merge', entity: { type: 'location', name: 'New York City' }, names: ['NYC'] },
      ),
      DOC,
    );
    expect(names(out)).toEqual(['location:New York City', 'person:Susan Illston']);
    const illston = out.find((e) => e.name === 'Susan Illston')!;
    expect([illston.count, illston.pages, illston.aliases, illston.roles]).toEqual([
      2,
      [1, 2],
      ['Susan Iliston'],
      [{ role: 'judge', page: 1 }],
    ]);
    expect(out.find((e) => e.name === 'New York City')!.aliases).toEqual(['NYC']);
    // Another document keeps its organization: the removal named this one.
    const elsewhere = applyCorrections(
      [entity('Senior Counsel', 'organization')],
      filed({ action: 'remove', entity: { type: 'organization', name: 'Senior Counsel', document_id: DOC } }),
      'fedcba9876543210',
    );
    expect(names(elsewhere)).toEqual(['organization:Senior Counsel']);
  });

  it('splits one name by document, and sets roles in one document', () => {
    const split = filed({
      action: 'split',
      entity: { type: 'person', name: 'John Smith' },
      into: [
        { name: 'John A. Smith', document_ids: [DOC] },
        { name: 'John B. Smith', document_ids: ['fedcba9876543210'] },
      ],
    });
    expect(names(applyCorrections([entity('John Smith', 'person')], split, DOC))).toEqual(['person:John A. Smith']);
    expect(names(applyCorrections([entity('John Smith', 'person')], split, 'fedcba9876543210'))).toEqual([
      'person:John B. Smith',
    ]);
    expect(names(applyCorrections([entity('John Smith', 'person')], split, '1111111111111111'))).toEqual([
      'person:John Smith',
    ]);
    const roles = filed({
      action: 'set_role',
      entity: { type: 'person', name: 'Franz Hardy', document_id: DOC },
      roles: [{ role: 'counsel', for: ['Christine Kroupa'] }],
    });
    const [hardy] = applyCorrections([entity('Franz Hardy', 'person', { pages: [4, 5] })], roles, DOC);
    expect(hardy!.roles).toEqual([{ role: 'counsel', for: ['Christine Kroupa'], page: 4 }]);
  });
});

describe('a correction merged through a pull request', () => {
  let root: string;
  const enrich = async (): Promise<EnrichArchiveResult> => {
    const run = await enrichArchive({ root });
    if ('refused' in run) throw new Error(run.refused.message);
    return run;
  };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const people = async () =>
    JSON.parse(await readFile(join(root, 'archive/registries/people.json'), 'utf8')) as RegistryEntity[];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'dirhub-corrections-'));
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'Archive Maintainer');
    git('config', 'user.email', 'maintainer@example.org');
    const text = [
      'UNITED STATES DISTRICT COURT',
      'NORTHERN DISTRICT OF CALIFORNIA',
      'ORDER GRANTING MOTION TO DISMISS',
      'Plaintiff Christopher Wilkerson sued Federal Express Corporation in San Francisco. Judge Susan Iliston heard the motion, and Christopher Wilkerson answered it.',
      'IT IS SO ORDERED.',
    ].join('\n');
    await archiveDocument(root, {
      file: { name: 'order.pdf', kind: 'pdf', media_type: 'application/pdf' },
      bytes: text,
      metadata: { title: 'Order granting the motion', date: '2026-01-05', source: 'PACER', relevance: 'high' },
      pages: [{ page: 1, text, source: 'text-layer' }],
      acceptedAt: '2026-11-01T00:00:00.000Z',
    });
    git('add', '-A');
    git('commit', '-q', '-m', 'Archive an order');
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('renames the person on every run, and the registry says which pull request, who and when', async () => {
    expect((await enrich()).problems).toEqual([]);
    expect((await people()).map((p) => p.name)).toContain('Susan Iliston');

    git('checkout', '-q', '-b', 'patch-1');
    await mkdir(join(root, CORRECTIONS_DIR), { recursive: true });
    const correction: Correction = {
      action: 'rename',
      entity: { type: 'person', name: 'Susan Iliston' },
      to: 'Susan Illston',
      reason: 'The order is signed by Judge Susan Illston (page 1).',
    };
    await writeFile(join(root, file('rename-person-susan-iliston.json')), JSON.stringify(correction, null, 2));
    git('add', '-A');
    execFileSync('git', ['commit', '-q', '-m', 'Create rename-person-susan-iliston.json'], {
      cwd: root,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'alice',
        GIT_AUTHOR_EMAIL: 'alice@example.org',
        GIT_AUTHOR_DATE: '2026-11-20T10:00:00Z',
      },
    });
    git('checkout', '-q', 'main');
    git('merge', '-q', '--no-ff', 'patch-1', '-m', 'Merge pull request #12 from alice/patch-1');

    const run = await enrich();
    expect(run.problems).toEqual([]);
    const list = await people();
    expect(list.map((p) => p.name)).not.toContain('Susan Iliston');
    const illston = list.find((p) => p.name === 'Susan Illston')!;
    expect(illston.aliases).toContain('Susan Iliston');
    expect(illston.corrections).toEqual([
      {
        file: file('rename-person-susan-iliston.json'),
        action: 'rename',
        description: 'renames the person “Susan Iliston” to “Susan Illston” in every document',
        pull_request: 12,
        author: 'alice',
        date: '2026-11-20',
      },
    ]);
    expect(list.find((p) => p.name === 'Christopher Wilkerson')!.corrections).toBeUndefined();

    // The site's page of the name says so, with the pull request, and offers the next correction.
    const site = join(root, '_site');
    await buildSite({ archiveDir: join(root, 'archive'), outDir: site, repository: 'example-org/archive' });
    const page = await readFile(join(site, 'characters/susan-illston/index.html'), 'utf8');
    const section = page.slice(page.indexOf('id="fix-h"'));
    expect(section).toContain(
      'Renames the person “Susan Iliston” to “Susan Illston” in every document, by <a href="https://github.com/example-org/archive/pull/12">pull request #12</a> from alice on <time datetime="2026-11-20">2026-11-20</time>.',
    );
    const link = /<a href="([^"]+)" rel="nofollow">Suggest a correction<\/a>/.exec(section)![1]!.replace(/&amp;/g, '&');
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://github.com/example-org/archive/new/main');
    expect(url.searchParams.get('filename')).toBe(file('rename-person-susan-illston.json'));
    expect(JSON.parse(url.searchParams.get('value')!)).toMatchObject({
      action: 'rename',
      entity: { type: 'person', name: 'Susan Illston' },
    });
    // The document's page offers a correction of a name in it, limited to that document.
    const [docId] = await readdir(join(site, 'documents'));
    const docPage = await readFile(join(site, 'documents', docId!, 'index.html'), 'utf8');
    const docLink = new URL(
      /<a href="([^"]+)" rel="nofollow">Suggest a correction<\/a> of a name in this document/
        .exec(docPage)![1]!
        .replace(/&amp;/g, '&'),
    );
    expect(docLink.searchParams.get('filename')).toBe(file(`rename-person-name-as-this-page-shows-it-${docId}.json`));
    expect(JSON.parse(docLink.searchParams.get('value')!).entity).toEqual({
      type: 'person',
      name: 'Name as this page shows it',
      document_id: docId,
    });
    const other = await readFile(join(site, 'characters/christopher-wilkerson/index.html'), 'utf8');
    expect(other).toContain('Names are read from the documents by software and can be wrong.');
  });

  it('reports a correction file it cannot apply, and applies the rest', async () => {
    await writeFile(join(root, file('broken.json')), '{"action": "rename"}');
    const run = await enrich();
    expect(new Set(run.problems.map((p) => p.code))).toEqual(new Set(['correction.invalid']));
    expect(run.problems.map((p) => p.message)).toContain(
      `${file('broken.json')}: the file must have required property 'entity'.`,
    );
    // Not committed: it has no provenance, and the committed correction still applies.
    expect((await people()).map((p) => p.name)).toContain('Susan Illston');
  });
});
