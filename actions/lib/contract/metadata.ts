import AjvModule, { type ErrorObject, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import { visit } from 'jsonc-parser';
import schema from './upload-metadata.schema.json' with { type: 'json' };
import { problem, type Problem } from '../core/problem.js';
import type { RelevanceLevel, SourceType } from '../core/vocab.js';

export { schema as uploadMetadataSchema };

export interface UploadMetadata {
  title: string;
  date: string;
  source: string;
  relevance: RelevanceLevel;
  category?: string;
  tags?: string[];
  description?: string;
  source_url?: string;
  source_type?: SourceType;
  language?: string;
  case_number?: string;
  docket_entry?: number;
  attachment_number?: number;
}

/** A field of the upload metadata, as the schema names it. */
export type MetadataField = keyof UploadMetadata;

/** What a field's value breaks: the last part of its code (`metadata.date.future`). */
export const METADATA_RULES = [
  'missing',
  'type',
  'format',
  'bidi_control',
  'line_break',
  'invalid_text',
  'control_character',
  'future',
  'enum',
  'too_short',
  'too_long',
  'too_many',
  'duplicate_items',
  'pattern',
  'too_small',
  'too_large',
  // A rule of the schema this file gives no words of its own.
  'invalid',
] as const;
export type MetadataRule = (typeof METADATA_RULES)[number];

/** The codes of the metadata file as a whole, rather than of one field's value. */
export const METADATA_FILE_CODES = [
  'metadata.too_large',
  'metadata.encoding',
  'metadata.json.syntax',
  'metadata.json.not_object',
  'metadata.json.duplicate_key',
  'metadata.unknown_field',
] as const;

/**
 * Every problem code of the upload metadata: the file's own, and `metadata.<field>.<rule>` for a field's
 * value. Stable: contributors' reports, the decisions log and the upload form carry them.
 */
export type MetadataCode = (typeof METADATA_FILE_CODES)[number] | `metadata.${MetadataField}.${MetadataRule}`;

// ajv and ajv-formats are CommonJS; under NodeNext their default export sits one level down.
const Ajv = AjvModule.default;
const addFormats = formatsModule.default;

type FieldInfo = { description?: string; enum?: string[]; maxLength?: number; minLength?: number; maxItems?: number };
const properties = schema.properties as Record<string, FieldInfo>;

/**
 * The largest metadata file read. The longest valid one (every field at its schema maximum) is about
 * 12 KB; anything far past that is not metadata, and parsing it only costs the intake memory and time.
 */
export const METADATA_MAX_BYTES = 64 * 1024;

/**
 * Characters a text field may not hold, and why. Control characters (C0 and C1: NUL, ESC, CR, …) break
 * commits, terminals and logs downstream; bidirectional embeddings, overrides and isolates make text
 * show in another order than it is stored ("Trojan Source"), so a title could read differently to the
 * maintainer who approves it. Tabs and line feeds are allowed only in multi-line fields. The
 * direction marks (U+200E, U+200F, U+061C) stay allowed: right-to-left writing needs them and they
 * reorder nothing around them.
 */
export type TextRule = 'line' | 'multi-line';

export interface ForbiddenCharacter {
  /** Index in UTF-16 code units, as JavaScript counts. */
  index: number;
  codePoint: number;
  kind: 'control' | 'bidi' | 'line-break' | 'lone-surrogate';
}

export function forbiddenCharacter(text: string, rule: TextRule): ForbiddenCharacter | null {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      const pair =
        c <= 0xdbff && i + 1 < text.length && text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff;
      if (pair) {
        i++;
        continue;
      }
      return { index: i, codePoint: c, kind: 'lone-surrogate' };
    }
    if (c === 0x09 || c === 0x0a) {
      if (rule === 'line') return { index: i, codePoint: c, kind: 'line-break' };
      continue;
    }
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return { index: i, codePoint: c, kind: 'control' };
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return { index: i, codePoint: c, kind: 'bidi' };
  }
  return null;
}

