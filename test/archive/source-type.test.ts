import { describe, expect, it } from 'vitest';
import { readSourceType } from '../../actions/lib/archive/source-type.js';

describe("a document's source type", () => {
  it('is what the metadata declares, whatever else it says', () => {
    expect(readSourceType({ source_type: 'media', source: 'Court of Appeals', case_number: '1:19-cv-1' })).toEqual({
      type: 'media',
      inferred: false,
    });
  });

  it('is read as court from a case number, a source named a court, or a court’s address', () => {
    const court = { type: 'court', inferred: true };
    expect(readSourceType({ source: 'PACER', case_number: '1:19-cv-00042' })).toEqual(court);
    expect(readSourceType({ source: 'U.S. District Court, District of Maine' })).toEqual(court);
    expect(readSourceType({ source: 'Clerk of the Superior Court' })).toEqual(court);
    expect(readSourceType({ source: 'Upper Tribunal (Immigration and Asylum Chamber)' })).toEqual(court);
    expect(readSourceType({ source: 'Downloads', source_url: 'https://ecf.nysd.uscourts.gov/doc1/127' })).toEqual(
      court,
    );
    expect(readSourceType({ source_url: 'https://www.courtlistener.com/docket/4214664/1/' })).toEqual(court);
    expect(
      readSourceType({
        source_url: 'https://archive.org/download/gov.uscourts.mied.331379/gov.uscourts.mied.331379.1.0.pdf',
      }),
    ).toEqual(court);
  });

  it('is read as government from a public body’s name or host, and stays unknown otherwise', () => {
    const government = { type: 'government', inferred: true };
    expect(readSourceType({ source: 'Department of Justice' })).toEqual(government);
    expect(readSourceType({ source: 'Press office', source_url: 'https://www.epa.gov/newsreleases/x' })).toEqual(
      government,
    );
    expect(readSourceType({ source: 'Springfield Gazette', source_url: 'https://gazette.example/acme' })).toEqual({
      type: null,
      inferred: false,
    });
    // Any other item on archive.org is not a court record; an unreadable address is not read.
    expect(readSourceType({ source_url: 'https://archive.org/details/some-book' })).toEqual({
      type: null,
      inferred: false,
    });
    expect(readSourceType({ source_url: 'not a url', source: 'A blog' })).toEqual({ type: null, inferred: false });
    // "courtyard" is no court; a declared type that is not one of the three is not trusted.
    expect(readSourceType({ source: 'Courtyard Hotel newsletter', source_type: 'blog' })).toEqual({
      type: null,
      inferred: false,
    });
  });
});
