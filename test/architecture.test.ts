/**
 * The lines imports may not cross, read from the code with TypeScript's own parser (static imports,
 * re-exports and `import()` with a literal): the library never imports `@actions/*` (an action's entry
 * does); nothing the product ships imports the tests (the benchmarks borrow their archive writer); the
 * browser code reaches nothing in `scripts/` or the site generator (`site/generator/`), and nothing of Node.js:
 * what it shares with the generator lives in `site/search-index/` and the library's pure contract; the live
 * API (`dirhub serve`) never imports the generator: what both publish is the read model (`site/read-model/`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './helpers/paths.js';

interface Edge {
  from: string;
  /** A project path (relative imports resolved, `.js` read as its `.ts` source) or a package name. */
  to: string;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(PROJECT_ROOT, dir), { withFileTypes: true })) {
    const rel = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...sourceFiles(rel));
    } else if (/\.(ts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

function importsOf(file: string): Edge[] {
  const text = readFileSync(join(PROJECT_ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.map((spec) => ({
    from: file,
    to: spec.startsWith('.')
      ? relative(PROJECT_ROOT, resolve(PROJECT_ROOT, dirname(file), spec)).replace(/\.js$/, '.ts')
      : spec,
  }));
}

const PRODUCT = ['actions', 'scripts', 'site'];
const edges = PRODUCT.flatMap(sourceFiles).flatMap(importsOf);

/** Benchmarks generate synthetic archives and hostile files with the tests' own helpers; nothing else may reach into test/. */
const MAY_IMPORT_TEST_HELPERS = 'scripts/bench/';

/** Every import made by a file that `starts` reach, themselves included, following imports through `of`. */
function reachedFrom(starts: (file: string) => boolean, of: Edge[] = edges): Edge[] {
  const byFile = new Map<string, Edge[]>();
  for (const e of of) byFile.set(e.from, [...(byFile.get(e.from) ?? []), e]);
  const seen = new Set<string>();
  const out: Edge[] = [];
  const queue = of.filter((e) => starts(e.from)).map((e) => e.from);
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const e of byFile.get(file) ?? []) {
      out.push(e);
      if (!e.to.startsWith('.') && /^(actions|scripts|site)\//.test(e.to)) queue.push(e.to);
    }
  }
  return out;
}

/** Every project file the browser's code reaches, following imports from site/client/. */
const reachedFromBrowser = () => reachedFrom((f) => f.startsWith('site/client/'));

/**
 * The floors of docs/architecture.md, top first: a file may import its own floor or one below, never one
 * above. The first folder that a path starts with gives its floor.
 */
const FLOORS: [string, number][] = [
  ['actions/lib/github/', 2],
  ['actions/lib/intake/', 3],
  ['actions/lib/import/', 3],
  ['actions/lib/discovery/', 3],
  ['actions/lib/forge/', 4],
  ['actions/lib/pipeline/', 5],
  ['actions/lib/enrichment/', 5],
  ['site/generator/', 5],
  ['site/read-model/', 6],
  ['actions/lib/archive/', 6],
  ['actions/lib/report/', 6],
  ['site/search-index/', 6],
  ['actions/lib/contract/', 7],
  ['actions/lib/core/', 7],
  ['actions/lib/text/', 7],
  // The entries: the actions' own folders, the command line, the benchmarks, the browser's code.
  ['actions/', 1],
  ['scripts/', 1],
  ['site/client/', 1],
];
const floorOf = (path: string) => FLOORS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;

/** The edges that run up the floors, as `from (floor) -> to (floor)`. */
function upward(of: Edge[]): string[] {
  const up = of
    .filter((e) => floorOf(e.from) !== null && floorOf(e.to) !== null && floorOf(e.to)! < floorOf(e.from)!)
    .map((e) => `${e.from} (floor ${floorOf(e.from)}) -> ${e.to} (floor ${floorOf(e.to)})`);
  return [...new Set(up)];
}

/** The forge's two implementations stand side by side; the interface knows neither. */
const FORGE_IMPLEMENTATIONS = ['actions/lib/forge/github/', 'actions/lib/forge/local/'];
function acrossForges(of: Edge[]): Edge[] {
  return of.filter((e) => {
    const from = FORGE_IMPLEMENTATIONS.find((p) => e.from.startsWith(p));
    const to = FORGE_IMPLEMENTATIONS.find((p) => e.to.startsWith(p));
    return to !== undefined && from !== to && (from !== undefined || e.from.startsWith('actions/lib/forge/'));
  });
}

/** The owner of the archive's format: the only folder that may spell where things are in the repository. */
const ARCHIVE_OWNER = 'actions/lib/archive/';

/**
 * A path of the archive's layout spelled out: one that starts (the string, or after a `/`) with
 * `archive/` or `uploads/` and goes on, a record or overrides file, a page text, a registry or decisions
 * file. Prose that names a folder in a message (`moved into archive/`) is not a path and passes.
 */
const LAYOUT_PATH =
  /(^|\/)(archive|uploads|registries|decisions)\/[\w.$-]|(^|\/)record\.json$|\/overrides\.json$|(^|\/)text\/\d{4}\.txt/;

/** The archive's top folders, which a path built with `join(root, 'archive', …)` names on their own. */
const LAYOUT_ROOTS = new Set(['archive', 'uploads']);

/**
 * Whether a string literal is a piece of a path or its default: an argument of a call (`join(root,
 * 'archive')`), or in an array passed to one (`git.add(['-A', 'archive'])`), or a fallback (`cond ? x : 'uploads'`,
 * an option's `default: 'archive'`). Elsewhere the word is a name: an OpenAPI tag, a repository's name.
 */
function isPathPiece(node: ts.Node): boolean {
  const parent = node.parent;
  const argumentOf = (n: ts.Node) =>
    (ts.isCallExpression(n.parent) || ts.isNewExpression(n.parent)) && (n.parent.arguments ?? []).some((a) => a === n);
  if (argumentOf(node)) return true;
  if (ts.isArrayLiteralExpression(parent) && argumentOf(parent)) return true;
  if (ts.isConditionalExpression(parent)) return parent.condition !== node;
  return ts.isPropertyAssignment(parent) && parent.initializer === node && parent.name.getText() === 'default';
}

/**
 * The strings of `text` (literals and the pieces of template literals) that spell a layout path, or name
 * one of its top folders as a piece of a path, as `file:line: "…"`.
 */
function layoutSpellings(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const isModuleName = (node: ts.Node) =>
    node.parent !== undefined &&
    (ts.isImportDeclaration(node.parent) ||
      ts.isExportDeclaration(node.parent) ||
      (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
      ts.isLiteralTypeNode(node.parent));
  const visit = (node: ts.Node) => {
    if (isModuleName(node)) return;
    let spelled = false;
    let text = '';
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateTail(node)) {
      text = node.text;
      // An address (`https://host/owner/archive/…`) names a repository on a server, not a path in this one.
      spelled = (LAYOUT_PATH.test(text) && !/^[a-z]+:\/\//.test(text)) || (LAYOUT_ROOTS.has(text) && isPathPiece(node));
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) {
      // A piece followed by a substitution goes on with a name: `archive/${name}`.
      text = node.text;
      spelled = LAYOUT_PATH.test(`${text}$`);
    } else if (ts.isRegularExpressionLiteral(node)) {
      // A pattern that matches layout paths: `/^archive\/documents\/…/`, read as the path it matches.
      text = node.text;
      spelled = LAYOUT_PATH.test(text.slice(1, text.lastIndexOf('/')).replace(/\\\//g, '/').replace(/^\^/, ''));
    }
    if (spelled)
      out.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${JSON.stringify(text)}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('import lines', () => {
  it('reads the imports of the whole product', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({ from: 'actions/decide/main.ts', to: '@actions/core' });
  });

  it('the library under actions/lib never imports @actions/*', () => {
    expect(edges.filter((e) => e.from.startsWith('actions/lib/') && e.to.startsWith('@actions/'))).toEqual([]);
  });

  it('nothing the product ships imports the tests', () => {
    expect(edges.filter((e) => e.to.startsWith('test/') && !e.from.startsWith(MAY_IMPORT_TEST_HELPERS))).toEqual([]);
    expect(edges.filter((e) => e.to.startsWith('test/') && !e.to.startsWith('test/helpers/'))).toEqual([]);
  });

  it('the browser code imports nothing from scripts/ or the site generator, directly or through another file', () => {
    const reached = reachedFromBrowser();
    expect(reached.length).toBeGreaterThan(20);
    expect(reached.filter((e) => e.to.startsWith('scripts/') || e.to.startsWith('site/generator/'))).toEqual([]);
  });

  it('no file imports itself through others (no import cycles, type imports included)', () => {
    const next = new Map<string, string[]>();
    for (const e of edges)
      if (/^(actions|scripts|site)\//.test(e.to)) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    // Tarjan's strongly connected components: every component of more than one file is a cycle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    let counter = 0;
    const visit = (v: string) => {
      index.set(v, counter);
      low.set(v, counter++);
      stack.push(v);
      onStack.add(v);
      for (const w of next.get(v) ?? []) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1 || next.get(v)?.includes(v)) cycles.push(component.sort());
      }
    };
    for (const file of next.keys()) if (!index.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it('imports point down the floors of docs/architecture.md, never up', () => {
    expect(upward(edges)).toEqual([]);
    // The check sees an arrow that would cross a line: the forge reaching up into the intake's plan,
    // the pipeline into the forge.
    expect(
      upward([
        { from: 'actions/lib/forge/local/local-forge.ts', to: 'actions/lib/intake/plan.ts' },
        { from: 'actions/lib/pipeline/analyze.ts', to: 'actions/lib/forge/forge.ts' },
        { from: 'actions/lib/archive/decisions-log.ts', to: 'actions/lib/forge/forge.ts' },
      ]),
    ).toEqual([
      'actions/lib/forge/local/local-forge.ts (floor 4) -> actions/lib/intake/plan.ts (floor 3)',
      'actions/lib/pipeline/analyze.ts (floor 5) -> actions/lib/forge/forge.ts (floor 4)',
      'actions/lib/archive/decisions-log.ts (floor 6) -> actions/lib/forge/forge.ts (floor 4)',
    ]);
  });

  it('the GitHub forge and the local forge never import each other, and the Forge interface neither', () => {
    expect(acrossForges(edges)).toEqual([]);
    const crossing = [
      { from: 'actions/lib/forge/local/local-forge.ts', to: 'actions/lib/forge/github/github-forge.ts' },
      { from: 'actions/lib/forge/forge.ts', to: 'actions/lib/forge/local/local-forge.ts' },
    ];
    expect(acrossForges([...crossing, { from: 'actions/lib/intake/perform.ts', to: crossing[0]!.from }])).toEqual(
      crossing,
    );
  });

  it('the public server never imports the agent-only API (its own listener, behind service tokens)', () => {
    const crossing = (of: Edge[]) =>
      of.filter(
        (e) =>
          e.from.startsWith('scripts/serve/') &&
          !e.from.startsWith('scripts/serve/agents/') &&
          e.to.startsWith('scripts/serve/agents/'),
      );
    expect(crossing(edges)).toEqual([]);
    expect(edges.some((e) => e.from === 'scripts/commands/serve.ts' && e.to.startsWith('scripts/serve/agents/'))).toBe(
      true,
    );
    const wrong = { from: 'scripts/serve/app.ts', to: 'scripts/serve/agents/routes/search.ts' };
    expect(crossing([wrong])).toEqual([wrong]);
  });

  it('the live API never imports the site generator, directly or through another file: both publish the read model of site/read-model/', () => {
    const SERVER = ['scripts/serve/', 'scripts/commands/serve.ts'];
    const crossing = (of: Edge[]) =>
      reachedFrom((f) => SERVER.some((p) => f.startsWith(p)), of).filter(
        (e) => e.to.startsWith('site/generator/') && !e.from.startsWith('site/generator/'),
      );
    expect(crossing(edges)).toEqual([]);
    expect(edges).toContainEqual({ from: 'scripts/serve/archive-view.ts', to: 'site/read-model/load.ts' });
    // The check sees the server reach the generator directly and through a file of its own or one it
    // shares, and lets the build command import it.
    const wrong = [
      { from: 'scripts/serve/documents-json.ts', to: 'site/generator/static-api.ts' },
      { from: 'scripts/commands/serve.ts', to: 'site/generator/settings.ts' },
      { from: 'site/read-model/feeds.ts', to: 'site/generator/feeds.ts' },
    ];
    const through = [
      { from: 'scripts/serve/app.ts', to: 'scripts/serve/documents-json.ts' },
      { from: 'scripts/serve/app.ts', to: 'site/read-model/feeds.ts' },
    ];
    const found = crossing([...through, ...wrong, { from: 'scripts/commands/build.ts', to: 'site/generator/plan.ts' }]);
    expect(found).toEqual(expect.arrayContaining(wrong));
    expect(found).toHaveLength(wrong.length);
  });

  it('nothing imports the demo or the evaluation but their own commands', () => {
    const OWNERS: Record<string, string[]> = {
      'scripts/demo/': ['scripts/commands/demo.ts'],
      // The relevance benchmark prints what `dirhub evaluate` prints, with its running time.
      'scripts/eval/': ['scripts/commands/evaluate.ts', 'scripts/bench/relevance.ts'],
    };
    const strays = (of: Edge[]) =>
      of.filter((e) =>
        Object.entries(OWNERS).some(
          ([room, owners]) => e.to.startsWith(room) && !e.from.startsWith(room) && !owners.includes(e.from),
        ),
      );
    expect(strays(edges)).toEqual([]);
    expect(edges).toContainEqual({ from: 'scripts/commands/demo.ts', to: 'scripts/demo/build-demo.ts' });
    const wrong = [
      { from: 'scripts/serve/agents/engines/semantic/lsa.ts', to: 'scripts/demo/scanner.ts' },
      { from: 'scripts/enrich-and-commit.ts', to: 'scripts/eval/labelled-set.ts' },
      { from: 'scripts/commands/demo.ts', to: 'scripts/eval/labelled-set.ts' },
    ];
    expect(strays([...wrong, { from: 'scripts/eval/fit.ts', to: 'scripts/eval/cross-validate.ts' }])).toEqual(wrong);
  });

  it("the server's search index imports nothing of HTTP and nothing else of the server", () => {
    const SEARCH_DB = 'scripts/serve/search-db/';
    const leaks = (of: Edge[]) =>
      of.filter(
        (e) =>
          e.from.startsWith(SEARCH_DB) &&
          (/^(fastify|@fastify\/)/.test(e.to) || (e.to.startsWith('scripts/') && !e.to.startsWith(SEARCH_DB))),
      );
    expect(leaks(edges)).toEqual([]);
    const crossing = [
      { from: `${SEARCH_DB}search-db.ts`, to: 'fastify' },
      { from: `${SEARCH_DB}search-db.ts`, to: 'scripts/serve/envelope.ts' },
    ];
    expect(leaks([...crossing, { from: `${SEARCH_DB}search-db.ts`, to: `${SEARCH_DB}match-query.ts` }])).toEqual(
      crossing,
    );
  });

  it("nothing but actions/lib/archive/ spells the archive's layout: the others ask it for paths", () => {
    const spelled = [...PRODUCT, 'test/helpers']
      .flatMap(sourceFiles)
      .filter((f) => !f.startsWith(ARCHIVE_OWNER))
      .flatMap((f) => layoutSpellings(f, readFileSync(join(PROJECT_ROOT, f), 'utf8')));
    expect(spelled).toEqual([]);
    // The check sees a path built by hand, and lets a message that names a folder pass.
    const sample = [
      "const file = join(root, 'archive/registries', 'people.json');",
      'const record = `${documentDir(id)}/record.json`;',
      'const page = `${dir}/text/0001.txt`;',
      'const upload = `uploads/${name}.json`;',
      "const message = `The document is moved into ${codeSpan('archive/')} and published.`;",
      "const hint = 'Add uploads/NAME.json beside the file.';",
      "const url = 'https://media.githubusercontent.com/media/org/archive/0123/';",
      "await mkdir(join(root, 'uploads'), { recursive: true });",
      "await git.add(['-A', 'archive']);",
      "const dir = typeof raw.dir === 'string' ? raw.dir : 'uploads';",
      "const options = { archive: { type: 'string', default: 'archive' } };",
      "const tags = [{ name: 'uploads', description: 'Uploads' }]; const repo = options.repo ?? 'archive';",
      'const m = /^archive\\/documents\\/[^/]+\\/([^/]+)\\//.exec(line);',
    ].join('\n');
    expect(layoutSpellings('scripts/sample.ts', sample)).toEqual([
      'scripts/sample.ts:1: "archive/registries"',
      'scripts/sample.ts:2: "/record.json"',
      'scripts/sample.ts:3: "/text/0001.txt"',
      'scripts/sample.ts:4: "uploads/"',
      'scripts/sample.ts:8: "uploads"',
      'scripts/sample.ts:9: "archive"',
      'scripts/sample.ts:10: "uploads"',
      'scripts/sample.ts:11: "archive"',
      'scripts/sample.ts:13: "/^archive\\\\/documents\\\\/[^/]+\\\\/([^/]+)\\\\//"',
    ]);
  });

  it("the site engine finds the archive's files through the archive's readers, never through its layout", () => {
    const LAYOUT = `${ARCHIVE_OWNER}layout.ts`;
    const intoLayout = (of: Edge[]) => of.filter((e) => e.from.startsWith('site/') && e.to === LAYOUT);
    expect(intoLayout(edges)).toEqual([]);
    expect(edges).toContainEqual({ from: 'site/read-model/load.ts', to: `${ARCHIVE_OWNER}read.ts` });
    const crossing = { from: 'site/read-model/load.ts', to: LAYOUT };
    expect(intoLayout([crossing, { from: `${ARCHIVE_OWNER}read.ts`, to: LAYOUT }])).toEqual([crossing]);
  });

  it('git runs through the one git adapter: nothing else starts it or imports simple-git', () => {
    const ADAPTER = 'actions/lib/core/git.ts';
    // The adapter's starter runs git from a small process for a large one (a server), under the same contract.
    const STARTER = 'actions/lib/core/git-starter.ts';
    // The benchmarks build their scratch repositories with git as the tests do.
    const files = PRODUCT.flatMap(sourceFiles).filter(
      (f) => f !== ADAPTER && f !== STARTER && !f.startsWith('scripts/bench/'),
    );
    // A call whose first argument is the program's name: spawn('git', …), execFileSync("git", …), run('git', …).
    const startsGit = (text: string) => /\b\w+\(\s*['"`]git['"`]\s*,/.test(text);
    expect(edges.filter((e) => e.to === 'simple-git' && files.includes(e.from))).toEqual([]);
    expect(files.filter((f) => startsGit(readFileSync(join(PROJECT_ROOT, f), 'utf8')))).toEqual([]);
    expect(startsGit(readFileSync(join(PROJECT_ROOT, ADAPTER), 'utf8'))).toBe(true);
    expect(startsGit(readFileSync(join(PROJECT_ROOT, STARTER), 'utf8'))).toBe(true);
    expect(
      [
        "const run = promisify(execFile); await run('git', ['status']);",
        "execFileSync('git', ['log'])",
        "spawn('node', [])",
      ].map(startsGit),
    ).toEqual([true, true, false]);
  });

  it('the library casts nothing through unknown', () => {
    const casts = sourceFiles('actions/lib').filter((f) =>
      /\bas unknown as\b/.test(readFileSync(join(PROJECT_ROOT, f), 'utf8')),
    );
    expect(casts).toEqual([]);
  });

  it('nothing the browser loads imports Node.js', () => {
    const reached = reachedFromBrowser();
    expect(
      reached.filter((e) => e.to.startsWith('node:') || ['fs', 'path', 'os', 'crypto', 'child_process'].includes(e.to)),
    ).toEqual([]);
  });
});

/** Product code whose size the house plan bounds: the library, the site and the scripts but the benchmarks. */
const SIZED = ['actions/lib', 'site', 'scripts']
  .flatMap(sourceFiles)
  .filter((f) => !f.startsWith('scripts/bench/') && !f.endsWith('.njk'));
const MAX_FILE_LINES = 700;
const MAX_FUNCTION_LINES = 80;

/** What in `text` is over a bound, as `file: N lines` and `file:line name: N lines`. */
function oversized(file: string, text: string): string[] {
  const out: string[] = [];
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) out.push(`${file}: ${lines} lines`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const nameOf = (node: ts.SignatureDeclaration): string => {
    const parent = node.parent;
    if (node.name) return node.name.getText();
    if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
    if (ts.isConstructorDeclaration(node)) return 'constructor';
    return 'a function';
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const length = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      if (length > MAX_FUNCTION_LINES) out.push(`${file}:${lineOf(node.getStart())} ${nameOf(node)}: ${length} lines`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('sizes', () => {
  it(`no file of the product is over ${MAX_FILE_LINES} lines and no function over ${MAX_FUNCTION_LINES}`, () => {
    expect(SIZED.length).toBeGreaterThan(300);
    const over = SIZED.flatMap((f) => oversized(f, readFileSync(join(PROJECT_ROOT, f), 'utf8')));
    expect(over).toEqual([]);
    // The check sees a long function, a long method, a long arrow and a long file.
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  step(${i});`).join('\n');
    const sample = [
      `export function planAll() {\n${body(79)}\n}`,
      `class Plan {\n  run() {\n${body(79)}\n  }\n}`,
      `const route = async () => {\n${body(79)}\n};`,
      `export function short() {\n${body(78)}\n}`,
      body(400),
    ].join('\n');
    expect(oversized('scripts/sample.ts', sample)).toEqual([
      'scripts/sample.ts: 725 lines',
      'scripts/sample.ts:1 planAll: 81 lines',
      'scripts/sample.ts:83 run: 81 lines',
      'scripts/sample.ts:165 route: 81 lines',
    ]);
  });
});

/** The text module: the one analyser (cutting, folding, stemming), the one stop list, the one vector similarity. */
const TEXT_MODULE = 'actions/lib/text/';

/**
 * A pattern that cuts text into words: a global regular expression that opens (after an optional `\b`)
 * with a character class of word characters only (`\p{L}`, `a-z`, `\w`, digits, an apostrophe), repeated
 * with `+`, or with a negated class of Unicode letters (`[^\p{L}\p{N}]+`, what lies between words), or
 * with a run of letters (`\p{L}+`, `\p{L}{3,}`).
 * Patterns that read a shape (`[A-Z][a-z]+ County`, an e-mail address) or make a slug (`[^a-z0-9]+`) pass.
 */
function isWordPattern(source: string, flags: string): boolean {
  const bare = source.replace(/^\(\?:/, '');
  if (flags.includes('g') && /^(?:\\b)?\\p\{L\}(?:\+|\{\d+,\})/.test(bare)) return true;
  const opening = /^(?:\\b)?\[(\^?)([^\]]*)\]\+/.exec(bare);
  if (!flags.includes('g') || !opening) return false;
  const [, negated, chars] = opening;
  if (negated) return /\\p\{L\}/.test(chars!);
  return /^(?:\\p\{[LNM]\}|a-z|A-Z|0-9|\\w|\\d|['’_-])+$/.test(chars!) && /\\p\{L\}|a-z|\\w/.test(chars!);
}

/** English function words: a list holding many of them is a stop list. */
const FUNCTION_WORDS = ['a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'is', 'it', 'for', 'on', 'with', 'that', 'by'];

function isStopList(items: string[]): boolean {
  if (items.length < 15) return false;
  const plain = items.filter((w) => /^[a-z'’]+$/.test(w));
  return plain.length >= 0.9 * items.length && FUNCTION_WORDS.filter((w) => items.includes(w)).length >= 13;
}

/**
 * What a file outside the text module does that only the text module may: import the stemmer, spell a
 * word pattern, hold a stop list, define a stemmer or a vector similarity (a function named cosine, a
 * dot product summed into `dot`), as
 * `file:line: what`.
 */
function textModuleWork(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const at = (node: ts.Node, what: string) =>
    out.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === 'stemmer'
    )
      at(node, 'imports the stemmer');
    if (ts.isRegularExpressionLiteral(node)) {
      const body = node.text.slice(1, node.text.lastIndexOf('/'));
      if (isWordPattern(body, node.text.slice(node.text.lastIndexOf('/') + 1))) at(node, `word pattern ${node.text}`);
    }
    if (
      ts.isNewExpression(node) &&
      node.expression.getText() === 'RegExp' &&
      node.arguments?.[0] &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      isWordPattern(
        node.arguments[0].text,
        node.arguments[1] && ts.isStringLiteralLike(node.arguments[1]) ? node.arguments[1].text : '',
      )
    )
      at(node, `word pattern ${node.arguments[0].text}`);
    if (ts.isStringLiteralLike(node) && isStopList(node.text.split(/\s+/).filter(Boolean))) at(node, 'stop list');
    if (
      ts.isArrayLiteralExpression(node) &&
      isStopList(node.elements.filter(ts.isStringLiteralLike).map((e) => e.text))
    )
      at(node, 'stop list');
    const declared = ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node) || ts.isMethodDeclaration(node);
    const name = declared && node.name ? node.name.getText() : null;
    const isFunction =
      !ts.isVariableDeclaration(node) ||
      (node.initializer !== undefined &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)));
    if (name && /(stop|function)_?words?/i.test(name)) at(node, `stop list ${name}`);
    if (name && isFunction && /^stem(mer)?$/i.test(name)) at(node, `stemmer ${name}`);
    if (name && isFunction && /cosine/i.test(name)) at(node, `similarity ${name}`);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken) {
      if (/^dots?$/.test(node.left.getText()) && ts.isBinaryExpression(node.right)) at(node, 'dot product');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('the text module', () => {
  const product = PRODUCT.flatMap(sourceFiles).filter((f) => !f.startsWith('scripts/bench/'));

  it('nothing but the text module imports the stemmer, spells a word pattern or holds a stop list', () => {
    const found = product
      .filter((f) => !f.startsWith(TEXT_MODULE))
      .flatMap((f) => textModuleWork(f, readFileSync(join(PROJECT_ROOT, f), 'utf8')));
    expect(found).toEqual([]);
    // The module itself does all of it, and the check sees each kind of work done elsewhere.
    const own = ['analyser.ts', 'stop-words.ts', 'vectors.ts'].flatMap((f) =>
      textModuleWork(`${TEXT_MODULE}${f}`, readFileSync(join(PROJECT_ROOT, TEXT_MODULE, f), 'utf8')),
    );
    expect(own.some((w) => w.endsWith('imports the stemmer'))).toBe(true);
    expect(own.some((w) => w.includes('word pattern'))).toBe(true);
    expect(own.some((w) => w.includes('stop list'))).toBe(true);
    expect(own.some((w) => w.includes('similarity cosine'))).toBe(true);
    const sample = [
      "import { stemmer } from 'stemmer';",
      'const WORD = /[\\p{L}\\p{N}]+/gu;',
      "const tokens = text.toLowerCase().match(/[a-z']+|\\d+/g);",
      'const runs = text.match(/\\p{L}{3,}/gu);',
      "const split = new RegExp('[^\\\\p{L}]+', 'gu');",
      "const STOP = new Set('a an the and or of to in is it for on with that by from as at be'.split(' '));",
      "const FUNCTION_WORDS = new Set(['the', 'of', 'and', 'for', 'in']);",
      'function stem(word: string) { return word; }',
      'function cosine(a: number[], b: number[]) { return 0; }',
      'for (const [t, w] of v) dot += w * other.get(t)!;',
      'const county = /\\b([A-Z][a-z]+)\\s+County\\b/g;',
      "const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');",
      'const email = /\\b[\\w.+-]+@[\\w-]+\\.[a-z]{2,}\\b/gi;',
      'const stem = basename(file, extname(file));',
      "const hint = 'Commit or set them aside first; the intake only runs on a clean checkout of the base branch.';",
    ].join('\n');
    expect(textModuleWork('scripts/sample.ts', sample)).toEqual([
      'scripts/sample.ts:1: imports the stemmer',
      'scripts/sample.ts:2: word pattern /[\\p{L}\\p{N}]+/gu',
      "scripts/sample.ts:3: word pattern /[a-z']+|\\d+/g",
      'scripts/sample.ts:4: word pattern /\\p{L}{3,}/gu',
      'scripts/sample.ts:5: word pattern [^\\p{L}]+',
      'scripts/sample.ts:6: stop list',
      'scripts/sample.ts:7: stop list FUNCTION_WORDS',
      'scripts/sample.ts:8: stemmer stem',
      'scripts/sample.ts:9: similarity cosine',
      'scripts/sample.ts:10: dot product',
    ]);
  });

  it('the relevance model, enrichment, the site index, the agents and OCR cut text with the one analyser', () => {
    const analyser = `${TEXT_MODULE}analyser.ts`;
    for (const user of [
      'actions/lib/pipeline/relevance/vector.ts',
      'actions/lib/enrichment/crossref.ts',
      'site/search-index/terms.ts',
      'scripts/serve/agents/engines/semantic/lsa.ts',
      'actions/lib/pipeline/processing/page-language.ts',
      'actions/lib/enrichment/noise.ts',
    ])
      expect(edges).toContainEqual({ from: user, to: analyser });
    // One vector similarity: the relevance index, the cross-references and the latent model weigh with it.
    for (const user of [
      'actions/lib/pipeline/relevance/index.ts',
      'actions/lib/enrichment/crossref.ts',
      'scripts/serve/agents/engines/semantic/lsa.ts',
    ])
      expect(edges).toContainEqual({ from: user, to: `${TEXT_MODULE}vectors.ts` });
  });

  it('the text module is pure: it imports nothing of Node.js and nothing of dirhub but itself', () => {
    const out = edges.filter(
      (e) =>
        e.from.startsWith(TEXT_MODULE) &&
        (e.to.startsWith('node:') || (/^(actions|scripts|site)\//.test(e.to) && !e.to.startsWith(TEXT_MODULE))),
    );
    expect(out).toEqual([]);
    expect(edges.filter((e) => e.from.startsWith(TEXT_MODULE)).map((e) => e.to)).toContain('stemmer');
  });
});

/**
 * The HTTP API's route groups are encapsulated plugins: each app registers them with `app.register(...)`,
 * so what a group adds (its hooks, decorators, a body parser such as multipart) stays inside it and its
 * routes inherit the shared set-up above it. A group called as a function on the root instance, or routes
 * declared on the root instance, would add to every route of the app instead. Fastify's Encapsulation
 * reference: https://fastify.dev/docs/latest/Reference/Encapsulation/
 */
const API_SERVER = 'scripts/serve/';

/** Fastify's methods that declare a route. */
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'head', 'options', 'all', 'route']);

/**
 * What in `text` reaches past encapsulation on a root Fastify instance — one made by Fastify's factory
 * (the default import of `fastify`) or returned by an app builder (`buildApp`, `buildAgentApp`) — as
 * `file:line: what`: a route declared on it, the instance passed to a function (a route group run
 * directly), or a group registered through fastify-plugin, which lifts it out of its own context.
 */
function rootInstanceBypasses(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const defaultImport = (module: string) =>
    source.statements
      .filter(ts.isImportDeclaration)
      .filter((s) => ts.isStringLiteral(s.moduleSpecifier) && s.moduleSpecifier.text === module)
      .map((s) => s.importClause?.name?.text)
      .find((name) => name !== undefined);
  const factory = defaultImport('fastify');
  const unencapsulated = defaultImport('fastify-plugin');
  const makesRoot = (value: ts.Expression): boolean => {
    const call = ts.isAwaitExpression(value) ? value.expression : value;
    if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return false;
    return call.expression.text === factory || /^build\w*App$/.test(call.expression.text);
  };
  const roots = new Set<string>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && makesRoot(node.initializer))
      roots.add(node.name.text);
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left) &&
      makesRoot(node.right)
    )
      roots.add(node.left.text);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const out: string[] = [];
  const at = (node: ts.Node, what: string) =>
    out.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const isRoot = (node: ts.Node | undefined) => node !== undefined && ts.isIdentifier(node) && roots.has(node.text);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && isRoot(callee.expression)) {
        const method = callee.name.text;
        if (ROUTE_METHODS.has(method)) at(node, `route declared on the root instance (${method})`);
        const plugin = node.arguments[0];
        if (
          method === 'register' &&
          plugin &&
          ts.isCallExpression(plugin) &&
          ts.isIdentifier(plugin.expression) &&
          plugin.expression.text === unencapsulated
        )
          at(node, `${plugin.arguments[0]?.getText() ?? 'a plugin'} registered without encapsulation`);
      }
      const passed = node.arguments.find(isRoot);
      if (passed) at(node, `${callee.getText()} called with the root instance ${passed.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The route groups of a route module: its exported constants typed as a Fastify plugin. */
function routeGroupsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(PROJECT_ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .filter(ts.isVariableStatement)
    .filter((s) => s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
    .flatMap((s) => s.declarationList.declarations)
    .filter((d) => d.type !== undefined && /^FastifyPlugin(Async|Callback)?\b/.test(d.type.getText(source)))
    .map((d) => d.name.getText(source));
}

/** The names each app registers on its root instance: `app.register(NAME, …)`. */
function registeredOnRoot(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(PROJECT_ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'register' &&
      node.expression.expression.getText() === 'app' &&
      node.arguments[0] &&
      ts.isIdentifier(node.arguments[0])
    )
      out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('the HTTP API', () => {
  const server = sourceFiles(API_SERVER);

  it('registers each route group as an encapsulated plugin, never calls one on the root instance', () => {
    const found = server.flatMap((f) => rootInstanceBypasses(f, readFileSync(join(PROJECT_ROOT, f), 'utf8')));
    expect(found).toEqual([]);
    // Every route group of the public and the agent app is registered by its app, none wrapped in
    // fastify-plugin (which would lift its hooks onto every route).
    for (const [app, routes] of [
      ['scripts/serve/app.ts', 'scripts/serve/routes/'],
      ['scripts/serve/agents/app.ts', 'scripts/serve/agents/routes/'],
    ] as const) {
      const groups = server.filter((f) => f.startsWith(routes)).flatMap(routeGroupsOf);
      expect(groups.length, app).toBeGreaterThanOrEqual(3);
      expect(registeredOnRoot(app), app).toEqual(expect.arrayContaining(groups));
      expect(edges.filter((e) => e.from.startsWith(routes) && e.to === 'fastify-plugin')).toEqual([]);
    }
    // The check sees a group run as a function, a route on the root, a group lifted out of its context,
    // and lets a registered group and a plugin's own routes pass.
    const sample = [
      "import Fastify from 'fastify';",
      "import fp from 'fastify-plugin';",
      'export async function buildApp() {',
      '  const app = Fastify({ logger: false });',
      '  await app.register(readRoutes, routes);',
      '  await readRoutes(app, routes);',
      "  app.get('/api/extra', async () => ({}));",
      '  await app.register(fp(uploadRoutes), routes);',
      '  await app.register(async (group) => { group.get("/api/inside", async () => ({})); });',
      '  return app;',
      '}',
      'const server = await buildApp();',
      "server.route({ method: 'GET', url: '/late', handler: async () => ({}) });",
      'await server.listen({ port: 0 });',
    ].join('\n');
    expect(rootInstanceBypasses('scripts/serve/sample.ts', sample)).toEqual([
      'scripts/serve/sample.ts:6: readRoutes called with the root instance app',
      'scripts/serve/sample.ts:7: route declared on the root instance (get)',
      'scripts/serve/sample.ts:8: uploadRoutes registered without encapsulation',
      'scripts/serve/sample.ts:13: route declared on the root instance (route)',
    ]);
  });
});
