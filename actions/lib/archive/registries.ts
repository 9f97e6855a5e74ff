/**
 * The registries: files under `archive/registries/` that enrichment derives from the records (people,
 * locations, organizations, timeline, cross-references, relationships, images). Their types, the one
 * writer (canonical JSON, so a regeneration from the same records is byte-identical) and the one reader,
 * which checks each file against its type and turns a file it cannot use into a `Problem` naming the file
 * and the field at fault. Enrichment writes through here; the site and the health check read through here.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AjvModule, { type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import { warning, type Problem } from '../core/problem.js';
import type { ArchiveCode } from './codes.js';
import {
  CROSS_REFERENCE_TYPES,
  ENTITY_RELATIONSHIP_TYPES,
  ENTITY_ROLES,
  ENTITY_TYPES,
  PARTY_KINDS,
  type EntityRelationshipType,
  type EntityRole,
  type EntityType,
} from '../core/vocab.js';
import {
  DATE_PRECISIONS,
  IMAGE_CATEGORIES,
  type CrossReference,
  type EntityRoleFinding,
  type FoundDate,
  type ImageFacts,
} from './enrichment.js';
import { ARCHIVE_DIR, type FileWrite } from './layout.js';
import { CORRECTION_ACTIONS, type CorrectionNote } from './corrections.js';
import { stableJson } from './stable-json.js';

export const REGISTRIES_DIR = `${ARCHIVE_DIR}/registries`;

/** One person, place or organization across the archive (`people.json`, `locations.json`, `organizations.json`). */
export interface RegistryEntity {
  /** `person:janet-mills`: the type and the name's normalised key. */
  id: string;
  name: string;
  type: EntityType;
  aliases: string[];
  mention_count: number;
  /** The roles it has in any document (judge, party, counsel…), sorted; absent when it has none. */
  roles?: EntityRole[];
  documents: { document_id: string; title: string; count: number; pages: number[]; roles?: EntityRoleFinding[] }[];
  /** The entities named most often in the same documents and sentences, strongest first. */
  co_occurring: { id: string; name: string; weight: number }[];
  /** The correction files (`archive/corrections/`) that made it what it is, with their provenance. */
  corrections?: CorrectionNote[];
}

/** One dated mention (`timeline.json`), in date order. */
export interface TimelineEvent {
  date: string;
  precision: FoundDate['precision'];
  kind: FoundDate['kind'];
  document_id: string;
  title: string;
  page: number;
  text: string;
  /** The sentence that holds a mentioned date; empty for the document's own date (`filed`). */
  context: string;
}

/** `cross-references.json`: document id → the documents it is linked to. */
export type CrossReferenceRegistry = Record<string, CrossReference[]>;

/** `relationships.json`: an undirected, weighted edge between two entities of the registries. */
export interface RelationshipEdge {
  source: string;
  target: string;
  type: EntityRelationshipType;
  weight: number;
  /** Up to ten documents where they meet. */
  documents: string[];
}

export interface ImageRegistryEntry {
  /** `document_id/image`. */
  key: string;
  document_id: string;
  title: string;
  /** The image's id in its document: `p<page>-<n>` for an embedded image, `original` for an uploaded one. */
  image: string;
  page: number;
  width: number;
  height: number;
  category: (typeof IMAGE_CATEGORIES)[number];
  dhash: string;
  exif: ImageFacts['exif'];
  /** The recognised text of the image, up to 500 characters (for an uploaded image, its document's page text). */
  ocr_text: string | null;
  /**
   * The picture's own file, relative to `archive/`, once it has been extracted. An uploaded image needs
   * none: its document's original is the picture.
   */
  path?: string;
}

/** `images.json`. */
export interface ImageRegistry {
  images: ImageRegistryEntry[];
  /** Near-duplicate groups (dHash within a few bits), by image key. */
  near_duplicates: string[][];
}

/** Every registry, by the name of its file in `archive/registries/`. */
export interface Registries {
  people: RegistryEntity[];
  locations: RegistryEntity[];
  organizations: RegistryEntity[];
  timeline: TimelineEvent[];
  'cross-references': CrossReferenceRegistry;
  relationships: RelationshipEdge[];
  images: ImageRegistry;
}

export type RegistryName = keyof Registries;

export const REGISTRY_NAMES = [
  'people',
  'locations',
  'organizations',
  'timeline',
  'cross-references',
  'relationships',
  'images',
] as const satisfies readonly RegistryName[];

/** The registry of each entity type: people are `person`s. */
export const ENTITY_REGISTRY = {
  person: 'people',
  location: 'locations',
  organization: 'organizations',
} as const satisfies Record<EntityType, RegistryName>;

