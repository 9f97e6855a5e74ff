/**
 * GitHub Actions expressions (`${{ … }}` and `if:`), the part of the language the workflows use:
 * literals, context paths (`github.event.issue.number`, `steps.app.outputs.token`,
 * `needs.command.outputs['pull-number']`), `!`, `==`, `!=`, `&&`, `||`, parentheses, and the functions
 * contains, startsWith, endsWith, format, fromJSON, toJSON, success, always, failure, cancelled.
 * Anything else is an error, so a workflow the harness cannot read fails loudly instead of being guessed.
 * Comparison follows GitHub's loose equality (strings compared case-insensitively, null as '').
 */
export type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
export type Context = Record<string, unknown>;

type Token = { kind: 'num' | 'str' | 'id' | 'op' | 'punct'; text: string };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "'") {
      let j = i + 1;
      let text = '';
      for (;;) {
        if (j >= src.length) throw new Error(`unterminated string in expression: ${src}`);
        if (src[j] === "'" && src[j + 1] === "'") {
          text += "'";
          j += 2;
        } else if (src[j] === "'") break;
        else text += src[j++];
      }
      out.push({ kind: 'str', text });
      i = j + 1;
    } else if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^-?\d+(\.\d+)?/.exec(src.slice(i))!;
      out.push({ kind: 'num', text: m[0] });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(src.slice(i))!;
      out.push({ kind: 'id', text: m[0] });
      i += m[0].length;
    } else {
      const two = src.slice(i, i + 2);
      if (['==', '!=', '&&', '||', '<=', '>='].includes(two)) {
        out.push({ kind: 'op', text: two });
        i += 2;
      } else if ('!<>'.includes(c)) {
        out.push({ kind: 'op', text: c });
        i++;
      } else if ('().[],*'.includes(c)) {
        out.push({ kind: 'punct', text: c });
        i++;
      } else throw new Error(`unexpected character ${JSON.stringify(c)} in expression: ${src}`);
    }
  }
  return out;
}

function truthy(v: unknown): boolean {
  return !(
    v === null ||
    v === undefined ||
    v === false ||
    v === 0 ||
    v === '' ||
    (typeof v === 'number' && Number.isNaN(v))
  );
}

function looseEqual(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined ? null : v);
  const x = norm(a);
  const y = norm(b);
  if (typeof x === 'string' && typeof y === 'string') return x.toLowerCase() === y.toLowerCase();
  if (x === null || y === null) return (x ?? '') === (y ?? '');
  if (typeof x !== typeof y) return Number(x) === Number(y);
  return x === y;
}

export function toText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export interface JobStatus {
  /** Whether every earlier step (or needed job) succeeded. */
  succeeded: boolean;
  /** Whether the run was cancelled (then only `always()` and `cancelled()` conditions hold). */
  cancelled?: boolean;
}

