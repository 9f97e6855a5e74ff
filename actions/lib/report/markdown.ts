import { apportion } from '../core/apportion.js';
import type { Problem } from '../core/problem.js';
import type { AnalysisResult } from '../archive/records.js';
import { codeSpan, escapeMarkdown, truncate } from './escape.js';

const HEADLINE: Record<AnalysisResult['status'], string> = {
  accepted: '✅ Accepted',
  rejected: '❌ Rejected',
  invalid: '⚠️ Cannot be processed',
};

const NEXT_STEP: Record<AnalysisResult['status'], string> = {
  accepted:
    "This upload meets the archive's bar. It is merged, moved into `archive/`, enriched and published with the next site build.",
  rejected:
    "This upload was scored and is below the archive's bar, so it will not be merged. The reasons are above; a maintainer can still accept it with a comment if the score is wrong.",
  invalid:
    'This upload could not be judged, so it is not merged. Fix every problem listed above and send it again: a new pull request, or push the fix to this branch and ask a maintainer to run the checks again.',
};

function pageList(pages: number[]): string {
  if (!pages.length) return 'none';
  const ranges: string[] = [];
  let start = pages[0]!;
  let prev = start;
  for (const p of [...pages.slice(1), Number.NaN]) {
    if (p === prev + 1) {
      prev = p;
      continue;
    }
    ranges.push(start === prev ? `${start}` : `${start}–${prev}`);
    start = prev = p;
  }
  return ranges.join(', ');
}

function problemLine(p: Problem): string {
  const field = p.field ? ` (field ${codeSpan(p.field)})` : '';
  return `- **${escapeMarkdown(p.message)}**${field}  \n  How to fix: ${escapeMarkdown(p.hint)} <sub>${codeSpan(p.code)}</sub>`;
}

function signed(n: number): string {
  return `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(2)}`;
}

/** The decision report for one upload, as markdown for a pull-request comment or a terminal. */
export function renderReport(r: AnalysisResult): string {
  const out: string[] = [...summaryTable(r)];
  if (r.errors.length) {
    out.push(`#### What is wrong (${r.errors.length})`, '', ...r.errors.map(problemLine), '');
  }
  if (r.relevance_detail) out.push(...relevanceSection(r.relevance_detail));
  if (r.duplicates.length) out.push(...duplicatesSection(r.duplicates));
  if (r.warnings.length) {
    out.push(`#### Worth a look (${r.warnings.length})`, '', ...r.warnings.map(problemLine), '');
  }
  out.push('#### What happens next', '', NEXT_STEP[r.status], '');
  return out.join('\n');
}

/** The headline and the table of what the upload is: title, id, file, pages and text. */
function summaryTable(r: AnalysisResult): string[] {
  const out: string[] = [];
  const score =
    r.relevance === null
      ? 'not scored'
      : `relevance **${r.relevance.toFixed(2)}** (threshold ${r.threshold.toFixed(2)})`;
  out.push(`### ${HEADLINE[r.status]}: ${codeSpan(r.file.name)} — ${score}`);
  out.push('');
  const title = r.metadata?.title ? escapeMarkdown(truncate(r.metadata.title, 200)) : '_no valid metadata_';
  out.push(`| | |`, `|---|---|`);
  out.push(`| Title | ${title} |`);
  out.push(`| Upload id | ${codeSpan(r.upload_id)} |`);
  out.push(
    `| File | ${r.file.kind.toUpperCase()}, ${r.file.bytes.toLocaleString('en-US')} bytes, sha256 ${codeSpan(r.file.sha256.slice(0, 16))}… |`,
  );
  const ocrMean = r.ocr_confidence.length
    ? ` (mean OCR confidence ${Math.round(r.ocr_confidence.reduce((s, c) => s + c.confidence, 0) / r.ocr_confidence.length)}%)`
    : '';
  out.push(
    `| Pages | ${r.pages ?? 'unknown'}; OCR on ${r.ocr_pages.length ? `page ${pageList(r.ocr_pages)}` : 'no pages'}${ocrMean} |`,
  );
  out.push(`| Text | ${r.text.length.toLocaleString('en-US')} characters extracted |`);
  out.push('');
  return out;
}

/** How relevance was scored, factor by factor, and the nearest documents of the archive. */
function relevanceSection(d: NonNullable<AnalysisResult['relevance_detail']>): string[] {
  const out: string[] = [];
  const ordered = [
    ...d.factors.filter((f) => f.effect > 0),
    ...d.factors.filter((f) => f.effect < 0),
    ...d.factors.filter((f) => f.effect === 0),
  ];
  out.push('#### How relevance was scored', '');
  if (d.baseline === undefined) {
    out.push('| factor | effect | why |', '|---|---:|---|');
    for (const f of ordered)
      out.push(`| ${codeSpan(f.name)} | ${signed(f.effect)} | ${escapeMarkdown(truncate(f.detail, 300))} |`);
  } else {
    // Shown to two decimals, the column must still add up to the score shown below it.
    const shown = apportion(
      ordered.map((f) => f.effect),
      Number(d.score.toFixed(2)) - Number(d.baseline.toFixed(2)),
      2,
    );
    out.push('| factor | adds | why |', '|---|---:|---|');
    out.push(`| starting point | ${d.baseline.toFixed(2)} | The score of a text with none of the evidence below. |`);
    ordered.forEach((f, i) =>
      out.push(`| ${codeSpan(f.name)} | ${signed(shown[i]!)} | ${escapeMarkdown(truncate(f.detail, 300))} |`),
    );
    out.push(
      `| **relevance** | **${d.score.toFixed(2)}** | Threshold ${d.threshold.toFixed(2)}: ${d.score >= d.threshold ? 'at or above it' : 'below it'}. |`,
    );
  }
  out.push('');
  if (d.nearest.length) {
    out.push('Nearest documents in the archive:', '');
    for (const n of d.nearest)
      out.push(
        `- ${codeSpan(n.document_id)} ${escapeMarkdown(truncate(n.title, 120))} — similarity ${n.similarity.toFixed(2)}`,
      );
    out.push('');
  }
  return out;
}

/** The duplicates found, each with where it was found and how alike it is. */
function duplicatesSection(duplicates: AnalysisResult['duplicates']): string[] {
  const out: string[] = ['#### Duplicates found', ''];
  for (const d of duplicates) {
    const id = d.document_id ?? d.upload_id ?? 'this pull request';
    out.push(
      `- ${d.kind} duplicate of ${codeSpan(id)}${d.title ? ` ${escapeMarkdown(truncate(d.title, 120))}` : ''} (similarity ${d.similarity.toFixed(2)}, found in ${d.found_in})`,
    );
  }
  out.push('');
  return out;
}

/** The machine-readable twin of the report: the analysis without the bulky per-page text. */
export function reportJson(r: AnalysisResult): Omit<AnalysisResult, 'text' | 'page_texts'> & { text_chars: number } {
  const { text, page_texts: _pages, ...rest } = r;
  return { ...rest, text_chars: text.length };
}
