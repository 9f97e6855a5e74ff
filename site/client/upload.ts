/**
 * The upload form: builds the metadata JSON and checks it with the pipeline's own schema and validator
 * (bundled from actions/lib/contract), so the browser and the archive agree on every rule.
 */
import { createMetadataValidator, todayUtc } from '../../actions/lib/contract/metadata.js';
import type { Problem } from '../../actions/lib/core/problem.js';
import { setUpSending } from './upload-send.js';

const form = document.getElementById('metadata-form') as HTMLFormElement;
const result = document.getElementById('metadata-result') as HTMLElement;
const output = document.getElementById('metadata-output') as HTMLElement;
const jsonEl = document.getElementById('metadata-json') as HTMLElement;
const download = document.getElementById('metadata-download') as HTMLAnchorElement;
const copy = document.getElementById('metadata-copy') as HTMLButtonElement;
let downloadUrl: string | null = null;
let submitted = false;

function collect(): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const el of Array.from(form.elements) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]) {
    if (!el.name) continue;
    const value = el.value.trim();
    if (!value) continue;
    if (el.name === 'tags') {
      const tags = value
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      if (tags.length) data.tags = tags;
    } else if (el.hasAttribute('data-number')) {
      // A whole number is sent as a JSON number; anything else as typed, so the schema says what is wrong.
      data[el.name] = /^\d{1,15}$/.test(value) ? Number(value) : value;
    } else data[el.name] = el.name === 'description' ? el.value.trim() : value;
  }
  return data;
}

function fileStem(title: unknown): string {
  const stem = String(title ?? 'metadata')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return stem || 'metadata';
}

const summary = document.getElementById('metadata-summary') as HTMLElement;

/** Each field's label as the form shows it ("Importance", not `relevance`). */
function labelOf(field: string): string | null {
  const label = form.querySelector(`label[for="m-${field}"]`);
  return label ? label.textContent!.replace(/\s*\*\s*$/, '').trim() : null;
}

/**
 * A problem in the form's words: where the message names its field by its JSON name (`relevance`,
 * `source_type`), it names it by its label instead. A name that is an ordinary word of its label ("date"
 * in "Document date") is left as it reads.
 */
function inFormWords(p: Problem): string {
  const field = (p.field ?? '').split('.')[0] ?? '';
  const label = field ? labelOf(field) : null;
  const text = `${p.message} ${p.hint}`;
  if (!label || new RegExp(`\\b${field}\\b`, 'i').test(label)) return text;
  return text.replace(new RegExp(`(["'\`]?)\\b${field}\\b\\1`, 'g'), `“${label}”`);
}

/** The summary at the top of the form: how many problems, each a link to its field, in the labels' words. */
function showSummary(problems: Problem[]): void {
  if (!problems.length) {
    summary.hidden = true;
    summary.replaceChildren();
    return;
  }
  const heading = document.createElement('h3');
  heading.textContent = `There ${problems.length === 1 ? 'is 1 problem' : `are ${problems.length} problems`} to fix`;
  const list = document.createElement('ul');
  for (const p of problems) {
    const li = document.createElement('li');
    const field = (p.field ?? '').split('.')[0] ?? '';
    const label = field ? labelOf(field) : null;
    const message = inFormWords(p);
    if (label) {
      const a = document.createElement('a');
      a.href = `#m-${field}`;
      a.textContent = `${label}: ${message}`;
      li.append(a);
    } else li.textContent = message;
    list.append(li);
  }
  summary.replaceChildren(heading, list);
  summary.hidden = false;
}

function showProblems(problems: Problem[]): void {
  const byField = new Map<string, Problem[]>();
  for (const p of problems) {
    const field = (p.field ?? '').split('.')[0] ?? '';
    byField.set(field, [...(byField.get(field) ?? []), p]);
  }
  for (const box of Array.from(form.querySelectorAll<HTMLElement>('[data-field]'))) {
    const name = box.dataset.field!;
    const control = box.querySelector<HTMLElement>('input, select, textarea')!;
    const error = box.querySelector<HTMLElement>('.error')!;
    const mine = byField.get(name) ?? [];
    error.textContent = mine.map(inFormWords).join(' ');
    if (mine.length) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }
  showSummary(problems);
  if (!problems.length) return;
  const heading = document.createElement('p');
  heading.textContent = `Please fix ${problems.length} problem${problems.length === 1 ? '' : 's'} before uploading: they are listed at the top of the form.`;
  result.className = 'metadata-result invalid';
  result.replaceChildren(heading);
}

/** Checks the form and shows what it found; returns the metadata when it has no problems, else null. */
function check(focus: boolean): Record<string, unknown> | null {
  const validate = createMetadataValidator(todayUtc());
  const data = collect();
  const checked = validate(data);
  if (!checked.ok) {
    showProblems(checked.problems);
    output.hidden = true;
    form.dataset.state = 'invalid';
    if (focus) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return null;
  }
  showProblems([]);
  result.className = 'metadata-result valid';
  result.textContent = 'The metadata is valid. Download it below, name it like your document, and upload both files.';
  const json = JSON.stringify(checked.metadata, null, 2) + '\n';
  jsonEl.textContent = json;
  if (downloadUrl) URL.revokeObjectURL(downloadUrl);
  downloadUrl = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  download.href = downloadUrl;
  const name = `${fileStem(checked.metadata.title)}.json`;
  download.download = name;
  download.textContent = `Download ${name}`;
  output.hidden = false;
  form.dataset.state = 'valid';
  return { ...checked.metadata };
}

form.addEventListener('submit', (ev) => {
  ev.preventDefault();
  submitted = true;
  check(true);
});
form.addEventListener('input', () => {
  if (submitted) check(false);
});
// With a live API, the document and this metadata can be sent from here (upload-send.ts).
setUpSending(() => {
  submitted = true;
  return check(true);
});
copy.addEventListener('click', () => {
  void navigator.clipboard?.writeText(jsonEl.textContent ?? '').then(() => {
    copy.textContent = 'Copied';
  });
});