/** Evaluates one expression (without the `${{ }}`) against `ctx`. */
export function evaluate(expression: string, ctx: Context, status: JobStatus = { succeeded: true }): unknown {
  const tokens = tokenize(expression);
  let p = 0;
  const peek = () => tokens[p];
  const take = (text?: string) => {
    const t = tokens[p++];
    if (!t || (text !== undefined && t.text !== text))
      throw new Error(`expected ${text ?? 'a token'} in expression: ${expression}`);
    return t;
  };
  const call = (name: string, args: unknown[]): unknown => {
    switch (name.toLowerCase()) {
      case 'contains': {
        const [hay, needle] = args;
        if (Array.isArray(hay)) return hay.some((h) => looseEqual(h, needle));
        return toText(hay).toLowerCase().includes(toText(needle).toLowerCase());
      }
      case 'startswith':
        return toText(args[0]).toLowerCase().startsWith(toText(args[1]).toLowerCase());
      case 'endswith':
        return toText(args[0]).toLowerCase().endsWith(toText(args[1]).toLowerCase());
      case 'format':
        return toText(args[0]).replace(/\{(\d+)\}/g, (_, n: string) => toText(args[Number(n) + 1]));
      case 'fromjson':
        return JSON.parse(toText(args[0]));
      case 'tojson':
        return JSON.stringify(args[0], null, 2);
      case 'success':
        return status.succeeded && !status.cancelled;
      case 'failure':
        return !status.succeeded && !status.cancelled;
      case 'always':
        return true;
      case 'cancelled':
        return status.cancelled === true;
      default:
        throw new Error(`the harness does not know the function ${name}() (expression: ${expression})`);
    }
  };
  const primary = (): unknown => {
    const t = take();
    if (t.kind === 'str') return t.text;
    if (t.kind === 'num') return Number(t.text);
    if (t.text === '(') {
      const v = or();
      take(')');
      return v;
    }
    if (t.kind !== 'id') throw new Error(`unexpected ${t.text} in expression: ${expression}`);
    if (t.text === 'true') return true;
    if (t.text === 'false') return false;
    if (t.text === 'null') return null;
    if (peek()?.text === '(') {
      take('(');
      const args: unknown[] = [];
      if (peek()?.text !== ')') {
        args.push(or());
        while (peek()?.text === ',') {
          take(',');
          args.push(or());
        }
      }
      take(')');
      return call(t.text, args);
    }
    if (!(t.text in ctx)) throw new Error(`the harness has no context ${t.text} (expression: ${expression})`);
    let v: unknown = ctx[t.text];
    for (;;) {
      if (peek()?.text === '.' && tokens[p + 1]?.text === '*') {
        // An object filter: `github.event.commits.*.added` is the list of each element's `added`.
        take('.');
        take('*');
        const items = v === null || v === undefined ? [] : Object.values(v as Record<string, unknown>);
        const rest: string[] = [];
        while (peek()?.text === '.') {
          take('.');
          rest.push(take().text);
        }
        v = items.map((item) =>
          rest.reduce<unknown>((x, k) => (x == null ? null : (x as Record<string, unknown>)[k]), item),
        );
      } else if (peek()?.text === '.') {
        take('.');
        const key = take().text;
        v = v === null || v === undefined ? undefined : (v as Record<string, unknown>)[key];
      } else if (peek()?.text === '[') {
        take('[');
        const key = or();
        take(']');
        v = v === null || v === undefined ? undefined : (v as Record<string, unknown>)[toText(key)];
      } else break;
    }
    return v === undefined ? null : v;
  };
  const unary = (): unknown => {
    if (peek()?.text === '!') {
      take('!');
      return !truthy(unary());
    }
    return primary();
  };
  const comparison = (): unknown => {
    let left = unary();
    while (peek()?.kind === 'op' && ['==', '!=', '<', '>', '<=', '>='].includes(peek()!.text)) {
      const op = take().text;
      const right = unary();
      if (op === '==') left = looseEqual(left, right);
      else if (op === '!=') left = !looseEqual(left, right);
      else {
        const a = Number(left);
        const b = Number(right);
        left = op === '<' ? a < b : op === '>' ? a > b : op === '<=' ? a <= b : a >= b;
      }
    }
    return left;
  };
  const and = (): unknown => {
    let left = comparison();
    while (peek()?.text === '&&') {
      take('&&');
      const right = comparison();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  function or(): unknown {
    let left = and();
    while (peek()?.text === '||') {
      take('||');
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  }
  const value = or();
  if (p !== tokens.length) throw new Error(`unexpected ${tokens[p]!.text} in expression: ${expression}`);
  return value;
}

/** Replaces every `${{ … }}` in a string (as in `with:`, `env:` and `run:`). */
export function interpolate(text: string, ctx: Context, status?: JobStatus): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expr: string) => toText(evaluate(expr, ctx, status)));
}

/** An `if:` condition: an expression with or without `${{ }}`, `success()` when absent. */
export function condition(text: string | boolean | undefined, ctx: Context, status: JobStatus): boolean {
  if (text === undefined) return status.succeeded && !status.cancelled;
  if (typeof text === 'boolean') return text;
  const trimmed = text.trim();
  const m = /^\$\{\{([\s\S]*)\}\}$/.exec(trimmed);
  const expr = m ? m[1]! : trimmed;
  // GitHub adds success() to a condition that names no status function.
  const value = truthy(evaluate(expr, ctx, status));
  return /\b(success|failure|always|cancelled)\s*\(/.test(expr)
    ? value
    : value && status.succeeded && !status.cancelled;
}

export { truthy };
