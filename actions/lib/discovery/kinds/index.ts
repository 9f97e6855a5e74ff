/** Every kind of source, by the name `kind` gives it in dirhub.config.json. */
import type { SourceConfig, SourceKind } from '../config.js';
import { courtListenerKind } from './courtlistener.js';
import { feedKind } from './feed.js';
import { folderKind } from './folder.js';
import type { ListContext, Listing } from './kind.js';
import { pageKind } from './page.js';
import type { Cursor } from '../state.js';

export const KINDS = {
  courtlistener: courtListenerKind,
  feed: feedKind,
  page: pageKind,
  folder: folderKind,
} as const satisfies Record<SourceKind, unknown>;

export function listSource(source: SourceConfig, cursor: Cursor, ctx: ListContext): Promise<Listing> {
  switch (source.kind) {
    case 'courtlistener':
      return KINDS.courtlistener.list(source, cursor, ctx);
    case 'feed':
      return KINDS.feed.list(source, cursor, ctx);
    case 'page':
      return KINDS.page.list(source, cursor, ctx);
    case 'folder':
      return KINDS.folder.list(source, cursor, ctx);
  }
}
