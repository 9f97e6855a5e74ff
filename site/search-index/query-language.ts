/**
 * The search syntax people type, read once into a query tree that every engine (the search page, the
 * server's index) evaluates in its own way: words; "exact phrases"; `-word` and `NOT word`; `OR` and
 * parentheses; `prefix*`; `field:value` (title, case, court/source, person, place, organization,
 * category, tag, verification) and `date:2019..2021`.
 *
 * Reading never fails: what is not valid syntax (an unclosed quote or parenthesis, an operator with
 * nothing beside it, an unknown field) is read as words, and the answer says how the query was read. The
 * tree holds words and values as typed, never an engine's syntax: an engine quotes every leaf itself, so
 * nothing a person types reaches it as an operator.
 */
import { wordMatches } from '../../actions/lib/text/analyser.js';

/** Longest query read; the rest is ignored (a search box, not a document). */
export const MAX_QUERY_CHARS = 500;
/** At most this many words, phrases and fields are looked for; the rest are ignored. */
export const MAX_QUERY_LEAVES = 32;

/** Fields whose value is matched against a document's text or metadata. */
export type QueryField =
  'title' | 'case' | 'source' | 'person' | 'place' | 'organization' | 'category' | 'tag' | 'verification';

export type QueryNode =
  /** A word, or with `prefix` every word that begins with it (`judg*`). */
  | { type: 'word'; word: string; prefix?: true }
  /** Words that must follow one another, in this order. */
  | { type: 'phrase'; words: string[] }
  /** A field's value, as typed (quotes removed). */
  | { type: 'field'; field: QueryField; value: string }
  /** Inclusive date bounds (YYYY, YYYY-MM or YYYY-MM-DD); null is open. */
  | { type: 'date'; from: string | null; to: string | null }
  | { type: 'not'; node: QueryNode }
  | { type: 'and'; nodes: QueryNode[] }
  | { type: 'or'; nodes: QueryNode[] };

export interface ParsedQuery {
  /** Null when the query holds nothing to look for. */
  tree: QueryNode | null;
  /** The query as it was read, in the syntax itself: what a person can type to get the same search. */
  readAs: string;
  /** What was not read as typed, one short sentence each; empty when the query was valid syntax. */
  notes: string[];
}

/** The names a field may be typed with. */
const FIELD_NAMES: Record<string, QueryField | 'date'> = {
  title: 'title',
  case: 'case',
  case_number: 'case',
  court: 'source',
  source: 'source',
  person: 'person',
  place: 'place',
  organization: 'organization',
  org: 'organization',
  category: 'category',
  tag: 'tag',
  verification: 'verification',
  level: 'verification',
  date: 'date',
};

/** The words of `text` as typed, cut where the analyser cuts them (the index's words). */
function wordsOf(text: string): string[] {
  return [...wordMatches(text.normalize('NFC'))].map((m) => m[0]);
}
const DATE = /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;

type Token = { t: '(' | ')' | 'OR' | 'AND' | 'NOT' | '-' } | { t: 'leaf'; node: QueryNode };

/** The words of a piece of text, as one node: nothing, a word, or a phrase. */
function wordsNode(text: string, prefix = false): QueryNode | null {
  const words = wordsOf(text);
  if (!words.length) return null;
  if (words.length === 1)
    return prefix ? { type: 'word', word: words[0]!, prefix: true } : { type: 'word', word: words[0]! };
  return { type: 'phrase', words };
}

/** Cuts the text into tokens, noting what it reads otherwise than typed. */
class Lexer {
  readonly tokens: Token[] = [];
  private at = 0;
  private leaves = 0;

  constructor(
    private readonly text: string,
    private readonly note: (line: string) => void,
  ) {
    while (this.at < text.length) this.next();
  }

  private leaf(node: QueryNode | null): void {
    if (!node) return;
    if (++this.leaves > MAX_QUERY_LEAVES) {
      if (this.leaves === MAX_QUERY_LEAVES + 1) this.note(`only the first ${MAX_QUERY_LEAVES} terms were used`);
      return;
    }
    this.tokens.push({ t: 'leaf', node });
  }