function codePointName(c: number): string {
  return `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Today's date in UTC as YYYY-MM-DD; injectable so tests and the browser agree on "today". */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The `x-text` keyword: a string with a character the rule forbids fails, naming the character and where it is. */
const plainText: SchemaValidateFunction = (rule: TextRule, value: string) => {
  const found = forbiddenCharacter(value, rule);
  if (!found) return true;
  plainText.errors = [{ keyword: 'x-text', params: { ...found, rule } }];
  return false;
};

/** The params `x-text` gives its error (see plainText above). */
function isForbiddenParams(
  p: Record<string, unknown>,
): p is Record<string, unknown> & ForbiddenCharacter & { rule: TextRule } {
  return (
    typeof p.index === 'number' &&
    typeof p.codePoint === 'number' &&
    typeof p.kind === 'string' &&
    typeof p.rule === 'string'
  );
}

/**
 * The day a date may not come after, for the validation under way. Validation is synchronous, so the
 * validator sets it just before it runs; the schema is then compiled once, not once per day asked for
 * (compiling is about a millisecond, and a health check asks for one day per document).
 */
let notAfter = '';

function makeAjv() {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
  addFormats(ajv, ['date', 'uri']);
  ajv.addKeyword({
    keyword: 'x-text',
    type: 'string',
    errors: true,
    validate: plainText,
  });
  ajv.addKeyword({
    keyword: 'x-not-future',
    type: 'string',
    errors: true,
    validate: function notFuture(this: unknown, enabled: boolean, value: string) {
      // Only judge real dates; a malformed date is reported by `format` already.
      if (!enabled || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
      return value <= notAfter;
    },
  });
  return ajv;
}

function fieldOf(err: ErrorObject): string {
  const base = err.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (err.keyword === 'required') return (err.params as { missingProperty: string }).missingProperty;
  if (err.keyword === 'additionalProperties') {
    const extra = (err.params as { additionalProperty: string }).additionalProperty;
    return base ? `${base}.${extra}` : extra;
  }
  return base;
}

function isMetadataField(name: string): name is MetadataField {
  return Object.hasOwn(properties, name);
}

const NOT_AN_OBJECT = {
  message: 'The metadata file must hold one JSON object.',
  hint: 'Wrap the fields in { }: {"title": "...", "date": "YYYY-MM-DD", "source": "...", "relevance": "medium"}.',
};

/** A text field's forbidden character, as `plainText` (x-text) found it. */
function describeForbidden(p: Record<string, unknown>, field: string, top: MetadataField): Problem<MetadataCode> {
  if (!isForbiddenParams(p))
    throw new Error(`metadata: the x-text keyword gave params of another shape: ${JSON.stringify(p)}`);
  const found = p;
  const at = `at character ${found.index + 1}`;
  switch (found.kind) {
    case 'bidi':
      return problem(
        `metadata.${top}.bidi_control`,
        `"${field}" holds a bidirectional control character (${codePointName(found.codePoint)}) ${at}, which makes text show in another order than it is written.`,
        `Remove it: right-to-left text displays correctly without embeddings, overrides or isolates (U+202A–U+202E, U+2066–U+2069).`,
        { field },
      );
    case 'line-break':
      return problem(
        `metadata.${top}.line_break`,
        `"${field}" holds a ${found.codePoint === 0x09 ? 'tab' : 'line break'} ${at}; it is a one-line field.`,
        `Write "${field}" on one line with spaces; only "description" may have several lines.`,
        { field },
      );
    case 'lone-surrogate':
      return problem(
        `metadata.${top}.invalid_text`,
        `"${field}" holds half of a UTF-16 surrogate pair (${codePointName(found.codePoint)}) ${at}, which is not a character.`,
        `Remove the \\u escape or retype the character.`,
        { field },
      );
    case 'control':
      return problem(
        `metadata.${top}.control_character`,
        `"${field}" holds the control character ${codePointName(found.codePoint)} ${at}.`,
        found.rule === 'multi-line'
          ? `Remove it; "${field}" may hold text, tabs and line feeds (\\n) only.`
          : `Remove it; "${field}" may hold printable text only.`,
        { field },
      );
  }
}

/** A value not in its format: a calendar date, an address. */
function describeFormat(p: Record<string, unknown>, field: string, top: MetadataField): Problem<MetadataCode> {
  if (p.format === 'date') {
    return problem(
      `metadata.${top}.format`,
      `"${field}" is not a real calendar date in the form YYYY-MM-DD.`,
      `Write the document's date as YYYY-MM-DD with a month from 01 to 12 and a day that exists in that month, e.g. 2019-07-02.`,
      { field },
    );
  }
  return problem(
    `metadata.${top}.format`,
    `"${field}" is not a valid ${String(p.format)}.`,
    `Give a full address such as https://example.org/document.pdf.`,
    { field },
  );
}

