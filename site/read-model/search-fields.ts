/**
 * The values of the query language's fields that the search form does not show (`person:`, `place:`,
 * `organization:`, `case:`, `tag:`), kept in the site's index as filter keys beside the form's filters, so
 * that the search page reads these fields as `dirhub serve` does (scripts/serve/search-db/query-plan.ts):
 * a name of that kind, the record's case number, a tag, rather than the words anywhere in the text. And the
 * terms of the title, so that `title:word` is a list rather than a look at the entry of every document
 * holding the word.
 */
import { fieldTerms } from '../../actions/lib/text/ranking.js';
import type { EntityKind } from './urls.js';
import type { PublicDocument } from './model.js';

/** The fields kept, each one filter of the index. */
export const FIELD_FILTERS = ['person', 'place', 'organization', 'case', 'tag', 'title'] as const;
export type FieldFilter = (typeof FIELD_FILTERS)[number];

/** The query language's name for each kind of entity page (`person:` finds the characters). */
export const FIELD_OF_KIND: Record<EntityKind, 'person' | 'place' | 'organization'> = {
  characters: 'person',
  locations: 'place',
  organizations: 'organization',
};

/** A document's values of each field; a name of no known kind is in none of them (nor on the server). */
export function fieldFilterValues(
  doc: Pick<PublicDocument, 'entities' | 'case_number' | 'tags' | 'title'>,
): Partial<Record<FieldFilter, string[]>> {
  const values: Partial<Record<FieldFilter, string[]>> = {};
  for (const e of doc.entities) {
    if (!e.kind) continue;
    const field = FIELD_OF_KIND[e.kind];
    (values[field] ??= []).includes(e.name) || values[field].push(e.name);
  }
  if (doc.case_number) values.case = [doc.case_number];
  const tags = [...new Set(doc.tags)];
  if (tags.length) values.tag = tags;
  const titleTerms = [...new Set(fieldTerms(doc.title))];
  if (titleTerms.length) values.title = titleTerms;
  return values;
}
