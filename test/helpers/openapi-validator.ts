/**
 * Matches a request against GitHub's published REST description (`@octokit/openapi`, api.github.com)
 * and validates its path parameters, query string and JSON body with ajv. The fake GitHub server uses it
 * to refuse anything the real API would not accept.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AjvModule, { type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';

const Ajv = AjvModule.default;
const addFormats = formatsModule.default;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
  'x-multi-segment'?: boolean;
}
interface Operation {
  operationId: string;
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
}
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: {
    parameters: Record<string, Parameter>;
    schemas: Record<string, unknown>;
    responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  };
}

const SPEC_ID = 'https://api.github.com/openapi.json';
/** The same description with every `required` list dropped: answers are checked for types, not completeness. */
const LENIENT_ID = 'https://api.github.com/openapi-lenient.json';

export interface MatchedOperation {
  operationId: string;
  /** The path template, e.g. `/repos/{owner}/{repo}/pulls/{pull_number}`. */
  template: string;
  method: string;
  params: Record<string, string | number>;
  query: Record<string, unknown>;
  body: unknown;
}

export type ValidationOutcome =
  { ok: true; op: MatchedOperation } | { ok: false; status: 400 | 404 | 422; message: string; errors?: string[] };

interface Route {
  template: string;
  segments: string[];
  multiSegmentLast: boolean;
  literals: number;
}

let shared: OpenApiValidator | undefined;

/** One validator per process: the description is 13 MB and compiling schemas is lazy and cached. */
export function openApiValidator(): OpenApiValidator {
  shared ??= new OpenApiValidator();
  return shared;
}

export class OpenApiValidator {
  private readonly spec: Spec;
  private readonly routes: Route[];
  private readonly ajv;
  private readonly compiled = new Map<string, ValidateFunction>();
  private lenient: InstanceType<typeof Ajv> | undefined;

