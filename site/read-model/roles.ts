/**
 * Roles as the public reads them: "judge", "party: plaintiff, appellant", "counsel for Calvary Chapel of
 * Bangor". The enrichment finds them (actions/lib/enrichment/roles.ts); the entity and document pages, the
 * role filters and the API show them.
 */
import type { EntityRoleFinding } from '../../actions/lib/archive/enrichment.js';
import type { EntityRole, PartyKind } from '../../actions/lib/core/vocab.js';

/** One role of an entity in one document, as the public model holds it. */
export interface PublicRole {
  role: EntityRole;
  kinds: PartyKind[];
  for: string[];
  document_id: string;
}

/** A role in words: the role, a party's kinds, the parties counsel appears for. */
export function roleLabel(role: Pick<EntityRoleFinding, 'role' | 'kinds' | 'for'>): string {
  if (role.role === 'party' && role.kinds?.length) return `party: ${role.kinds.join(', ')}`;
  if (role.role === 'counsel' && role.for?.length) return `counsel for ${role.for.join(', ')}`;
  return role.role;
}

/** The roles of an entity in one document, as public roles. */
export function publicRoles(roles: readonly EntityRoleFinding[] | undefined, documentId: string): PublicRole[] {
  return (roles ?? []).map((r) => ({ role: r.role, kinds: r.kinds ?? [], for: r.for ?? [], document_id: documentId }));
}
