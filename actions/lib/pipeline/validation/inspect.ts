/**
 * Validation (spec stage 2) of one uploaded file: what it really is, whether it is complete and
 * readable, how big it is, and whether it carries active content. Gathers `FileFacts` and returns
 * every problem found at once, each with what is wrong and how to fix it. Never throws for a bad
 * file and never hangs (pdfjs runs under a timeout); duplicates are checked elsewhere (storage).
 */
import { basename, extname } from 'node:path';
import type { DirhubConfig } from '../../core/config.js';
import { sha256 } from '../../core/hash.js';
import { problem, warning, type Problem } from '../../core/problem.js';
import type { FileFacts } from '../../archive/records.js';
import type { ValidationCode } from './codes.js';
import { checkImage } from './image.js';
import { checkPdfEnding, scanRawActiveContent, type EndingCheck, type RawActiveContent } from './pdf-bytes.js';
import { parsePdf, PDF_INSPECT_TIMEOUT_MS, type ApiActiveContent, type PdfParse } from './pdf-parse.js';
import { measureStreams, type StreamFinding } from './pdf-streams.js';
import { otherFormats } from './polyglot.js';
import { describeUnknown, detectKind, EXTENSIONS, kindFromName, MEDIA_TYPES, pdfHeaderOffset } from './sniff.js';

export interface Inspection {
  facts: FileFacts;
  problems: Problem[];
}

export interface InspectOptions {
  /** Overrides PDF_INSPECT_TIMEOUT_MS (tests use a tiny value to exercise the guard). */
  timeoutMs?: number;
}

const MiB = 1024 * 1024;
const KIND_NAMES = { pdf: 'a PDF', png: 'a PNG image', jpeg: 'a JPEG image' } as const;

function report(code: ValidationCode, message: string, hint: string, severity: 'error' | 'warning' = 'error'): Problem {
  return severity === 'error' ? problem(code, message, hint) : warning(code, message, hint);
}

function size(bytes: number): string {
  return bytes < MiB ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / MiB).toFixed(1)} MiB`;
}

/** pdfjs's terse parser errors, said in words a contributor can act on. */
function explainParseError(detail: string): string {
  if (/call stack/i.test(detail)) return 'its objects are nested deeper than a reader can follow';
  if (/circular reference/i.test(detail)) return 'its page tree loops back on itself';
  if (/Invalid Root reference|Invalid root reference/i.test(detail)) {
    return 'its catalog (the object that lists the pages) cannot be found through its cross-reference table';
  }
  if (/Invalid PDF structure/i.test(detail)) return 'its structure is not valid PDF';
  if (/Invalid XRef|xref/i.test(detail)) return 'its cross-reference table is broken';
  return 'it is damaged';
}

export async function inspectFile(
  bytes: Uint8Array,
  name: string,
  config: DirhubConfig,
  options: InspectOptions = {},
): Promise<Inspection> {
  const file = basename(name);
  const kind = detectKind(bytes);
  const facts: FileFacts = {
    kind,
    media_type: MEDIA_TYPES[kind],
    bytes: bytes.length,
    sha256: sha256(bytes),
    pages: null,
    encrypted: false,
    active_content: { javascript: false, launch_actions: false, embedded_files: [], other: [] },
    info: {},
    xmp: null,
  };
  const problems: Problem[] = [];

  if (bytes.length === 0) {
    problems.push(
      report(
        'file.empty',
        `${file} is empty (0 bytes).`,
        'The file content did not arrive. Check that the file opens on your computer, then upload it again.',
      ),
    );
    return { facts, problems };
  }

  const claimed = kindFromName(file);
  if (kind !== 'unknown' && claimed !== kind) {
    const stem = basename(file, extname(file));
    problems.push(
      report(
        'file.extension_mismatch',
        `${file} is ${KIND_NAMES[kind]}, but its name ${extname(file) ? `ends in ${extname(file)}` : 'has no extension'}.`,
        `Rename it to ${stem}${EXTENSIONS[kind][0]} (keep the metadata file's name ${stem}.json) so that browsers and the archive treat it as what it is.`,
      ),
    );
  }

  if (bytes.length > config.limits.max_file_bytes) {
    problems.push(
      report(
        'file.too_large',
        `${file} is ${size(bytes.length)}; the limit is ${size(config.limits.max_file_bytes)}.`,
        'Make it smaller: save it again with compressed images (for example `gs -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook -o smaller.pdf in.pdf`), or split it into parts and upload each part with its own metadata file.',
      ),
    );
    return { facts, problems };
  }

  if (kind === 'unknown') {
    const looksLike = describeUnknown(bytes);
    problems.push(
      report(
        'file.unsupported_type',
        `${file} is not a PDF, PNG or JPEG file${claimed === 'pdf' ? ' (it has no %PDF- header in its first 1024 bytes)' : ''}${looksLike ? `; it looks like ${looksLike}` : ''}.`,
        'Upload documents as PDF (use "Print → Save as PDF" or "Export as PDF") and pictures as PNG or JPEG.',
      ),
    );
    return { facts, problems };
  }

  if (kind === 'png' || kind === 'jpeg') {
    const image = checkImage(kind, bytes, config.limits.max_image_pixels);
    facts.image = { width: image.width, height: image.height };
    facts.pages = image.problems.length ? null : 1;
    problems.push(...image.problems);
    return { facts, problems };
  }

  await inspectPdf(bytes, file, config, options, facts, problems);
  return { facts, problems };
}