/** Repository-relative path of a registry file. */
export function registryPath(name: RegistryName): string {
  return `${REGISTRIES_DIR}/${name}.json`;
}

/** Repository-relative path of an image's own file (its entry's `path` is relative to `archive/`); null before it is extracted. */
export function archivedImagePath(entry: Pick<ImageRegistryEntry, 'path'>): string | null {
  return entry.path ? `${ARCHIVE_DIR}/${entry.path}` : null;
}

/** One registry as the file to write, in canonical JSON. */
export function registryWrite<N extends RegistryName>(name: N, registry: Registries[N]): FileWrite {
  return { path: registryPath(name), content: stableJson(registry) };
}

/** Every registry as the files to write. */
export function registryWrites(registries: Registries): FileWrite[] {
  return REGISTRY_NAMES.map((name) => registryWrite(name, registries[name]));
}

/* ---------- reading ---------- */

const count = { type: 'integer', minimum: 0 } as const;
const page = { type: 'integer', minimum: 1 } as const;
const text = { type: 'string' } as const;
const texts = { type: 'array', items: text } as const;

const entitySchema: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name', 'type', 'aliases', 'mention_count', 'documents', 'co_occurring'],
    properties: {
      id: text,
      name: { type: 'string', minLength: 1 },
      type: { type: 'string', enum: [...ENTITY_TYPES] },
      aliases: texts,
      mention_count: count,
      roles: { type: 'array', items: { type: 'string', enum: [...ENTITY_ROLES] } },
      documents: {
        type: 'array',
        items: {
          type: 'object',
          required: ['document_id', 'title', 'count', 'pages'],
          properties: {
            document_id: text,
            title: text,
            count,
            pages: { type: 'array', items: page },
            roles: {
              type: 'array',
              items: {
                type: 'object',
                required: ['role', 'page'],
                properties: {
                  role: { type: 'string', enum: [...ENTITY_ROLES] },
                  kinds: { type: 'array', items: { type: 'string', enum: [...PARTY_KINDS] } },
                  for: texts,
                  page,
                },
              },
            },
          },
        },
      },
      co_occurring: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'name', 'weight'],
          properties: { id: text, name: text, weight: { type: 'number' } },
        },
      },
      corrections: {
        type: 'array',
        items: {
          type: 'object',
          required: ['file', 'action', 'description', 'pull_request', 'author', 'date'],
          properties: {
            file: text,
            action: { type: 'string', enum: [...CORRECTION_ACTIONS] },
            description: text,
            pull_request: { type: ['integer', 'null'], minimum: 1 },
            author: { type: ['string', 'null'] },
            date: { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
          },
        },
      },
    },
  },
};

const timelineSchema: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    required: ['date', 'precision', 'kind', 'document_id', 'title', 'page', 'text', 'context'],
    properties: {
      date: { type: 'string', pattern: '^\\d{4}(-\\d{2}(-\\d{2})?)?$' },
      precision: { type: 'string', enum: [...DATE_PRECISIONS] },
      kind: { type: 'string', enum: ['filed', 'mentioned'] },
      document_id: text,
      title: text,
      page,
      text,
      context: text,
    },
  },
};

const crossReferenceSchema: SchemaObject = {
  type: 'object',
  required: [],
  additionalProperties: {
    type: 'array',
    items: {
      type: 'object',
      required: ['type', 'document_id', 'score', 'evidence'],
      properties: {
        type: { type: 'string', enum: [...CROSS_REFERENCE_TYPES] },
        document_id: text,
        score: { type: 'number' },
        evidence: texts,
      },
    },
  },
};

const relationshipSchema: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    required: ['source', 'target', 'type', 'weight', 'documents'],
    properties: {
      source: text,
      target: text,
      type: { type: 'string', enum: [...ENTITY_RELATIONSHIP_TYPES] },
      weight: { type: 'number' },
      documents: texts,
    },
  },
};

const imageSchema: SchemaObject = {
  type: 'object',
  required: ['images', 'near_duplicates'],
  properties: {
    images: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'key',
          'document_id',
          'title',
          'image',
          'page',
          'width',
          'height',
          'category',
          'dhash',
          'exif',
          'ocr_text',
        ],
        properties: {
          key: text,
          document_id: text,
          title: text,
          image: { type: 'string', minLength: 1 },
          page,
          width: count,
          height: count,
          category: { type: 'string', enum: [...IMAGE_CATEGORIES] },
          dhash: text,
          exif: { type: ['object', 'null'], additionalProperties: { type: ['string', 'number'] } },
          ocr_text: { type: 'string', nullable: true },
          path: { type: 'string', minLength: 1 },
        },
      },
    },
    near_duplicates: { type: 'array', items: texts },
  },
};

