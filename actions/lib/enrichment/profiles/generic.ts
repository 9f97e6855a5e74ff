/**
 * The generic profile: no patterns of any one kind of document. Entities come from the NLP library and
 * the collection's known names alone, and no entity gets a role.
 */
import type { EntityProfile } from './profile.js';

export const GENERIC_PROFILE: EntityProfile = {
  name: 'generic',
  maskDocument: (text) => text,
  readPage: (text) => text,
  pageMentions: () => [],
  layoutRoles: () => [],
};