async function inspectPdf(
  bytes: Uint8Array,
  file: string,
  config: DirhubConfig,
  options: InspectOptions,
  facts: FileFacts,
  problems: Problem[],
): Promise<void> {
  const headerOffset = pdfHeaderOffset(bytes);
  const ending = checkPdfEnding(bytes, headerOffset);
  const raw = scanRawActiveContent(bytes);
  const others = otherFormats(bytes, headerOffset);
  if (others.length) {
    problems.push(
      report(
        'file.polyglot',
        `${file} is a PDF and also ${list(others)}: what it shows depends on the program that opens it.`,
        `A file that is two things at once is how attacks hide, so the archive keeps none. Print the document to a new PDF ("Print → Save as PDF"), which keeps only the document, and upload that.`,
      ),
    );
  }
  // Measured before pdf.js sees the file: a stream over the limits is refused without being read.
  const oversized = measureStreams(bytes, config.limits);
  if (oversized.length) {
    problems.push(...streamProblems(file, oversized, config.limits));
    const active = mergeActiveContent(raw, null);
    facts.active_content = active.facts;
    problems.push(...activeContentProblems(file, active, config.validation.allow_active_content));
    return;
  }
  const parsed = await parsePdf(bytes, config.limits, options.timeoutMs ?? PDF_INSPECT_TIMEOUT_MS);
  problems.push(...endingProblems(file, ending, parsed));
  if (!parsed.ok) problems.push(...unparsedProblems(file, parsed, ending, options, facts));
  else problems.push(...parsedProblems(file, parsed, config, facts));

  const active = mergeActiveContent(raw, parsed.ok ? parsed.active : null);
  facts.active_content = active.facts;
  problems.push(...activeContentProblems(file, active, config.validation.allow_active_content));
}

/** What the end of the file says: cut short, not a PDF at all, or a damaged trailer read anyway. */
function endingProblems(file: string, ending: EndingCheck, parsed: PdfParse): Problem[] {
  const out: Problem[] = [];
  const truncated = !ending.ok && ending.kind === 'truncated';
  if (truncated) {
    const recovered = parsed.ok
      ? `A reader can still show ${parsed.pages} page${parsed.pages === 1 ? '' : 's'}, but what came after the cut (pages, images, fonts) is missing or damaged.`
      : 'It cannot be opened.';
    out.push(
      report(
        'pdf.truncated',
        `${file} is incomplete: ${ending.detail}, so it was cut short (an interrupted download or upload). ${recovered}`,
        'Download the file again from its source, check that it opens and shows every page, and upload that copy.',
      ),
    );
  } else if (!parsed.ok && parsed.reason === 'invalid') {
    out.push(
      report(
        'pdf.unreadable',
        `${file} cannot be opened as a PDF: ${explainParseError(parsed.detail)}${ending.ok ? '' : `, and ${ending.detail}`} (pdfjs: "${parsed.detail}").`,
        'Get a fresh copy from the source. If a PDF reader still opens it, print it to a new PDF ("Print → Save as PDF") or repair it with `qpdf in.pdf repaired.pdf`, check every page, and upload that copy.',
      ),
    );
  } else if (!ending.ok && parsed.ok) {
    out.push(
      report(
        'pdf.damaged',
        `${file} has a damaged trailer: ${ending.detail}; it was read anyway.`,
        'Nothing blocks the upload. To be safe, check that every page is there; saving it again from a PDF reader produces a clean file.',
        'warning',
      ),
    );
  }

  return out;
}

