import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, mergeConfig } from '../../actions/lib/core/config.js';
import { enrichText } from '../../actions/lib/enrichment/index.js';
import { extractEntities } from '../../actions/lib/enrichment/entities.js';
import { entityProfileOf, GENERIC_PROFILE, US_COURTS_PROFILE } from '../../actions/lib/enrichment/profiles/index.js';
import type { PageText } from '../../actions/lib/archive/records.js';

const page = (text: string, n = 1): PageText => ({ page: n, text, source: 'text-layer' });

/** The first page of a court filing: its court, a caption with parties above their labels, the judges. */
const FILING = [
  page(
    [
      'UNITED STATES DISTRICT COURT',
      'NORTHERN DISTRICT OF CALIFORNIA',
      '',
      'JOHN SMITH,',
      'Plaintiff,',
      'v.',
      'ACME WIDGET COMPANY,',
      'Defendant.',
      '',
      'Before: Ellen Hartley, District Judge.',
      '',
      'John Smith sued Acme Widget Company in Denver, Colorado over a contract signed on March 3, 2019.',
    ].join('\n'),
  ),
];

const rolesOf = (entities: ReturnType<typeof extractEntities>) =>
  entities.filter((e) => e.roles?.length).map((e) => `${e.name}: ${e.roles!.map((r) => r.role).join(',')}`);

describe('entity profiles', () => {
  it('the US-court profile gives a filing its court, parties and judge; the generic profile gives no court role', () => {
    const court = extractEntities(FILING, undefined, US_COURTS_PROFILE);
    expect(rolesOf(court)).toEqual(
      expect.arrayContaining(['John Smith: party', 'Acme Widget Company: party', 'Ellen Hartley: judge']),
    );
    expect(court.map((e) => e.name)).toContain('United States District Court for the Northern District of California');

    const generic = extractEntities(FILING, undefined, GENERIC_PROFILE);
    expect(rolesOf(generic)).toEqual([]);
    expect(generic.map((e) => e.name)).not.toContain(
      'United States District Court for the Northern District of California',
    );
    // What the NLP library reads stays: the people and places of the running text.
    expect(generic.filter((e) => e.type === 'person').map((e) => e.name)).toContain('John Smith');
  });

  it('is chosen by dirhub.config.json, the US-court profile when it says nothing', () => {
    expect(entityProfileOf(DEFAULT_CONFIG)).toBe(US_COURTS_PROFILE);
    expect(entityProfileOf(mergeConfig({}))).toBe(US_COURTS_PROFILE);
    const generic = mergeConfig({ enrichment: { profile: 'generic' } });
    expect(entityProfileOf(generic)).toBe(GENERIC_PROFILE);
    const input = { title: 'Smith v. Acme', text: '', pages: FILING, metadata: null };
    expect(rolesOf(enrichText(input, DEFAULT_CONFIG).entities)).toContain('Ellen Hartley: judge');
    expect(rolesOf(enrichText(input, generic).entities)).toEqual([]);
    expect(() => entityProfileOf(mergeConfig({ enrichment: { profile: 'eu-courts' } }))).toThrow(
      /enrichment\.profile is "eu-courts".*"us-courts", "generic"/,
    );
  });
});
