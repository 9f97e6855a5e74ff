/**
 * PDF metadata as plain strings: the Info dictionary and the XMP packet. pdfjs reads both, but its
 * XMP reader lower-cases names and skips properties written as attributes
 * (`<rdf:Description dc:source="…">`), which many producers use; so the raw packet is flattened here.
 */
import { DomUtils, parseDocument } from 'htmlparser2';

/** Keys pdfjs adds to the Info object that are facts about the file, not Info dictionary entries. */
const PDFJS_DERIVED_KEYS = new Set([
  'PDFFormatVersion',
  'Language',
  'EncryptFilterName',
  'IsLinearized',
  'IsAcroFormPresent',
  'IsXFAPresent',
  'IsCollectionPresent',
  'IsSignaturesPresent',
  'Custom',
]);

/** Metadata is shown to people and stored in records; a hostile file must not bloat either. */
const MAX_VALUE_CHARS = 2000;
const MAX_ENTRIES = 200;

export function cleanMetadataValue(value: string): string {
  return value
    .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_VALUE_CHARS);
}

function scalar(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string')
    return (value as { name: string }).name;
  return null;
}

/** The Info dictionary from pdfjs's `getMetadata().info`, custom entries included, as strings. */
export function infoToStrings(info: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!info || typeof info !== 'object') return out;
  const record = info as Record<string, unknown>;
  const custom =
    record['Custom'] && typeof record['Custom'] === 'object' ? (record['Custom'] as Record<string, unknown>) : {};
  for (const [key, value] of [...Object.entries(record), ...Object.entries(custom)]) {
    if (PDFJS_DERIVED_KEYS.has(key) || Object.keys(out).length >= MAX_ENTRIES) continue;
    const text = scalar(value);
    if (text !== null) out[key] = cleanMetadataValue(text);
  }
  return out;
}

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;

function valueOf(el: Element): string {
  const items = DomUtils.getElementsByTagName('rdf:li', el, true);
  if (items.length)
    return items
      .map((li) => cleanMetadataValue(DomUtils.textContent(li)))
      .filter(Boolean)
      .join('; ');
  if (el.attribs['rdf:resource']) return el.attribs['rdf:resource'];
  const attrs = Object.entries(el.attribs).filter(
    ([k]) => !k.startsWith('xmlns') && !k.startsWith('rdf:') && !k.startsWith('xml:'),
  );
  const text = DomUtils.textContent(el);
  return cleanMetadataValue(text.trim() ? text : attrs.map(([k, v]) => `${k}=${v}`).join('; '));
}

/**
 * Flattens an XMP packet to `prefix:Name` → string: properties written as elements or attributes
 * of the top-level `rdf:Description`s; arrays (`rdf:Seq`, `rdf:Bag`, `rdf:Alt`) joined with "; ".
 * Returns null when the packet has no RDF at all.
 */
export function flattenXmp(xml: string): Record<string, string> | null {
  const doc = parseDocument(xml, { xmlMode: true });
  const rdf = DomUtils.getElementsByTagName('rdf:RDF', doc, true, 1)[0];
  if (!rdf) return null;
  const out: Record<string, string> = {};
  const add = (key: string, value: string) => {
    if (Object.keys(out).length < MAX_ENTRIES && !(key in out)) out[key] = cleanMetadataValue(value);
  };
  for (const description of rdf.children) {
    if (!DomUtils.isTag(description) || description.name !== 'rdf:Description') continue;
    for (const [key, value] of Object.entries(description.attribs)) {
      if (!key.startsWith('xmlns') && !key.startsWith('rdf:') && !key.startsWith('xml:')) add(key, value);
    }
    for (const child of description.children) if (DomUtils.isTag(child)) add(child.name, valueOf(child));
  }
  return out;
}