/** Why a PDF that pdf.js did not open cannot be read (a truncated one is reported by its ending). */
function unparsedProblems(
  file: string,
  parsed: Extract<PdfParse, { ok: false }>,
  ending: EndingCheck,
  options: InspectOptions,
  facts: FileFacts,
): Problem[] {
  const out: Problem[] = [];
  const truncated = !ending.ok && ending.kind === 'truncated';
  if (parsed.reason === 'password') {
    facts.encrypted = true;
    out.push(
      report(
        'pdf.encrypted',
        `${file} is protected by a password, so its text cannot be read, checked or published.`,
        'Upload a copy without the password: open it with the password and print it to a new PDF ("Print → Save as PDF"), or run `qpdf --decrypt --password=PASSWORD in.pdf decrypted.pdf`. Never put the password in the metadata.',
      ),
    );
  } else if (parsed.reason === 'timeout') {
    out.push(
      report(
        'pdf.timeout',
        `Checking ${file} took longer than ${(options.timeoutMs ?? PDF_INSPECT_TIMEOUT_MS) / 1000} s, so it was stopped; a PDF that slow to open is damaged or built to stall readers.`,
        'Print it to a new PDF ("Print → Save as PDF") and upload that copy; if it is a very large document, split it into parts.',
      ),
    );
  } else if (parsed.reason === 'error' && !truncated) {
    out.push(
      report(
        'pdf.unreadable',
        `${file} cannot be opened as a PDF${ending.ok ? '' : `: ${ending.detail}`} (pdfjs: "${parsed.detail}").`,
        'Get a fresh copy from the source, or print it to a new PDF from a reader that opens it, and upload that copy.',
      ),
    );
  }
  return out;
}

/** The facts of a PDF pdf.js opened, and what is worth saying of it: encryption, metadata, pages. */
function parsedProblems(
  file: string,
  parsed: Extract<PdfParse, { ok: true }>,
  config: DirhubConfig,
  facts: FileFacts,
): Problem[] {
  const out: Problem[] = [];
  facts.pages = parsed.pages;
  facts.encrypted = parsed.encrypted;
  facts.info = parsed.info;
  facts.xmp = parsed.xmp;
  if (parsed.encrypted) {
    out.push(
      report(
        'pdf.encrypted_permissions',
        `${file} is encrypted with permission restrictions only (no password is needed to open it); it was read normally.`,
        'Nothing blocks the upload. Some readers may refuse to print or copy from it; uploading a decrypted copy (`qpdf --decrypt in.pdf out.pdf`) avoids that.',
        'warning',
      ),
    );
  }
  if (parsed.metadata_error) {
    out.push(
      report(
        'pdf.metadata_unreadable',
        `The metadata (Info dictionary or XMP) of ${file} cannot be read (${parsed.metadata_error}); the pages were read normally.`,
        'Nothing blocks the upload; title and date come from your metadata file. Saving the PDF again from a reader usually repairs its metadata.',
        'warning',
      ),
    );
  }
  const [unloadable, ...moreUnloadable] = parsed.unloadable_pages;
  if (unloadable) {
    out.push(
      report(
        'pdf.unreadable',
        `${file} cannot be read in full: ${explainParseError(unloadable.detail)}, so page ${unloadable.page} of ${parsed.pages}${moreUnloadable.length ? ` and ${moreUnloadable.length} more` : ''} cannot be loaded (pdfjs: "${unloadable.detail}").`,
        'Get a fresh copy from the source. If a PDF reader still shows every page, print it to a new PDF ("Print → Save as PDF") or repair it with `qpdf in.pdf repaired.pdf`, check every page, and upload that copy.',
      ),
    );
  }
  if (parsed.pages === 0) {
    out.push(
      report(
        'pdf.no_pages',
        `${file} has no pages.`,
        'Export the document to PDF again and check that the pages are in the file.',
      ),
    );
  }
  if (parsed.pages > config.limits.max_pages) {
    out.push(
      report(
        'pdf.too_many_pages',
        `${file} has ${parsed.pages} pages; the limit is ${config.limits.max_pages}.`,
        `Split it into parts of at most ${config.limits.max_pages} pages (for example \`qpdf in.pdf --pages . 1-${config.limits.max_pages} -- part1.pdf\`) and upload each part with its own metadata file.`,
      ),
    );
  }
  return out;
}

const megapixels = (width: number, height: number) => `${Math.round((width * height) / 1e6)} megapixels`;

