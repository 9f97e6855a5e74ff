/**
 * `npm start`'s demo, end to end: a new repository, local pull requests carrying the documents the demo
 * makes itself (and the real court filings when the corpus is there), each decided by the real intake
 * with real OCR, then the site built from the result.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleGit } from 'simple-git';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../actions/lib/core/hash.js';
import { CORPUS, DIRHUB_BIN, itWithCorpus, itWithTool } from '../helpers/paths.js';

interface DemoResult {
  outcomes: { branch: string; plan: { action: string; uploads: { state: string; document_id: string | null; reasons: { code: string; message: string }[] }[] } }[];
}

async function demo(...args: string[]): Promise<{ dir: string; stderr: string; result: DemoResult }> {
  const dir = join(mkdtempSync(join(tmpdir(), 'dirhub-demo-')), 'archive');
  const cacheDir = mkdtempSync(join(tmpdir(), 'dirhub-demo-cache-'));
  // Asynchronous, so the test worker stays responsive while the demo runs OCR.
  const run = await promisify(execFile)(process.execPath, [DIRHUB_BIN, 'demo', '--dir', dir, ...args, '--json'], {
    encoding: 'utf8',
    env: { ...process.env, DIRHUB_CACHE_DIR: cacheDir },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { dir, stderr: run.stderr, result: JSON.parse(run.stdout) as DemoResult };
}

/** Each archived document's tags, by its title, sorted. */
const tagsOf = (dir: string): Record<string, string[]> =>
  Object.fromEntries(
    readdirSync(join(dir, 'archive', 'documents')).flatMap((s) =>
      readdirSync(join(dir, 'archive', 'documents', s)).map((id) => {
        const record = JSON.parse(readFileSync(join(dir, 'archive', 'documents', s, id, 'record.json'), 'utf8')) as { title: string; enrichment?: { tags?: string[] } };
        return [record.title, [...(record.enrichment?.tags ?? [])].sort()];
      }),
    ),
  );

/** The tags of every document the demo archives, the court filings of the corpus included: subjects, no names or titles. */
const DEMO_TAGS: Record<string, string[]> = {
      'Calvary Chapel of Bangor v. Mills — opinion of the First Circuit': ['appellate jurisdiction', 'covid-19', 'executive orders', 'first amendment', 'full adversarial hearing', 'injunctive relief', 'preliminary injunction', 'public health emergency', 'temporary restraining order', 'worship services'],
      'Castellano v. Riverbend Transit Authority — docketing notice': ['above-referenced case', 'acknowledgment', 'appeal pre-argument statement', 'appearance form', 'case manager', 'docket number', 'notice', 'transcript order form'],
      'ConsumerInfo.com v. Leon — order granting a preliminary injunction': ['access keys', 'document destruction programs', 'experian javascript code', 'good cause', 'preliminary injunction', 'show cause', 'source code', 'utilities'],
      "Dorsey v. Prairie Federal Land Bank — plaintiff's exhibit 7, photograph of the farmhouse": [],
      'Harlow v. Northfield Grain Cooperative — order on the motion to dismiss': ['causal connection', 'common law claim', 'credit legal conclusions', 'damp grain', 'grain elevator supervisor', 'motion to dismiss', 'sufficient factual matter', 'unsafe storage practices', 'whistleblower', 'wrongful discharge'],
      'In re Application of Westover Shipping — letter from the clerk (scanned)': ['application', 'foreign proceeding', 'missing exhibit', 'oral argument', 'permitting discovery', 'proposed subpoena', 'supporting declaration'],
      'In re Richard P. Liebowitz — order to show cause (scanned)': ['attorney disciplinary enforcement', 'interim basis', 'local rules', 'plan', 'response', 'show cause'],
      'Jagels v. State of Missouri — opinion, Missouri Court of Appeals, Eastern District': ['clerical error', 'guilty pleas', 'ineffective assistance', 'nunc pro tunc', 'plea', 'post-conviction relief', 'sentencing court', 'written judgment'],
      "Lindgren v. Cascade Air Charter — defendant's exhibit 12, photograph of the aircraft": ['expert witness'],
      'Mielo v. Steak N Shake Operations — case opening letter (scanned)': ['above-captioned appeal', 'case manager', 'case opening information', 'disclosure statement', 'full caption', 'governmental entities', 'modifying deadlines', 'motions'],
      'NFL Management Council v. NFL Players Association — docketing notice': ['additional information', 'appearance form', 'contact information', 'district court caption', 'docket sheet', 'mailing address', 'party listing page', 'telephone number'],
      'Pell v. Granite State Mutual — scheduling order (scanned)': ['claim settlement practices', 'disclose expert witnesses', 'expert testimony', 'final pretrial statements', 'jury selection', 'pretrial conference', 'proposed discovery plan', 'proposed jury instructions'],
      'United States v. Okafor — opinion of the First Circuit': ['altered invoices', 'fourth amendment', 'grand jury', 'internal audit', 'medical supply distributor', 'personal privacy interest', 'rational jury', 'records', 'wire fraud'],
};

