/**
 * The lines imports may not cross, read from the code with TypeScript's own parser (static imports,
 * re-exports and `import()` with a literal): the library never imports `@actions/*` (an action's entry
 * does); nothing the product ships imports the tests; the browser code imports nothing from `scripts/`
 * but for the crossings listed below, which the move of the site engine under `site/` removes — a new
 * crossing fails, and so does a listed one that is gone, so the list only shrinks.
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
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.map((spec) => ({
    from: file,
    to: spec.startsWith('.') ? relative(PROJECT_ROOT, resolve(PROJECT_ROOT, dirname(file), spec)).replace(/\.js$/, '.ts') : spec,
  }));
}

const PRODUCT = ['actions', 'scripts', 'site'];
const edges = PRODUCT.flatMap(sourceFiles).flatMap(importsOf);

/** Browser code that still imports from scripts/ (shared with the build), until the site engine moves under site/. */
const BROWSER_CROSSINGS_TO_MOVE = [
  'site/client/document.ts -> scripts/site/search-index/excerpt.ts',
  'site/client/search.ts -> scripts/site/search-filters.ts',
  'site/client/search.ts -> scripts/site/search-shards.ts',
  'site/client/search/engine.ts -> scripts/site/search-filters.ts',
  'site/client/search/engine.ts -> scripts/site/search-index/excerpt.ts',
  'site/client/search/engine.ts -> scripts/site/search-index/query.ts',
  'site/client/search/pagefind.ts -> scripts/site/search-shards.ts',
  'site/client/search/ranked.ts -> scripts/site/search-index/excerpt.ts',
  'site/client/search/ranked.ts -> scripts/site/search-index/format.ts',
  'site/client/search/ranked.ts -> scripts/site/search-index/query.ts',
  'site/client/search/ranked.ts -> scripts/site/search-index/terms.ts',
  'site/client/sw.ts -> scripts/site/search-index/format.ts',
  'site/client/sw.ts -> scripts/site/search-shards.ts',
];

describe('import lines', () => {
  it('reads the imports of the whole product', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({ from: 'actions/decide/main.ts', to: '@actions/core' });
  });

  it('the library under actions/lib never imports @actions/*', () => {
    expect(edges.filter((e) => e.from.startsWith('actions/lib/') && e.to.startsWith('@actions/'))).toEqual([]);
  });

  it('nothing the product ships imports the tests', () => {
    expect(edges.filter((e) => e.to.startsWith('test/'))).toEqual([]);
  });

  it('the browser code imports nothing from scripts/ beyond the crossings still to move', () => {
    const crossings = [...new Set(edges.filter((e) => e.from.startsWith('site/client/') && e.to.startsWith('scripts/')).map((e) => `${e.from} -> ${e.to}`))].sort();
    expect(crossings).toEqual([...BROWSER_CROSSINGS_TO_MOVE].sort());
  });
});
