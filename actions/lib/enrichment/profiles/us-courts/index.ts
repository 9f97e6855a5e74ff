/**
 * The US-court profile: the patterns of US court filings (courts, caption parties, judges, clerks,
 * counsel, case names, address lines, organizations by their head word and by their place) and the roles
 * their layout gives (roles.ts). The default, the profile the archive was built for.
 */
import { layoutRoles } from '../../roles.js';
import type { EntityProfile } from '../profile.js';
import {
  captionMentions,
  caseNameMentions,
  courtMentions,
  maskCourts,
  placeMentions,
  roleMentions,
  stripCaptionColumns,
} from './patterns.js';
import { maskCitations } from './citations.js';
import { organizationMentions } from './organizations.js';
import { placedOrganizations } from './placed-organizations.js';

export const US_COURTS_PROFILE: EntityProfile = {
  name: 'us-courts',
  // Citations of other cases name parties of other cases.
  maskDocument: maskCitations,
  readPage: stripCaptionColumns,
  pageMentions: ({ lines, flat, spaced }) => [
    ...courtMentions(spaced),
    ...captionMentions(lines),
    ...caseNameMentions(lines),
    ...roleMentions(spaced, lines),
    ...placeMentions(lines),
    ...organizationMentions(maskCourts(flat)),
    ...placedOrganizations(lines, spaced),
  ],
  layoutRoles,
};
