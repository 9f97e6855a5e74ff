import AjvModule, { type ErrorObject } from 'ajv';
import formatsModule from 'ajv-formats';
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
}

// ajv and ajv-formats are CommonJS; under NodeNext their default export sits one level down.
const Ajv = AjvModule.default;
const addFormats = formatsModule.default;

type FieldInfo = { description?: string; enum?: string[]; maxLength?: number; minLength?: number; maxItems?: number };
const properties = schema.properties as Record<string, FieldInfo>;

/** Today's date in UTC as YYYY-MM-DD; injectable so tests and the browser agree on "today". */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function makeAjv(today: string) {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
  addFormats(ajv, ['date', 'uri']);
  ajv.addKeyword({
    keyword: 'x-not-future',
    type: 'string',
    errors: true,
    validate: function notFuture(this: unknown, enabled: boolean, value: string) {
      // Only judge real dates; a malformed date is reported by `format` already.
      if (!enabled || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
      return value <= today;
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

function describe(err: ErrorObject, today: string): Problem {
  const field = fieldOf(err);
  const top = field.split('.')[0] ?? field;
  const info = properties[top] ?? {};
  const about = info.description ? ` (${info.description})` : '';
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return problem(`metadata.${field}.missing`, `The metadata has no "${field}" field.`, `Add "${field}"${about}.`, { field });
    case 'additionalProperties':
      return problem(
        `metadata.unknown_field`,
        `The metadata has a field "${field}" that the archive does not know.`,
        `Remove "${field}" or rename it to one of: ${Object.keys(properties).join(', ')}.`,
        { field },
      );
    case 'type':
      return problem(`metadata.${top}.type`, `"${field}" must be a ${String(p.type)}.`, `Write "${field}" as a ${String(p.type)}${about}.`, { field });
    case 'format':
      if (p.format === 'date') {
        return problem(
          `metadata.${top}.format`,
          `"${field}" is not a real calendar date in the form YYYY-MM-DD.`,
          `Write the document's date as YYYY-MM-DD with a month from 01 to 12 and a day that exists in that month, e.g. 2019-07-02.`,
          { field },
        );
      }
      return problem(`metadata.${top}.format`, `"${field}" is not a valid ${String(p.format)}.`, `Give a full address such as https://example.org/document.pdf.`, { field });
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
    case 'minLength':
      return problem(`metadata.${top}.too_short`, `"${field}" is too short (at least ${String(p.limit)} characters).`, `Write a fuller "${field}"${about}.`, { field });
    case 'maxLength':
      return problem(`metadata.${top}.too_long`, `"${field}" is too long (at most ${String(p.limit)} characters).`, `Shorten "${field}" to ${String(p.limit)} characters or fewer.`, { field });
    case 'maxItems':
      return problem(`metadata.${top}.too_many`, `"${field}" has too many items (at most ${String(p.limit)}).`, `Keep the ${String(p.limit)} most useful items.`, { field });
    case 'uniqueItems':
      return problem(`metadata.${top}.duplicate_items`, `"${field}" lists the same item twice.`, `Remove the repeated item from "${field}".`, { field });
    case 'pattern':
      return problem(`metadata.${top}.pattern`, `"${field}" is not in the expected form.`, patternHint(top), { field });
    default:
      return problem(`metadata.${top}.${err.keyword}`, `"${field}" ${err.message ?? 'is invalid'}.`, `Check "${field}"${about}.`, { field });
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

export type MetadataResult = { ok: true; metadata: UploadMetadata; problems: [] } | { ok: false; problems: Problem[] };

/** Builds a validator for a given "today"; the browser upload form uses the same function and schema. */
export function createMetadataValidator(today: string = todayUtc()) {
  const validate = makeAjv(today).compile(schema);
  return (data: unknown): MetadataResult => {
    if (validate(data)) return { ok: true, metadata: data as unknown as UploadMetadata, problems: [] };
    const seen = new Set<string>();
    const problems: Problem[] = [];
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

/** Parses the raw bytes of an uploaded metadata file and validates it against the schema. */
export function parseMetadata(raw: string | Uint8Array, today: string = todayUtc()): MetadataResult {
  const text = typeof raw === 'string' ? raw : new TextDecoder('utf-8', { fatal: false }).decode(raw);
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    return {
      ok: false,
      problems: [
        problem(
          'metadata.json.syntax',
          `The metadata file is not valid JSON: ${(err as Error).message}.`,
          'Check for a missing comma or quote, or a trailing comma; a JSON validator shows the exact spot.',
        ),
      ],
    };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return {
      ok: false,
      problems: [problem('metadata.json.not_object', 'The metadata file must hold one JSON object.', 'Wrap the fields in { }: {"title": "...", "date": "YYYY-MM-DD", "source": "...", "relevance": "medium"}.')],
    };
  }
  return createMetadataValidator(today)(data);
}
