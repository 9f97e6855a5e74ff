/**
 * Infographics rendered at build time with Vega-Lite / Vega to static SVG. Each chart carries a title and
 * description for assistive technology and ships with a data table, so it reads without JavaScript.
 */
import * as vega from 'vega';
import * as vl from 'vega-lite';
import type { ReadModel } from '../read-model/model.js';
import { ENTITY_KINDS } from '../read-model/urls.js';

export interface Chart {
  id: string;
  title: string;
  description: string;
  svg: string;
  table: { caption: string; columns: string[]; rows: (string | number)[][] };
}

const TOP_ENTITIES = 15;
const GRAPH_NODES = 30;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const KIND_LABEL = { characters: 'Person', locations: 'Place', organizations: 'Organization' } as const;

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Makes the SVG one labelled image: a <title> and <desc> that screen readers announce. Its drawn width goes
 * to the stylesheet (`--chart-width`), which lets a chart shrink to fit a narrow screen only so far
 * (site.css `.chart svg`), so that labels stay readable; beyond that the chart scrolls sideways.
 */
function labelled(svg: string, id: string, title: string, description: string): string {
  const width = /^<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1];
  if (!width) throw new Error(`chart ${id}: the SVG has no width`);
  return svg
    .replace(
      /^<svg /,
      `<svg role="img" aria-labelledby="${id}-title ${id}-desc" focusable="false" preserveAspectRatio="xMinYMin meet" style="--chart-width:${width}px" `,
    )
    .replace(
      /^(<svg[^>]*>)/,
      `$1<title id="${id}-title">${escapeXml(title)}</title><desc id="${id}-desc">${escapeXml(description)}</desc>`,
    );
}

