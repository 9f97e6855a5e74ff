/** The entity profiles dirhub knows, by the name dirhub.config.json gives them (`enrichment.profile`). */
import type { DirhubConfig } from '../../core/config.js';
import { GENERIC_PROFILE } from './generic.js';
import type { EntityProfile } from './profile.js';
import { US_COURTS_PROFILE } from './us-courts/index.js';

export type { EntityProfile, Mention, PageLines } from './profile.js';
export { GENERIC_PROFILE, US_COURTS_PROFILE };

export const ENTITY_PROFILES: readonly EntityProfile[] = [US_COURTS_PROFILE, GENERIC_PROFILE];

/**
 * The profile the configuration names. A name dirhub does not know is a broken configuration, said
 * before any document is read, with the names it knows.
 */
export function entityProfileOf(config: Pick<DirhubConfig, 'enrichment'>): EntityProfile {
  const name = config.enrichment.profile;
  const found = ENTITY_PROFILES.find((p) => p.name === name);
  if (!found)
    throw new Error(
      `dirhub.config.json: enrichment.profile is "${name}", which dirhub does not know; use one of ${ENTITY_PROFILES.map((p) => `"${p.name}"`).join(', ')}.`,
    );
  return found;
}