  /** The text inside a quote starting at `this.at`, moving past its end; null when it is never closed. */
  private quoted(): string | null {
    const end = this.text.indexOf('"', this.at + 1);
    if (end < 0) {
      this.note('an unclosed quote was ignored');
      this.at++;
      return null;
    }
    const inside = this.text.slice(this.at + 1, end);
    this.at = end + 1;
    return inside;
  }

  private next(): void {
    const c = this.text[this.at]!;
    if (/\s/u.test(c)) this.at++;
    else if (c === '(' || c === ')') {
      this.tokens.push({ t: c });
      this.at++;
    } else if (c === '"') {
      const inside = this.quoted();
      if (inside !== null) this.leaf(wordsNode(inside));
    } else if (c === '-' && this.at + 1 < this.text.length && !/[\s)]/u.test(this.text[this.at + 1]!)) {
      this.tokens.push({ t: '-' });
      this.at++;
    } else this.bare();
  }

  /** A run of characters up to a space, a parenthesis or a quote: an operator, a field or words. */
  private bare(): void {
    const start = this.at;
    while (this.at < this.text.length && !/[\s()"]/u.test(this.text[this.at]!)) this.at++;
    const run = this.text.slice(start, this.at);
    if (run === 'OR' || run === 'AND' || run === 'NOT') {
      this.tokens.push({ t: run });
      return;
    }
    const field = /^([A-Za-z_]+):(.*)$/su.exec(run);
    if (field) {
      const name = FIELD_NAMES[field[1]!.toLowerCase()];
      if (name) return this.field(name, field[1]!, field[2]!);
      this.note(`"${field[1]}:" is not a field, read as words`);
    }
    this.leaf(wordsNode(run, run.endsWith('*')));
  }

  private field(name: QueryField | 'date', typed: string, after: string): void {
    let value: string | null = after;
    if (!after && this.text[this.at] === '"') value = this.quoted();
    value = value?.normalize('NFC').trim() ?? '';
    if (!value || !wordsOf(value).length) {
      this.note(`"${typed}:" has no value and was ignored`);
      return;
    }
    if (name === 'date')
      return this.leaf(dateNode(value) ?? this.misread(typed, value, 'is not a date or a range of dates'));
    if (name === 'verification' && !/^[0-3]$/.test(value))
      return this.leaf(this.misread(typed, value, 'is not a verification level (0 to 3)'));
    this.leaf({ type: 'field', field: name, value });
  }

  private misread(typed: string, value: string, why: string): QueryNode | null {
    this.note(`"${typed}:${value}" ${why}, read as words`);
    return wordsNode(value);
  }
}

/** `2019`, `2019..2021`, `2019-03..`, `..2021-06-30`; null when not dates in order. */
function dateNode(value: string): QueryNode | null {
  const [from, to, ...more] = value.split('..');
  if (more.length) return null;
  const bound = (d: string | undefined) => (d === undefined || d === '' ? null : DATE.test(d) ? d : undefined);
  const lo = bound(from);
  const hi = to === undefined ? lo : bound(to);
  if (lo === undefined || hi === undefined || (lo === null && hi === null)) return null;
  if (lo && hi && lo.slice(0, hi.length) > hi) return null;
  return { type: 'date', from: lo, to: hi };
}

/** Reads the tokens into a tree: OR binds loosest, then the implicit AND, then `-`/NOT. */
class Parser {
  private at = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly note: (line: string) => void,
  ) {}

  /** The whole query: a stray `)` is skipped and what follows it read on. */
  all(): QueryNode | null {
    const parts: QueryNode[] = [];
    for (;;) {
      const part = this.or();
      if (part) parts.push(part);
      if (this.at >= this.tokens.length) break;
      this.note('a ")" with no "(" was ignored');
      this.at++;
    }
    return and(parts);
  }

  private peek(): Token['t'] | null {
    return this.tokens[this.at]?.t ?? null;
  }

  private or(): QueryNode | null {
    const parts: QueryNode[] = [];
    for (;;) {
      const part = this.and();
      if (part) parts.push(part);
      if (this.peek() !== 'OR') break;
      this.at++;
      if (!part || !this.startsTerm()) this.note('an OR with nothing on one side was ignored');
    }
    return parts.length > 1
      ? { type: 'or', nodes: parts.flatMap((p) => (p.type === 'or' ? p.nodes : [p])) }
      : (parts[0] ?? null);
  }

  /** True when the next token begins a term (an OR there joins two of them). */
  private startsTerm(): boolean {
    const t = this.peek();
    return t !== null && t !== ')' && t !== 'OR';
  }

  private and(): QueryNode | null {
    const parts: QueryNode[] = [];
    for (;;) {
      const t = this.peek();
      if (t === null || t === ')' || t === 'OR') break;
      if (t === 'AND') {
        this.at++;
        continue;
      }
      const part = this.unary();
      if (part) parts.push(part);
    }
    return and(parts);
  }

  private unary(): QueryNode | null {
    const t = this.peek();
    if (t !== '-' && t !== 'NOT') return this.primary();
    this.at++;
    const operand = this.startsTerm() ? this.unary() : null;
    if (!operand) {
      this.note(`a ${t === '-' ? 'minus' : 'NOT'} with nothing after it was ignored`);
      return null;
    }
    return operand.type === 'not' ? operand.node : { type: 'not', node: operand };
  }

  private primary(): QueryNode | null {
    const token = this.tokens[this.at++]!;
    if (token.t === 'leaf') return token.node;
    if (token.t !== '(') return null;
    const inner = this.or();
    if (this.peek() === ')') this.at++;
    else this.note('an unclosed "(" was ignored');
    return inner;
  }
}