const actionsOf = (result: DemoResult) => Object.fromEntries(result.outcomes.map((o) => [o.branch, `${o.plan.action}/${o.plan.uploads[0]!.state}`]));
const uploadOf = (result: DemoResult, branch: string) => result.outcomes.find((o) => o.branch === branch)!.plan.uploads[0]!;
const docDir = (dir: string, id: string) => join(dir, 'archive', 'documents', id.slice(0, 2), id);

const OWN_DECISIONS = {
  'upload/harlow-order': 'merge/accepted',
  'upload/okafor-opinion': 'merge/accepted',
  'upload/castellano-docketing-notice': 'merge/accepted',
  'upload/scan-pell-scheduling-order': 'merge/accepted',
  'upload/scan-westover-clerk-letter': 'merge/accepted',
  'upload/exhibit-farmhouse-photo': 'merge/accepted',
  'upload/exhibit-aircraft-photo': 'merge/accepted',
  'upload/holiday-photo': 'close/rejected',
  'upload/sotu-2001': 'close/rejected',
  'upload/sotu-1962': 'close/rejected',
  'upload/castellano-notice-again': 'close/invalid',
  'upload/pell-order-rescanned': 'close/rejected',
  'upload/entry-of-appearance': 'close/invalid',
  'upload/harlow-order-and-workflow-edit': 'needs_review/needs_review',
};

