/**
 * The archive's registries as the engines read them — entities, their relationships, images — through
 * the archive's own reader (`actions/lib/archive/registries.ts`), once per commit served. A registry
 * that is missing or refused is empty here (the reader's problem is logged): the engines then find what
 * the records alone hold.
 */
import {
  readRegistries,
  type ImageRegistryEntry,
  type RegistryEntity,
  type RelationshipEdge,
} from '../../../../actions/lib/archive/registries.js';
import type { ArchiveView } from '../../archive-view.js';

export interface EngineRegistries {
  commit: string;
  entities: RegistryEntity[];
  byId: Map<string, RegistryEntity>;
  relationships: RelationshipEdge[];
  images: ImageRegistryEntry[];
}

export class RegistryReader {
  private held: Promise<EngineRegistries> | null = null;
  private heldCommit: string | null = null;

  constructor(
    private readonly view: ArchiveView,
    private readonly root: string,
    private readonly log?: (line: string) => void,
  ) {}

  read(): Promise<EngineRegistries> {
    const commit = this.view.snapshot.commit;
    if (this.held && this.heldCommit === commit) return this.held;
    this.heldCommit = commit;
    this.held = readRegistries(this.root, ['people', 'locations', 'organizations', 'relationships', 'images']).then(
      (read) => {
        for (const p of read.problems) this.log?.(`registries: ${p.message}`);
        const r = read.registries;
        const entities = [...(r.people ?? []), ...(r.locations ?? []), ...(r.organizations ?? [])];
        return {
          commit,
          entities,
          byId: new Map(entities.map((e) => [e.id, e])),
          relationships: r.relationships ?? [],
          images: r.images?.images ?? [],
        };
      },
    );
    return this.held;
  }
}
