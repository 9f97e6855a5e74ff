/**
 * The names a document is searched by: each name it names, followed by the aliases its entity's page
 * gives (a registry's "Bob Smith" for "Robert Smith"). What the search ranking's names field reads
 * (actions/lib/text/ranking.ts), on the site's index and on the server's alike, so that a person's alias
 * finds the documents naming that person.
 */
import type { PublicDocument, ReadModel } from './model.js';
import { ENTITY_KINDS } from './urls.js';

export function searchNames(model: Pick<ReadModel, 'entities'>): (doc: PublicDocument) => string[] {
  const aliases = new Map<string, string[]>();
  for (const kind of ENTITY_KINDS) for (const e of model.entities[kind]) aliases.set(e.url, e.aliases);
  return (doc) => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (const e of doc.entities)
      for (const name of [e.name, ...((e.url && aliases.get(e.url)) || [])]) {
        const key = name.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        names.push(name);
      }
    return names;
  };
}