/** A value past one of its limits (length, count, range, repeats); null for a keyword of another kind. */
function describeLimit(
  keyword: string,
  p: Record<string, unknown>,
  field: string,
  top: MetadataField,
  about: string,
): Problem<MetadataCode> | null {
  switch (keyword) {
    case 'minLength':
      return problem(
        `metadata.${top}.too_short`,
        `"${field}" is too short (at least ${String(p.limit)} characters).`,
        `Write a fuller "${field}"${about}.`,
        { field },
      );
    case 'maxLength':
      return problem(
        `metadata.${top}.too_long`,
        `"${field}" is too long (at most ${String(p.limit)} characters).`,
        `Shorten "${field}" to ${String(p.limit)} characters or fewer.`,
        { field },
      );
    case 'maxItems':
      return problem(
        `metadata.${top}.too_many`,
        `"${field}" has too many items (at most ${String(p.limit)}).`,
        `Keep the ${String(p.limit)} most useful items.`,
        { field },
      );
    case 'uniqueItems':
      return problem(
        `metadata.${top}.duplicate_items`,
        `"${field}" lists the same item twice.`,
        `Remove the repeated item from "${field}".`,
        { field },
      );
    case 'minimum':
      return problem(
        `metadata.${top}.too_small`,
        `"${field}" is too small (at least ${String(p.limit)}).`,
        `Give "${field}" as a whole number from ${String(p.limit)} up${about}.`,
        { field },
      );
    case 'maximum':
      return problem(
        `metadata.${top}.too_large`,
        `"${field}" is too large (at most ${String(p.limit)}).`,
        `Give "${field}" as a whole number up to ${String(p.limit)}${about}.`,
        { field },
      );
  }
  return null;
}

function describe(err: ErrorObject, today: string): Problem<MetadataCode> {
  const field = fieldOf(err);
  if (err.keyword === 'additionalProperties')
    return problem(
      'metadata.unknown_field',
      `The metadata has a field "${field}" that the archive does not know.`,
      `Remove "${field}" or rename it to one of: ${Object.keys(properties).join(', ')}.`,
      { field },
    );
  const top = field.split('.')[0] ?? field;
  // Every other rule of the schema is on a field; only the value as a whole can fail outside one.
  if (!isMetadataField(top)) return problem('metadata.json.not_object', NOT_AN_OBJECT.message, NOT_AN_OBJECT.hint);
  const info = properties[top] ?? {};
  const about = info.description ? ` (${info.description})` : '';
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return problem(`metadata.${top}.missing`, `The metadata has no "${field}" field.`, `Add "${field}"${about}.`, {
        field,
      });
    case 'type': {
      const kind = p.type === 'integer' ? 'whole number (no quotes)' : String(p.type);
      return problem(
        `metadata.${top}.type`,
        `"${field}" must be a ${kind}.`,
        `Write "${field}" as a ${kind}${about}.`,
        {
          field,
        },
      );
    }
    case 'format':
      return describeFormat(p, field, top);
    case 'x-text':
      return describeForbidden(p, field, top);
    case 'x-not-future':
      return problem(
        `metadata.${top}.future`,
        `"${field}" is in the future (after ${today}).`,
        `Use the date the document was written or filed, which cannot be later than today.`,
        { field },
      );
    case 'enum':
      return problem(
        `metadata.${top}.enum`,
        `"${field}" must be one of: ${(p.allowedValues as string[]).join(', ')}.`,
        `Pick one of ${(p.allowedValues as string[]).map((v) => `"${v}"`).join(', ')}${about}.`,
        { field },
      );
    case 'pattern':
      return problem(`metadata.${top}.pattern`, `"${field}" is not in the expected form.`, patternHint(top), { field });
    default:
      return (
        describeLimit(err.keyword, p, field, top, about) ??
        problem(`metadata.${top}.invalid`, `"${field}" ${err.message ?? 'is invalid'}.`, `Check "${field}"${about}.`, {
          field,
        })
      );
  }
}