function and(parts: QueryNode[]): QueryNode | null {
  const flat = parts.flatMap((p) => (p.type === 'and' ? p.nodes : [p]));
  return flat.length > 1 ? { type: 'and', nodes: flat } : (flat[0] ?? null);
}

const OPERATORS = new Set(['OR', 'AND', 'NOT']);

/** The tree written back in the syntax, the way the query was read. */
export function showQuery(node: QueryNode | null): string {
  if (!node) return '';
  const inner = (n: QueryNode) => (n.type === 'and' || n.type === 'or' ? `(${showQuery(n)})` : showQuery(n));
  switch (node.type) {
    case 'word':
      // A word spelled like an operator was typed in quotes, and is written back so.
      return node.prefix ? `${node.word}*` : OPERATORS.has(node.word) ? `"${node.word}"` : node.word;
    case 'phrase':
      return `"${node.words.join(' ')}"`;
    case 'field':
      return /[\s()"]/u.test(node.value)
        ? `${node.field}:"${node.value.replace(/"/g, '')}"`
        : `${node.field}:${node.value}`;
    case 'date':
      return node.from === node.to ? `date:${node.from}` : `date:${node.from ?? ''}..${node.to ?? ''}`;
    case 'not':
      return `-${inner(node.node)}`;
    case 'and':
      return node.nodes.map((n) => (n.type === 'or' ? inner(n) : showQuery(n))).join(' ');
    case 'or':
      return node.nodes.map(showQuery).join(' OR ');
  }
}

export function parseQuery(text: string): ParsedQuery {
  const notes: string[] = [];
  const note = (line: string) => {
    if (!notes.includes(line)) notes.push(line);
  };
  if (text.length > MAX_QUERY_CHARS) note(`only the first ${MAX_QUERY_CHARS} characters were read`);
  const { tokens } = new Lexer(text.slice(0, MAX_QUERY_CHARS), note);
  const tree = new Parser(tokens, note).all();
  return { tree, readAs: showQuery(tree), notes };
}
