/**
 * Uploads for the write-side suites: court filings, each a PDF of its own (another case number and
 * plaintiff on the same order), with metadata the intake accepts, and an archive repository whose
 * collection profile is the project's own (US court records) and that takes near-duplicates, so that
 * many such filings are all accepted.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from '../../actions/lib/core/hash.js';
import { uploadIdFor } from '../../actions/lib/archive/upload-id.js';
import { ORDER_ON_MOTION_TO_DISMISS } from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { PROJECT_ROOT } from '../helpers/paths.js';
import { archiveRepository, git } from './helpers.js';

const PLAINTIFFS = [
  'Harlow',
  'Ashby',
  'Bristow',
  'Calloway',
  'Dunmore',
  'Ellery',
  'Fenwick',
  'Garrity',
  'Holloway',
  'Ingram',
];

export interface FilingUpload {
  pdf: Uint8Array;
  metadata: string;
  title: string;
  /** The intake's id for this file and metadata. */
  upload_id: string;
}

/** The n-th filing: the order on a motion to dismiss, in another case. */
export async function filingUpload(n: number): Promise<FilingUpload> {
  const plaintiff = `${PLAINTIFFS[n % PLAINTIFFS.length]!}${n >= PLAINTIFFS.length ? `-${n}` : ''}`;
  const text = ORDER_ON_MOTION_TO_DISMISS.text
    .replace(/Harlow/g, plaintiff)
    .replace('1:21-cv-00417-JDL', `1:21-cv-${String(417 + n).padStart(5, '0')}-JDL`);
  const title = `${plaintiff} v. Northfield Grain Cooperative - order on motion to dismiss (${n})`;
  const pdf = await textToPdf(text, { title, author: 'Clerk of Court' });
  const metadata = JSON.stringify({
    title,
    date: '2022-03-14',
    source: 'U.S. District Court for the District of Maine',
    relevance: 'high',
    source_type: 'court',
  });
  return { pdf, metadata, title, upload_id: uploadIdFor(sha256(pdf), sha256(new TextEncoder().encode(metadata))) };
}

/** The known archive, with the project's court profile taking near-duplicates; returns its root. */
export async function courtArchive(): Promise<{ root: string; ids: string[] }> {
  const archive = await archiveRepository();
  const config = JSON.parse(readFileSync(join(PROJECT_ROOT, 'dirhub.config.json'), 'utf8')) as Record<string, unknown>;
  config.validation = { ...(config.validation as object), reject_near_duplicates: false };
  writeFileSync(join(archive.root, 'dirhub.config.json'), `${JSON.stringify(config, null, 2)}\n`);
  git(archive.root, 'add', 'dirhub.config.json');
  git(archive.root, 'commit', '--quiet', '-m', 'The collection profile');
  return archive;
}