function patternHint(field: string): string {
  switch (field) {
    case 'category':
      return 'Use a lower-case category word such as legal, financial or investigation.';
    case 'language':
      return 'Use a two-letter ISO 639-1 code such as en, fr or es.';
    case 'source_url':
      return 'Give an http:// or https:// address.';
    default:
      return `Write "${field}" as plain text that is not only spaces.`;
  }
}

export type MetadataResult =
  { ok: true; metadata: UploadMetadata; problems: [] } | { ok: false; problems: Problem<MetadataCode>[] };

/** Builds a validator for a given "today"; the browser upload form uses the same function and schema. */
let compiled: ValidateFunction<UploadMetadata> | null = null;

export function createMetadataValidator(today: string = todayUtc()) {
  const validate = (compiled ??= makeAjv().compile<UploadMetadata>(schema));
  return (data: unknown): MetadataResult => {
    notAfter = today;
    if (validate(data)) return { ok: true, metadata: data, problems: [] };
    const seen = new Set<string>();
    const problems: Problem<MetadataCode>[] = [];
    for (const err of validate.errors ?? []) {
      const p = describe(err, today);
      const key = `${p.code}|${p.field ?? ''}`;
      if (!seen.has(key)) {
        seen.add(key);
        problems.push(p);
      }
    }
    return { ok: false, problems };
  };
}

/** The first key an object in the JSON text repeats, with its line (1-based); null when none. */
function repeatedKey(text: string): { key: string; path: string; line: number } | null {
  const objects: { keys: Set<string>; path: string }[] = [];
  let found: { key: string; path: string; line: number } | null = null;
  visit(text, {
    onObjectBegin: (_offset, _length, _line, _column, pathSupplier) => {
      objects.push({ keys: new Set(), path: pathSupplier().join('.') });
    },
    onObjectEnd: () => void objects.pop(),
    onObjectProperty: (property, _offset, _length, startLine) => {
      const current = objects[objects.length - 1];
      if (!current || found) return;
      if (current.keys.has(property))
        found = { key: property, path: current.path ? `${current.path}.${property}` : property, line: startLine + 1 };
      current.keys.add(property);
    },
  });
  return found;
}

function refused(code: MetadataCode, message: string, hint: string): MetadataResult {
  return { ok: false, problems: [problem(code, message, hint)] };
}

/**
 * Parses the raw bytes of an uploaded metadata file and validates it against the schema. Bytes are
 * held to strict UTF-8 and JSON to one value per key: a file that is not what it looks like (a replaced
 * byte, a second "title" that silently wins) is refused rather than read one way here and another
 * way in a contributor's editor.
 */
export function parseMetadata(raw: string | Uint8Array, today: string = todayUtc()): MetadataResult {
  const size = typeof raw === 'string' ? new TextEncoder().encode(raw).byteLength : raw.byteLength;
  if (size > METADATA_MAX_BYTES) {
    return refused(
      'metadata.too_large',
      `The metadata file is ${size.toLocaleString('en-US')} bytes; the limit is ${METADATA_MAX_BYTES.toLocaleString('en-US')}.`,
      'Keep the metadata to the fields of the upload schema; put the document itself in the PDF, not in the JSON.',
    );
  }
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return refused(
      'metadata.encoding',
      'The metadata file is not valid UTF-8 text.',
      'Save it as UTF-8 (most editors offer "Save with encoding"), then upload it again.',
    );
  }
  text = text.replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return refused(
      'metadata.json.syntax',
      `The metadata file is not valid JSON: ${(err as Error).message}.`,
      'Check for a missing comma or quote, or a trailing comma; a JSON validator shows the exact spot.',
    );
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return refused('metadata.json.not_object', NOT_AN_OBJECT.message, NOT_AN_OBJECT.hint);
  }
  const repeated = repeatedKey(text);
  if (repeated) {
    return {
      ok: false,
      problems: [
        problem(
          'metadata.json.duplicate_key',
          `The metadata file gives "${repeated.path}" twice (again on line ${repeated.line}); JSON readers disagree on which one counts.`,
          `Keep one "${repeated.key}" and delete the other.`,
          { field: repeated.path },
        ),
      ],
    };
  }
  return createMetadataValidator(today)(data);
}