/**
 * What each file must hold, as JSON Schema: the types above, field for field. A field added to a type is
 * added here too; the round-trip test (enrichment writes, this reads) fails until it is.
 */
const SCHEMAS: Record<RegistryName, SchemaObject> = {
  people: entitySchema,
  locations: entitySchema,
  organizations: entitySchema,
  timeline: timelineSchema,
  'cross-references': crossReferenceSchema,
  relationships: relationshipSchema,
  images: imageSchema,
};

// ajv is CommonJS; under NodeNext its default export sits one level down.
const Ajv = AjvModule.default;
type Validators = { [N in RegistryName]?: ValidateFunction<Registries[N]> };
const validators: Validators = {};
let ajv: InstanceType<typeof Ajv> | null = null;

/** Compiled on first use: most commands never read a registry. */
function validatorOf<N extends RegistryName>(name: N): ValidateFunction<Registries[N]> {
  const known = validators[name];
  if (known) return known;
  ajv ??= new Ajv({ allErrors: false, strict: true, strictTypes: false });
  const compiled = ajv.compile<Registries[N]>(SCHEMAS[name]);
  (validators as Record<N, ValidateFunction<Registries[N]>>)[name] = compiled;
  return compiled;
}

/** The field at fault as a JSON pointer without its leading slash, as `Problem.field` holds it: `3/documents/0/title`. */
function pointerOf(err: ErrorObject): string {
  const parts = err.instancePath.split('/').slice(1);
  if (err.keyword === 'required') parts.push((err.params as { missingProperty: string }).missingProperty);
  return parts.join('/');
}

/** `3/documents/0/title` → `[3].documents[0].title`, as a reader of the file finds it. */
function fieldName(pointer: string): string {
  if (!pointer) return 'the file';
  return pointer
    .split('/')
    .map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`))
    .join('');
}

function whatIsWrong(err: ErrorObject): string {
  if (err.keyword === 'required') return 'is missing';
  if (err.keyword === 'enum')
    return `must be one of ${(err.params as { allowedValues: string[] }).allowedValues.map((v) => `"${v}"`).join(', ')}`;
  return err.message ?? 'is not what the registry holds';
}

function regenerate(path: string): string {
  return `Run \`dirhub enrich\` to write the registries again from the records, or restore the file from history (git log -p -- ${path}).`;
}

export type RegistryRead<N extends RegistryName> =
  { ok: true; registry: Registries[N] } | { ok: false; problem: Problem };

/** Parses one registry file's text and checks it against its type. Pure. */
export function parseRegistry<N extends RegistryName>(name: N, raw: string): RegistryRead<N> {
  const path = registryPath(name);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (err) {
    return {
      ok: false,
      problem: warning<ArchiveCode>(
        'archive.json_unreadable',
        `${path} is not valid JSON (${(err as Error).message}).`,
        regenerate(path),
      ),
    };
  }
  const validate = validatorOf(name);
  if (validate(value)) return { ok: true, registry: value };
  const err = validate.errors![0]!;
  const field = pointerOf(err);
  return {
    ok: false,
    problem: warning<ArchiveCode>(
      'archive.registry_malformed',
      `${path} is not a valid registry: ${fieldName(field)} ${whatIsWrong(err)}.`,
      regenerate(path),
      { field },
    ),
  };
}

/** One registry from the archive at `root` (the repository); null when the file does not exist. */
export async function readRegistry<N extends RegistryName>(root: string, name: N): Promise<RegistryRead<N> | null> {
  let raw: string;
  try {
    raw = await readFile(join(root, registryPath(name)), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return parseRegistry(name, raw);
}

export interface RegistriesRead<N extends RegistryName> {
  /** The registries that exist and pass their check. */
  registries: Partial<Pick<Registries, N>>;
  /** Each registry that exists but cannot be used, with why; its file is left out of `registries`. */
  refused: Partial<Record<N, Problem>>;
  /** The same problems as a list, in the order of `names`. */
  problems: Problem[];
}

/** The registries named (all by default) from the archive at `root`; a missing file is simply absent. */
export async function readRegistries<N extends RegistryName = RegistryName>(
  root: string,
  names: readonly N[] = REGISTRY_NAMES as readonly RegistryName[] as readonly N[],
): Promise<RegistriesRead<N>> {
  const reads = await Promise.all(names.map((name) => readRegistry(root, name)));
  const out: RegistriesRead<N> = { registries: {}, refused: {}, problems: [] };
  names.forEach((name, i) => {
    const read = reads[i];
    if (!read) return;
    if (read.ok) (out.registries as Record<N, unknown>)[name] = read.registry;
    else {
      out.refused[name] = read.problem;
      out.problems.push(read.problem);
    }
  });
  return out;
}
