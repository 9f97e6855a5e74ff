/**
 * The sources the demo archive follows (docs/discovery.md), all on this machine: a consumption folder
 * (the clerk's inbox) and an Atom feed of a court's releases kept as a file. Both sit beside the demo
 * repository, never in it, as a consumption folder or a site's feed sits outside an archive.
 *
 * Why a `file:` feed and no feed served on loopback: `dirhub demo` ends before anyone runs
 * `dirhub discover`, so nothing would be there to answer on a loopback port. The feed file is parsed and
 * its entries' PDFs read exactly as a feed fetched over HTTP; only the ETag and robots.txt, which a file
 * has not, are left out (the tests replay those from a server: test/discovery/).
 */
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { textToPdf } from './pdf-maker.js';
import type { SampleFiling } from './filings.js';

/** The folder beside the demo repository that holds its sources (`demo/archive-sources` for `demo/archive`). */
export function demoSourcesDir(root: string): string {
  return join(dirname(root), `${basename(root)}-sources`);
}

export const INBOX_ANSWER: SampleFiling = {
  title: 'Harlow v. Northfield Grain Cooperative - answer to the complaint',
  text: `UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF MAINE

MARGARET HARLOW,
Plaintiff,
v. Civil Action No. 1:21-cv-00417-JDL
NORTHFIELD GRAIN COOPERATIVE, INC.,
Defendant.

ANSWER AND AFFIRMATIVE DEFENSES OF DEFENDANT NORTHFIELD GRAIN COOPERATIVE, INC.

Defendant Northfield Grain Cooperative, Inc., by its counsel, answers the remaining count of the complaint as follows, in accordance with the Court's order on the motion to dismiss.

1. The defendant admits that the plaintiff was employed as a grain elevator supervisor in Presque Isle, Maine, from March 2014 until August 9, 2020.

2. The defendant denies that the plaintiff's report to the Occupational Safety and Health Administration was a cause of the termination of her employment, and states that the position was eliminated in a reorganization of its elevator operations.

3. The defendant lacks knowledge sufficient to form a belief about the date on which the plaintiff made her report, and therefore denies that allegation.

AFFIRMATIVE DEFENSES

First Defense: The complaint fails to state a claim upon which relief can be granted.
Second Defense: The defendant would have made the same decision in the absence of any protected activity.
Third Defense: The plaintiff failed to mitigate her damages.

WHEREFORE the defendant asks that the Court enter judgment in its favor on Count I and award it its costs.

Dated: March 28, 2022

/s/ Eleanor V. Pratt
Counsel for Defendant`,
};

export const INBOX_NOTICE: SampleFiling = {
  title: 'Harlow v. Northfield Grain Cooperative - notice of hearing',
  text: `UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF MAINE

Harlow v. Northfield Grain Cooperative, Inc.
Civil Action No. 1:21-cv-00417-JDL

NOTICE OF HEARING

Take notice that a hearing on the parties' joint motion to amend the scheduling order will be held before United States District Judge Jonathan D. Lindqvist on May 12, 2022 at 2:00 p.m. in Courtroom 2 of the Edward T. Gignoux United States Courthouse, Portland, Maine. Counsel may appear by video conference upon request to the courtroom deputy no later than two days before the hearing.

Clerk of Court
By: Deputy Clerk`,
};

export const FEED_MANDATE: SampleFiling = {
  title: 'United States v. Okafor - mandate',
  text: `UNITED STATES COURT OF APPEALS
FOR THE FIRST CIRCUIT

No. 21-1188

UNITED STATES OF AMERICA,
Appellee,
v.
DANIEL OKAFOR,
Defendant, Appellant.

MANDATE

In accordance with the judgment of November 3, 2022, and pursuant to Federal Rule of Appellate Procedure 41(a), this constitutes the formal mandate of this Court. The judgment of the district court is affirmed. No petition for rehearing having been filed within the time allowed, the mandate issues this day.

By the Court:

Maria R. Hamilton, Clerk

Dated: November 28, 2022`,
};

export const FEED_ARGUMENT_ORDER: SampleFiling = {
  title: 'Castellano v. Riverbend Transit Authority - order setting oral argument',
  text: `UNITED STATES COURT OF APPEALS FOR THE SECOND CIRCUIT

Docket No.: 23-0611
Short Title: Castellano v. Riverbend Transit Authority

ORDER

The appellant's brief and the appellee's brief having been filed, this appeal is calendared for oral argument on October 17, 2023 at 10:00 a.m. at the Thurgood Marshall United States Courthouse. Each side is allotted ten minutes. Counsel who will argue shall file a notice of appearance for argument no later than fourteen days before the argument date. A request to adjourn the argument will be granted only upon a showing of exceptional circumstances.

FOR THE COURT:
Catherine O'Hagan Wolfe, Clerk of Court

Dated: September 5, 2023`,
};