async function render(spec: vega.Spec): Promise<string> {
  const view = new vega.View(vega.parse(spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

async function renderLite(spec: vl.TopLevelSpec): Promise<string> {
  return render(vl.compile(spec).spec);
}

/** Label sizes in the chart's own units; site.css never draws a chart below 6/7 of its size, so no label is under 12 px. */
const LABEL_PX = 14;
const CONFIG = {
  font: FONT,
  axis: { labelFontSize: LABEL_PX, titleFontSize: LABEL_PX },
  legend: { labelFontSize: LABEL_PX, titleFontSize: LABEL_PX },
  title: { fontSize: 17 },
  background: 'white',
};

async function barChart(
  id: string,
  title: string,
  description: string,
  rows: { label: string; value: number }[],
  labelTitle: string,
  horizontal: boolean,
): Promise<Chart> {
  const values = rows.map((r) => ({ label: r.label, value: r.value }));
  const labelEnc = {
    field: 'label',
    type: 'nominal' as const,
    title: labelTitle,
    sort: horizontal ? ('-x' as const) : null,
  };
  // Counts are whole numbers. Vega does not apply tickMinStep here and puts ticks at halves, which an
  // integer format prints as 0, 1, 1, 2, 2; small scales get every whole number as a tick instead.
  const max = Math.max(0, ...rows.map((r) => r.value));
  const ticks = max <= 10 ? { values: Array.from({ length: max + 1 }, (_, i) => i) } : { tickMinStep: 1 };
  const valueEnc = {
    field: 'value',
    type: 'quantitative' as const,
    title: 'Documents',
    axis: { ...ticks, format: 'd' },
  };
  const spec: vl.TopLevelSpec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    title,
    description,
    width: horizontal ? 360 : Math.max(240, Math.min(720, rows.length * 28)),
    height: horizontal ? Math.max(80, rows.length * 22) : 240,
    data: { values },
    mark: { type: 'bar', color: '#1f5f8b' },
    encoding: horizontal
      ? { y: { ...labelEnc, axis: { labelLimit: 260 } }, x: valueEnc }
      : { x: { ...labelEnc, axis: { labelAngle: rows.length > 12 ? -45 : 0 } }, y: valueEnc },
    config: CONFIG,
  };
  const svg = await renderLite(spec);
  return {
    id,
    title,
    description,
    svg: labelled(svg, id, title, description),
    table: { caption: title, columns: [labelTitle, 'Documents'], rows: rows.map((r) => [r.label, r.value]) },
  };
}

function countBy<T>(items: T[], key: (t: T) => string | null): Map<string, number> {
  const m = new Map<string, number>();
  for (const it of items) {
    const k = key(it);
    if (k !== null) m.set(k, (m.get(k) ?? 0) + 1);
  }
  return m;
}

interface GraphNode {
  name: string;
  kind: keyof typeof KIND_LABEL;
  docs: number;
}

interface GraphLink {
  source: number;
  target: number;
  weight: number;
  type: string;
}

/** The most-mentioned names and the links between them, each pair once (by node index). */
function mentionNetwork(model: ReadModel): { nodes: GraphNode[]; links: GraphLink[] } {
  const all = ENTITY_KINDS.flatMap((k) => model.entities[k]).sort(
    (a, b) => b.document_ids.length - a.document_ids.length || a.name.localeCompare(b.name),
  );
  const top = all.slice(0, GRAPH_NODES);
  const index = new Map(top.map((n, i) => [n.url, i]));
  const seen = new Set<string>();
  const links: GraphLink[] = [];
  top.forEach((n, i) => {
    for (const c of n.connections) {
      const j = c.url ? index.get(c.url) : undefined;
      if (j === undefined || j === i) continue;
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      if (seen.has(key)) continue;
      seen.add(key);
      links.push({ source: i, target: j, weight: c.weight ?? 1, type: c.type });
    }
  });
  const nodes = top.map((n) => ({ name: n.name, kind: n.kind, docs: n.document_ids.length }));
  return { nodes, links };
}

/** Colour by kind, dot area by how many documents name it (fresh objects for each chart, so no two specs share parts). */
function graphScales(): vega.Scale[] {
  return [
    {
      name: 'color',
      type: 'ordinal',
      domain: ['Person', 'Place', 'Organization'],
      range: ['#1f5f8b', '#2e7d32', '#8e3b00'],
    },
    { name: 'size', type: 'sqrt', domain: { data: 'nodes', field: 'docs' }, range: [60, 600] },
  ];
}

function graphLegends(): vega.Legend[] {
  return [
    {
      fill: 'color',
      title: 'Kind',
      orient: 'top-left',
      labelFont: FONT,
      titleFont: FONT,
      labelFontSize: LABEL_PX,
      titleFontSize: LABEL_PX,
    },
  ];
}

// The marks are drawing only (aria: false hides them from assistive technology): the chart is one labelled
// image, and its table gives every link as text. Vega would otherwise expose each node and line unlabelled.
function graphMarks(): vega.Mark[] {
  return [
    {
      type: 'path',
      aria: false,
      from: { data: 'links' },
      interactive: false,
      encode: { update: { stroke: { value: '#9aa5b1' }, strokeWidth: { value: 1 } } },
      transform: [
        {
          type: 'linkpath',
          shape: 'line',
          sourceX: 'datum.source.x',
          sourceY: 'datum.source.y',
          targetX: 'datum.target.x',
          targetY: 'datum.target.y',
        },
      ],
    },
    {
      name: 'dots',
      type: 'symbol',
      aria: false,
      from: { data: 'nodes' },
      encode: {
        update: {
          x: { field: 'x' },
          y: { field: 'y' },
          fill: { scale: 'color', field: 'kind' },
          size: { scale: 'size', field: 'docs' },
          stroke: { value: 'white' },
        },
      },
    },
    {
      type: 'text',
      aria: false,
      from: { data: 'dots' },
      encode: {
        update: {
          x: { field: 'x' },
          y: { field: 'y', offset: -12 },
          text: { field: 'datum.name' },
          align: { value: 'center' },
          fontSize: { value: LABEL_PX },
          font: { value: FONT },
          fill: { value: '#1b1f24' },
        },
      },
    },
  ];
}

/** The graph's data: its links, and its nodes laid out once by a force simulation (static, so the SVG is stable). */
function graphData(nodes: GraphNode[], links: GraphLink[]): vega.Data[] {
  return [
    { name: 'links', values: links.map((l) => ({ ...l })) },
    {
      name: 'nodes',
      values: nodes.map((n, i) => ({ index: i, name: n.name, kind: KIND_LABEL[n.kind], docs: n.docs })),
      transform: [
        {
          type: 'force',
          iterations: 300,
          static: true,
          forces: [
            { force: 'center', x: 360, y: 280 },
            { force: 'collide', radius: 34 },
            { force: 'nbody', strength: -70 },
            { force: 'link', links: 'links', distance: 85 },
          ],
        },
      ],
    },
  ];
}

async function relationshipGraph(model: ReadModel): Promise<Chart | null> {
  const { nodes, links } = mentionNetwork(model);
  if (!links.length) return null;
  const title = 'How the most-mentioned names connect';
  const description = `A network of the ${nodes.length} most-mentioned people, places and organizations; a line joins two names that are connected or mentioned together (${links.length} links).`;
  const spec: vega.Spec = {
    $schema: 'https://vega.github.io/schema/vega/v5.json',
    description,
    width: 720,
    height: 560,
    padding: 20,
    autosize: 'none',
    background: 'white',
    data: graphData(nodes, links),
    scales: graphScales(),
    legends: graphLegends(),
    marks: graphMarks(),
  };
  const svg = await render(spec);
  return {
    id: 'relationships',
    title,
    description,
    svg: labelled(svg, 'relationships', title, description),
    table: {
      caption: 'Connections between the most-mentioned names',
      columns: ['Name', 'Connected to', 'Relationship', 'Weight'],
      rows: links.map((l) => [nodes[l.source]!.name, nodes[l.target]!.name, l.type.replace(/_/g, ' '), l.weight]),
    },
  };
}

export async function buildCharts(model: ReadModel): Promise<Chart[]> {
  const charts: Chart[] = [];
  if (!model.documents.length) return charts;
  const perYear = [...countBy(model.documents, (d) => (d.year === 'undated' ? null : d.year))].sort((a, b) =>
    a[0].localeCompare(b[0]),
  );
  if (perYear.length) {
    charts.push(
      await barChart(
        'per-year',
        'Documents per year',
        `How many documents are dated in each year, ${perYear[0]![0]} to ${perYear[perYear.length - 1]![0]}.`,
        perYear.map(([label, value]) => ({ label, value })),
        'Year',
        false,
      ),
    );
  }
  const perCategory = [...countBy(model.documents, (d) => d.category ?? 'uncategorised')].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  charts.push(
    await barChart(
      'per-category',
      'Documents per category',
      `How many documents are in each of the ${perCategory.length} categories.`,
      perCategory.map(([label, value]) => ({ label, value })),
      'Category',
      true,
    ),
  );
  const top = ENTITY_KINDS.flatMap((k) =>
    model.entities[k].map((e) => ({ label: `${e.name} (${KIND_LABEL[k]})`, value: e.document_ids.length })),
  )
    .filter((e) => e.value > 0)
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
    .slice(0, TOP_ENTITIES);
  if (top.length) {
    charts.push(
      await barChart(
        'top-entities',
        'Most-mentioned names',
        `The ${top.length} people, places and organizations named in the most documents.`,
        top,
        'Name',
        true,
      ),
    );
  }
  const graph = await relationshipGraph(model);
  if (graph) charts.push(graph);
  return charts;
}