/** The images and streams over the limits, one problem for each kind, naming the first and counting the rest. */
function streamProblems(file: string, findings: StreamFinding[], limits: DirhubConfig['limits']): Problem[] {
  const out: Problem[] = [];
  const images = findings.filter((f) => f.kind === 'image');
  const [image] = images;
  if (image) {
    out.push(
      report(
        'pdf.image_too_large',
        `${file} holds an image of ${image.width} × ${image.height} pixels (${megapixels(image.width, image.height)}, as ${image.declared_by} declares, ${image.where})${images.length > 1 ? ` and ${images.length - 1} more over the limit` : ''}; the limit is ${limits.max_pdf_image_pixels / 1e6} megapixels.`,
        "An image is decoded whole before it is shown, so one that large exhausts a reader's memory (or is a decompression bomb). Scan or export the pages at 300–600 dpi, or print the document to a new PDF, and upload that. Maintainers set the limit with limits.max_pdf_image_pixels.",
      ),
    );
  }
  const streamsOver = findings.filter((f) => f.kind === 'stream');
  const [stream] = streamsOver;
  const total = findings.find((f) => f.kind === 'total');
  const hint =
    'Print it to a new PDF ("Print → Save as PDF"), which writes every page afresh, and upload that copy. Maintainers set the limits with limits.max_stream_bytes and limits.max_inflated_bytes.';
  if (stream) {
    out.push(
      report(
        'pdf.stream_too_large',
        `${file} holds ${stream.what} (${stream.where}) that inflates to more than ${size(stream.bytes)}${streamsOver.length > 1 ? `, and ${streamsOver.length - 1} more such stream${streamsOver.length > 2 ? 's' : ''}` : ''}: a compression bomb, or a file broken beyond use.`,
        hint,
      ),
    );
  } else if (total) {
    out.push(
      report(
        'pdf.stream_too_large',
        `The streams of ${file} inflate to more than ${size(total.bytes)} in all: far more than any document needs.`,
        hint,
      ),
    );
  }
  return out;
}

interface MergedActiveContent {
  facts: FileFacts['active_content'];
  javascriptAt: string[];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function mergeActiveContent(raw: RawActiveContent, api: ApiActiveContent | null): MergedActiveContent {
  const embedded = unique(api?.embedded_files ?? []);
  if (raw.embedded_files && embedded.length === 0) embedded.push('(unnamed embedded file)');
  return {
    facts: {
      javascript: raw.javascript || Boolean(api?.javascript.length),
      launch_actions: raw.launch,
      embedded_files: embedded,
      other: unique([...(api?.other ?? []), ...raw.other]),
    },
    javascriptAt: unique(api?.javascript ?? []),
  };
}

function list(items: string[], max = 5): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

const ALLOW_HINT =
  'If the archive really needs it as it is, a maintainer can set validation.allow_active_content in dirhub.config.json.';
const PRINT_HINT = 'print it to a new PDF ("Print → Save as PDF"), which keeps the pages and drops everything else';

function activeContentProblems(file: string, active: MergedActiveContent, allowed: boolean): Problem[] {
  const severity = allowed ? 'warning' : 'error';
  const fix = (what: string) =>
    allowed
      ? `Nothing blocks the upload; a maintainer should look at it. To remove it: ${PRINT_HINT}.`
      : `${what}: ${PRINT_HINT}. ${ALLOW_HINT}`;
  const { facts } = active;
  const out: Problem[] = [];
  const verdict = allowed
    ? "allowed by this archive's configuration, reported for review"
    : "not accepted, because it runs or opens things on a reader's computer";
  if (facts.javascript) {
    out.push(
      report(
        'pdf.javascript',
        `${file} contains JavaScript${active.javascriptAt.length ? ` (${list(active.javascriptAt)})` : ''}: ${verdict}.`,
        fix('Remove the scripts'),
        severity,
      ),
    );
  }
  if (facts.launch_actions) {
    out.push(
      report(
        'pdf.launch_action',
        `${file} contains a Launch action, which starts another program or opens a file on the reader's computer: ${verdict}.`,
        fix('Remove the action'),
        severity,
      ),
    );
  }
  if (facts.embedded_files.length) {
    out.push(
      report(
        'pdf.embedded_files',
        `${file} carries embedded files (${list(facts.embedded_files)}): ${allowed ? verdict : 'not accepted, because attached files are not checked, indexed or shown, and can carry anything'}.`,
        fix(
          'Upload each attachment that belongs in the archive as its own file with its own metadata, and remove them from this PDF',
        ),
        severity,
      ),
    );
  }
  if (facts.other.length) {
    out.push(
      report(
        'pdf.active_content',
        `${file} contains other active content (${list(facts.other)}): ${verdict}.`,
        fix('Remove it'),
        severity,
      ),
    );
  }
  return out;
}