describe('dirhub demo', () => {
  itWithTool(
    'git-lfs',
    'with nothing beside the project, builds an archive from its own documents and decides each one; the site shows them', async () => {
    const { dir, stderr, result } = await demo('--no-corpus');
    expect(stderr).toContain("the demo's own documents only");
    expect(stderr).toContain('[14/14] preparing upload/harlow-order-and-workflow-edit');
    expect(actionsOf(result)).toEqual(OWN_DECISIONS);

    // The exact duplicate names the archived document; the second scan is recognised by its text.
    const firstNotice = uploadOf(result, 'upload/castellano-docketing-notice').document_id!;
    expect(uploadOf(result, 'upload/castellano-notice-again').reasons.map((r) => r.code)).toContain('duplicate.exact');
    const firstScan = uploadOf(result, 'upload/scan-pell-scheduling-order').document_id!;
    expect(uploadOf(result, 'upload/pell-order-rescanned').reasons.find((r) => r.code === 'duplicate.near')!.message).toContain(firstScan);
    expect(uploadOf(result, 'upload/castellano-notice-again').reasons.find((r) => r.code === 'duplicate.exact')!.message).toContain(firstNotice);
    expect(uploadOf(result, 'upload/entry-of-appearance').reasons.map((r) => r.code)).toEqual(
      expect.arrayContaining(['metadata.source.missing', 'metadata.date.format', 'metadata.relevance.enum', 'metadata.unknown_field']),
    );

    // Seven documents archived; the scans were read by OCR, word for word where it matters.
    const docs = readdirSync(join(dir, 'archive', 'documents')).flatMap((s) => readdirSync(join(dir, 'archive', 'documents', s)));
    expect(docs).toHaveLength(7);
    expect(readdirSync(join(dir, 'uploads')).filter((f) => f !== '.gitkeep')).toEqual([]);
    // The originals are stored in Git LFS, with no remote: git holds a pointer naming each record's sha256.
    expect(stderr).toContain('originals are stored with git-lfs');
    const lfsOids = (await simpleGit(dir).raw(['lfs', 'ls-files', '--long'])).trim().split('\n').map((l) => l.split(' ')[0]);
    const recordOf = (id: string) => JSON.parse(readFileSync(join(docDir(dir, id), 'record.json'), 'utf8')) as { file: { sha256: string; path: string } };
    // Beside each original, a scanned PDF's searchable copy (its OCR text as an invisible layer) is in LFS too.
    const copies = docs.flatMap((id) => {
      const copy = join(docDir(dir, id), `${id}.searchable.pdf`);
      return existsSync(copy) ? [sha256(readFileSync(copy))] : [];
    });
    expect(copies).toHaveLength(2);
    expect(lfsOids.sort()).toEqual([...docs.map((id) => recordOf(id).file.sha256), ...copies].sort());
    const scanRecord = JSON.parse(readFileSync(join(docDir(dir, firstScan), 'record.json'), 'utf8'));
    expect(scanRecord.text.ocr_pages).toEqual([1]);
    const scanText = readFileSync(join(docDir(dir, firstScan), 'text', '0001.txt'), 'utf8').replace(/\s+/g, ' ');
    expect(scanText).toContain('SCHEDULING ORDER');
    expect(scanText).toContain('Granite State Mutual Insurance Company');
    const exhibit = uploadOf(result, 'upload/exhibit-farmhouse-photo').document_id!;
    expect(readFileSync(join(docDir(dir, exhibit), 'text', '0001.txt'), 'utf8')).toContain("PLAINTIFF'S EXHIBIT 7");

    // The names the enrichment found, every one: no OCR noise of the photographs or scans, no page header,
    // no title read as a name.
    const registry = (file: string) =>
      (JSON.parse(readFileSync(join(dir, 'archive', 'registries', file), 'utf8')) as { name: string }[]).map((e) => e.name).sort();
    expect(registry('people.json')).toEqual([
      'Barron', "Catherine O'Hagan Wolfe", 'Daniel Okafor', 'Helen R. Addison', 'Jonathan D. Lindqvist', 'Kayatta', 'Lynch',
      'Margaret Harlow', 'Patricia M. Oduya', 'Steven J. Marlowe',
    ]);
    expect(registry('organizations.json')).toEqual([
      'Cascade Air Charter, Inc.', 'First Circuit', 'Granite State Mutual Insurance Company', 'Northfield Grain Cooperative, Inc.',
      'Occupational Safety and Health Administration', 'Prairie Federal Land Bank', 'Second Circuit', 'United States Court of Appeals',
      'United States Court of Appeals for the First Circuit', 'United States Court of Appeals for the Second Circuit',
      'United States District Court', 'United States District Court for the District of Kansas',
      'United States District Court for the District of Maine', 'United States District Court for the District of New Hampshire',
      'United States District Court for the Eastern District of Virginia', 'United States District Court for the Western District of Washington',
      'United States of America', 'Westover Shipping Ltd.',
    ]);
    expect(registry('locations.json')).toEqual(['Kansas', 'Maine', 'Manchester', 'New Hampshire', 'New York', 'Presque Isle', 'Virginia', 'Washington']);
    const ownTags = Object.fromEntries(Object.entries(DEMO_TAGS).filter(([title]) => Object.keys(tagsOf(dir)).includes(title)));
    expect(Object.keys(ownTags)).toHaveLength(7);
    expect(tagsOf(dir)).toEqual(ownTags);

    // Closed branches are gone; merged ones and the one left for review stay; every decision is logged.
    const branches = (await simpleGit(dir).branchLocal()).all;
    const kept = ['main', ...Object.entries(OWN_DECISIONS).filter(([, a]) => !a.startsWith('close/')).map(([b]) => b)];
    expect(branches.sort()).toEqual(kept.sort());
    const logged = readdirSync(join(dir, 'archive', 'decisions')).flatMap((f) => readFileSync(join(dir, 'archive', 'decisions', f), 'utf8').trim().split('\n'));
    expect(logged).toHaveLength(Object.keys(OWN_DECISIONS).length);

    // The sources the demo follows, beside it on this machine: the dry run lists what each would bring.
    const discover = await promisify(execFile)(process.execPath, [DIRHUB_BIN, 'discover', '--repo', dir, '--dry-run', '--json', '--quiet'], { encoding: 'utf8' });
    const dry = JSON.parse(discover.stdout) as { sources: { name: string; status: string; would_fetch: { title: string }[] }[] };
    expect(dry.sources.map((s) => [s.name, s.status, s.would_fetch.length])).toEqual([
      ['clerk-inbox', 'ok', 2],
      ['appeals-releases', 'ok', 2],
    ]);

    // The site built from it: both exhibit photographs in the evidence slideshow and in the images API.
    const site = join(dir, '..', 'site');
    await promisify(execFile)(process.execPath, [DIRHUB_BIN, 'build', '--archive', dir, '--out', site], { encoding: 'utf8' });
    const images = JSON.parse(readFileSync(join(site, 'api', 'v1', 'images.json'), 'utf8')) as { data: { document_id: string; category: string; url: string; caption: string }[] };
    expect(images.data.map((i) => [i.document_id, i.category]).sort()).toEqual(
      [
        [exhibit, 'evidence'],
        [uploadOf(result, 'upload/exhibit-aircraft-photo').document_id!, 'evidence'],
      ].sort(),
    );
    for (const image of images.data) expect(existsSync(join(site, image.url))).toBe(true);
    // The site publishes each original's content, never its pointer.
    for (const id of docs) expect(sha256(readFileSync(join(site, 'documents', id, recordOf(id).file.path)))).toBe(recordOf(id).file.sha256);
    const slideshow = readFileSync(join(site, 'slideshows', 'evidence', 'index.html'), 'utf8');
    expect(slideshow).toContain("Dorsey v. Prairie Federal Land Bank — plaintiff's exhibit 7, photograph of the farmhouse".replace(/'/g, '&#39;'));
  }, 900_000);

  itWithCorpus('adds the real court filings of the corpus, decided like the rest', 'the demo with the real court filings', async () => {
    const { dir, stderr, result } = await demo('--corpus', CORPUS);
    expect(stderr).toContain(`adding the real court filings of ${CORPUS}`);
    expect(actionsOf(result)).toEqual({
      ...OWN_DECISIONS,
      'upload/ca1-calvary-chapel-v-mills': 'merge/accepted',
      'upload/missouri-jagels': 'merge/accepted',
      'upload/cacd-experian-injunction': 'merge/accepted',
      'upload/ca2-nfl-docketing-notice': 'merge/accepted',
      'upload/scan-ca3-mielo-letter': 'merge/accepted',
      'upload/ca10-liebowitz-order': 'merge/accepted',
      'upload/nfl-notice-again': 'close/invalid',
      'upload/liebowitz-order-rescanned': 'close/rejected',
    });
    // Every name and tag the enrichment found, the real filings' included: what OCR noise, a header or a title
    // read as a name would add shows here.
    const registry = (file: string) =>
      (JSON.parse(readFileSync(join(dir, 'archive', 'registries', file), 'utf8')) as { name: string }[]).map((e) => e.name).sort();
    expect(registry('people.json')).toEqual(['Aaron M. Frey', 'Adrienne Bennett', 'Alex J. Luchenitser', 'Amy E. Feinman', 'Angela T. Quigless', 'Barron', 'Benjamin J. Sweet', 'Bruce Carlson', "Catherine O'Hagan Wolfe", 'Christopher C. Taub', 'Christopher M. Wolpert', 'Christopher Mielo', 'Daniel J. Schmid', 'Daniel Okafor', 'David A. Soley', 'David H. Raizman', 'David L. Barkey', 'David O. Carter', 'Deborah J. Alessi', 'Edwin J. Kilpela Jr.', 'Esteban Leon', 'Failla', 'Helen R. Addison', 'Horatio G. Mihet', 'Howard', 'James G. Monteleone', 'James M. Dowd', 'Janet T. Mills', 'Jeffrey I. Pasek', 'Jonathan D. Lindqvist', 'Kayatta', 'Kenneth D. Upton Jr.', 'Kurt S. Odenwald', 'Lynch', 'Marcia M. Waldron', 'Margaret Harlow', 'Maria G. Danaher', 'Mathew D. Staver', 'Nancy Torresen', 'Nichole Marie Jagels', 'Patricia M. Oduya', 'Patrick J. Fazzini', 'Richard B. Katskee', 'Richard P. Liebowitz', 'Robert A. Katzmann', 'Roger K. Gannam', 'Sarah A. Forster', 'Sarah R. Goetz', 'Selya', 'Stephanie K. Goldin', 'Stephen C. Whiting', 'Stephen M. Crampton', 'Steven J. Marlowe', 'Steven M. Freeman']);
    expect(registry('organizations.json')).toEqual(['Americans United for Separation of Church and State', 'Anti-Defamation League', 'Athens Church of the Open Bible', 'Bend the Arc', 'Bernstein Shur', 'Calvary Chapel', 'Calvary Chapel St. Croix Valley', 'Calvary Chapel of Bangor', 'Cascade Air Charter, Inc.', 'Centerpoint Community Church', 'Central Conference of American Rabbis', 'Charleston Church', 'Cherryfield Church of the Open Bible', 'Circuit Court of St. Charles County', 'Clinton Baptist Church', 'Congress', 'ConsumerInfo.com, Inc.', 'Court of Appeals', "Cozen O'Connor", 'Emmanuel Bible Baptist Church', 'Experian Amazon Web Services', 'Experian Consumer Services', 'Experian Information Solutions', 'Faith Bible Church', 'First Baptist Church of Waldoboro', 'First Church of Waterville', 'First Circuit', 'Grace Community Chapel', 'Granite State Mutual Insurance Company', 'Guilford Christian Fellowship', 'Hosanna Church', 'Interfaith Alliance Foundation', 'Jewish Social Policy Action Network', 'Liberty Counsel', 'Life Community Church', 'Machias Valley Baptist', 'Maine Conference', 'Men of Reform Judaism', 'Methodist Federation for Social Action', 'Missouri Court of Appeals', 'National Council of the Churches of Christ in the USA', 'National Football League Players Association', 'New Beginnings Church of God', 'New Hope Evangelical Free Church', 'Northfield Grain Cooperative, Inc.', 'Occupational Safety and Health Administration', 'Ogletree Deakins Nash Smoak & Stewart', 'Prairie Federal Land Bank', 'Reconstructionist Rabbinical Association', 'Rock Church of Bangor', 'Second Circuit', 'Spireon', 'St. Albans Union Church', 'State of Missouri', 'Steak N Shake Operations Inc', 'Stetson Union Church', 'Supreme Court', 'Tallan', 'Tenth Circuit', 'Thomas More Society', 'Union for Reform Judaism', 'United Church of Christ', 'United States Court of Appeals', 'United States Court of Appeals for the First Circuit', 'United States Court of Appeals for the Second Circuit', 'United States Court of Appeals for the Tenth Circuit', 'United States Department of Health and Human Services', 'United States District Court', 'United States District Court for the Central District of California', 'United States District Court for the District of Kansas', 'United States District Court for the District of Maine', 'United States District Court for the District of New Hampshire', 'United States District Court for the Eastern District of Virginia', 'United States District Court for the Southern District of New York', 'United States District Court for the Western District of Washington', 'United States of America', 'Westover Shipping Ltd.', 'Whiting Law Firm', 'Women of Reform Judaism']);
    expect(registry('locations.json')).toEqual(['California', 'China', 'Kansas', 'Maine', 'Manchester', 'Missouri', 'New Hampshire', 'New York', 'Orrington', 'Pennsylvania', 'Philadelphia', 'Pittsburgh', 'Presque Isle', 'St. Charles County', 'Virginia', 'Washington', 'Wuhan City']);
    expect(tagsOf(dir)).toEqual(DEMO_TAGS);
    const scannedFirst = uploadOf(result, 'upload/ca10-liebowitz-order').document_id!;
    expect(uploadOf(result, 'upload/liebowitz-order-rescanned').reasons.find((r) => r.code === 'duplicate.near')!.message).toContain(scannedFirst);
  }, 900_000);
});