  constructor() {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@octokit/openapi/generated/api.github.com.json');
    this.spec = JSON.parse(readFileSync(file, 'utf8')) as Spec;
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, logger: false, coerceTypes: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: SPEC_ID, components: fixNullable(this.spec.components) } as never);
    this.routes = Object.keys(this.spec.paths).map((template) => {
      const segments = template.split('/').slice(1);
      const last = segments[segments.length - 1] ?? '';
      const lastName = last.startsWith('{') ? last.slice(1, -1) : '';
      const multi = Object.values(this.spec.paths[template]!).some((op) =>
        this.parameters(op).some((p) => p.name === lastName && p['x-multi-segment']),
      );
      return {
        template,
        segments,
        multiSegmentLast: multi,
        literals: segments.filter((s) => !s.startsWith('{')).length,
      };
    });
  }

  /** Validates one request; `rawPath` is the URL path as sent (percent-encoded). */
  validate(method: string, rawPath: string, search: URLSearchParams, rawBody: string): ValidationOutcome {
    const parts = rawPath.split('/').slice(1);
    let best: { route: Route; params: Record<string, string> } | undefined;
    for (const route of this.routes) {
      const params = matchRoute(route, parts);
      if (params && (!best || route.literals > best.route.literals)) best = { route, params };
    }
    if (!best) return { ok: false, status: 404, message: 'Not Found' };
    const op = this.spec.paths[best.route.template]![method.toLowerCase()];
    if (!op) return { ok: false, status: 404, message: 'Not Found' };
    const errors: string[] = [];
    const declared = this.parameters(op);

    const params: Record<string, string | number> = {};
    for (const p of declared.filter((d) => d.in === 'path')) {
      const raw = best.params[p.name];
      if (raw === undefined) {
        errors.push(`path parameter ${p.name} is missing`);
        continue;
      }
      const value = coerce(raw, p.schema);
      if (!this.check(`${op.operationId}#path.${p.name}`, p.schema, value))
        errors.push(`path parameter ${p.name}=${raw} does not match ${JSON.stringify(p.schema)}`);
      params[p.name] = value as string | number;
    }

    const query: Record<string, unknown> = {};
    const queryParams = new Map(declared.filter((d) => d.in === 'query').map((d) => [d.name, d]));
    for (const key of new Set(search.keys())) {
      const p = queryParams.get(key);
      if (!p) {
        errors.push(`query parameter ${key} is not accepted by ${op.operationId}`);
        continue;
      }
      const values = search.getAll(key);
      const value = p.schema?.type === 'array' ? values.flatMap((v) => v.split(',')) : coerce(values[0]!, p.schema);
      if (!this.check(`${op.operationId}#query.${key}`, p.schema, value))
        errors.push(`query parameter ${key}=${values.join(',')} does not match ${JSON.stringify(p.schema)}`);
      query[key] = value;
    }
    for (const p of queryParams.values())
      if (p.required && !search.has(p.name)) errors.push(`query parameter ${p.name} is required`);

    let body: unknown = undefined;
    const jsonSchema = op.requestBody?.content['application/json']?.schema;
    if (rawBody.trim()) {
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { ok: false, status: 400, message: 'Problems parsing JSON' };
      }
      if (!op.requestBody) errors.push(`${op.operationId} takes no request body`);
      else if (jsonSchema) {
        const validate = this.compile(`${op.operationId}#body`, jsonSchema);
        if (!validate(body))
          for (const e of validate.errors ?? [])
            errors.push(`body${e.instancePath} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
      }
    } else if (op.requestBody?.required) {
      errors.push(`${op.operationId} requires a request body`);
    }
    if (errors.length) return { ok: false, status: 422, message: 'Invalid request.', errors };
    return {
      ok: true,
      op: {
        operationId: op.operationId,
        template: best.route.template,
        method: method.toUpperCase(),
        params,
        query,
        body,
      },
    };
  }

  /**
   * Checks an answer of the fake server against the operation's documented response for that status:
   * every field it sends must have the documented type (missing fields are allowed).
   */
  validateResponse(template: string, method: string, status: number, body: unknown): string[] {
    const op = this.spec.paths[template]?.[method.toLowerCase()];
    let response = op?.responses?.[String(status)];
    if (!op || !response) return [`${method} ${template} documents no ${status} response`];
    if (response.$ref) response = this.spec.components.responses[response.$ref.split('/').pop()!]!;
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return body === undefined ? [] : [`${method} ${template} ${status} documents no JSON body`];
    const key = `${op.operationId}#response.${status}`;
    let fn = this.compiled.get(key);
    if (!fn) {
      if (!this.lenient) {
        this.lenient = new Ajv({ strict: false, allErrors: true, validateSchema: false, logger: false });
        addFormats(this.lenient);
        this.lenient.addSchema({
          $id: LENIENT_ID,
          components: fixNullable(dropRequired(this.spec.components)),
        } as never);
      }
      fn = this.lenient.compile(rebase(dropRequired(schema), LENIENT_ID) as object);
      this.compiled.set(key, fn);
    }
    return fn(body)
      ? []
      : (fn.errors ?? []).map((e) => `${op.operationId} ${status}: response${e.instancePath} ${e.message}`);
  }

  private parameters(op: Operation): Parameter[] {
    return (op.parameters ?? []).map((p) =>
      '$ref' in p ? this.spec.components.parameters[p.$ref.split('/').pop()!]! : p,
    );
  }

  private check(key: string, schema: Record<string, unknown> | undefined, value: unknown): boolean {
    return schema ? this.compile(key, schema)(value) : true;
  }

  private compile(key: string, schema: Record<string, unknown>): ValidateFunction {
    let fn = this.compiled.get(key);
    if (!fn) {
      fn = this.ajv.compile(rebase(schema) as object);
      this.compiled.set(key, fn);
    }
    return fn;
  }
}

function matchRoute(route: Route, parts: string[]): Record<string, string> | undefined {
  const { segments } = route;
  if (route.multiSegmentLast ? parts.length < segments.length : parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    const isLast = i === segments.length - 1;
    const raw = isLast && route.multiSegmentLast ? parts.slice(i).join('/') : parts[i]!;
    if (seg.startsWith('{')) {
      if (!raw) return undefined;
      params[seg.slice(1, -1)] = decodeURIComponent(raw);
    } else if (seg !== raw) return undefined;
  }
  return params;
}

function coerce(raw: string, schema: Record<string, unknown> | undefined): unknown {
  const type = schema?.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** Operation schemas refer to `#/components/...`; point those refs at the registered description. */
function rebase(node: unknown, id = SPEC_ID): unknown {
  if (Array.isArray(node)) return node.map((n) => rebase(n, id));
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node))
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${id}${v}` : rebase(v, id);
    // OpenAPI 3.0 allows `nullable` beside oneOf/anyOf without `type`; ajv needs it spelled out.
    if (out.nullable === true && out.type === undefined) {
      delete out.nullable;
      return { anyOf: [out, { type: 'null' }] };
    }
    return out;
  }
  return node;
}

/** Without `required`, the branches of a oneOf overlap; any one matching branch is enough then. */
function dropRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(dropRequired);
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'required' && Array.isArray(v)) continue;
      out[k === 'oneOf' ? 'anyOf' : k] = dropRequired(v);
    }
    return out;
  }
  return node;
}

/** OpenAPI 3.0 allows `nullable` beside oneOf/anyOf without `type`; ajv needs it spelled out. */
function fixNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fixNullable);
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = fixNullable(v);
    if (out.nullable === true && out.type === undefined && !('$ref' in out)) {
      delete out.nullable;
      return { anyOf: [out, { type: 'null' }] };
    }
    return out;
  }
  return node;
}