interface FeedEntry {
  id: string;
  file: string;
  filing: SampleFiling;
  title: string;
  published: string;
  summary: string;
}

const FEED_ENTRIES: FeedEntry[] = [
  {
    id: 'okafor-mandate',
    file: 'united-states-v-okafor-mandate.pdf',
    filing: FEED_MANDATE,
    title: 'United States v. Okafor — mandate issued',
    published: '2022-11-28T15:00:00Z',
    summary: 'The First Circuit issued its mandate in No. 21-1188; the judgment of the district court is affirmed.',
  },
  {
    id: 'castellano-argument',
    file: 'castellano-order-setting-argument.pdf',
    filing: FEED_ARGUMENT_ORDER,
    title: 'Castellano v. Riverbend Transit Authority — oral argument calendared',
    published: '2023-09-05T14:30:00Z',
    summary: 'Docket No. 23-0611 is calendared for oral argument on October 17, 2023.',
  },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The Atom feed (RFC 4287) of the court's releases, each entry linking its PDF beside the feed. */
export function releasesFeed(entries: FeedEntry[] = FEED_ENTRIES): string {
  const updated = entries.map((e) => e.published).sort().at(-1)!;
  const items = entries.map(
    (e) => `  <entry>
    <id>urn:dirhub-demo:releases:${e.id}</id>
    <title>${escapeXml(e.title)}</title>
    <published>${e.published}</published>
    <updated>${e.published}</updated>
    <summary>${escapeXml(e.summary)}</summary>
    <link rel="enclosure" type="application/pdf" href="${escapeXml(e.file)}"/>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>urn:dirhub-demo:releases</id>
  <title>U.S. Courts of Appeals, releases</title>
  <updated>${updated}</updated>
  <author><name>dirhub demo</name></author>
${items.join('\n')}
</feed>
`;
}

/** The day the inbox's files say they were last changed: fixed, so the demo is the same every time. */
const INBOX_FILES_DAY = new Date(Date.UTC(2022, 4, 2, 9, 0, 0));

/**
 * Writes the sources beside the demo repository at `root` (replacing what an earlier demo left there) and
 * returns the `discovery` section of its dirhub.config.json. The folder source is named relative to the
 * repository; the feed by its absolute `file:` address, as the configuration asks of a feed.
 */
export async function writeDemoSources(root: string): Promise<Record<string, unknown>> {
  const dir = demoSourcesDir(root);
  await rm(dir, { recursive: true, force: true });
  const inbox = join(dir, 'inbox');
  const releases = join(dir, 'releases');
  await mkdir(inbox, { recursive: true });
  await mkdir(releases, { recursive: true });

  // The inbox: one document with its metadata file beside it (the upload contract, naming the docket
  // entry), one without, which the folder's defaults, the file's name and its date complete.
  const answer = join(inbox, 'harlow-answer.pdf');
  await writeFile(answer, await textToPdf(INBOX_ANSWER.text, { title: INBOX_ANSWER.title }));
  await writeFile(
    join(inbox, 'harlow-answer.json'),
    `${JSON.stringify(
      {
        title: 'Harlow v. Northfield Grain Cooperative — answer to the complaint',
        date: '2022-03-28',
        source: 'U.S. District Court, District of Maine',
        source_type: 'court',
        relevance: 'high',
        case_number: '1:21-cv-00417',
        docket_entry: 14,
        tags: ['answer', 'whistleblower'],
      },
      null,
      2,
    )}\n`,
  );
  const notice = join(inbox, 'harlow-notice-of-hearing.pdf');
  await writeFile(notice, await textToPdf(INBOX_NOTICE.text, { title: INBOX_NOTICE.title }));
  for (const file of [answer, notice]) await utimes(file, INBOX_FILES_DAY, INBOX_FILES_DAY);

  for (const e of FEED_ENTRIES)
    await writeFile(join(releases, e.file), await textToPdf(e.filing.text, { title: e.filing.title }));
  const feed = join(releases, 'releases.atom');
  await writeFile(feed, releasesFeed());

  return {
    contact: 'https://github.com/example-org/demo-archive',
    per_run: { documents: 10, bytes: 50 * 1024 * 1024, minutes: 10 },
    sources: [
      {
        name: 'clerk-inbox',
        kind: 'folder',
        path: `../${basename(dir)}/inbox`,
        every: '15m',
        defaults: { source: 'U.S. District Court, District of Maine', source_type: 'court', relevance: 'high' },
      },
      {
        name: 'appeals-releases',
        kind: 'feed',
        url: pathToFileURL(feed).href,
        every: '6h',
        defaults: { source_type: 'court', relevance: 'high', tags: ['court of appeals'] },
      },
    ],
  };
}
