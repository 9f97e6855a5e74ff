import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../actions/lib/core/config.js';
import { chooseCategory, classify, trainClassifier } from '../../actions/lib/enrichment/classify.js';
import { findDates } from '../../actions/lib/enrichment/dates.js';
import { extractEntities } from '../../actions/lib/enrichment/entities.js';
import { entityKey, normalizePerson } from '../../actions/lib/enrichment/names.js';
import { findPii, isValidSsn, luhn, piiWarnings } from '../../actions/lib/enrichment/pii.js';
import { summarize } from '../../actions/lib/enrichment/summarize.js';
import { keyphrases } from '../../actions/lib/enrichment/tags.js';
import type { PageText } from '../../actions/lib/archive/records.js';
import { APPELLATE_OPINION, CLERK_LETTER } from '../../scripts/demo/filings.js';

const page = (text: string, n = 1): PageText => ({ page: n, text, source: 'text-layer' });

describe('names', () => {
  it('normalises the ways a filing writes one person', () => {
    expect(normalizePerson('SMITH, JOHN')).toBe('John Smith');
    expect(normalizePerson('Mr. John Q. Smith')).toBe('John Q. Smith');
    expect(normalizePerson('ROBERT L. MILLER, JR.')).toBe('Robert L. Miller Jr.');
    expect(normalizePerson("CATHERINE O'HAGAN WOLFE")).toBe("Catherine O'Hagan Wolfe");
    expect(entityKey('person', 'John Q. Smith')).toBe(entityKey('person', 'JOHN SMITH'));
    expect(entityKey('organization', 'The Acme Company, Inc.')).toBe(entityKey('organization', 'ACME CO INC'));
  });

  it('merges "Mr. Smith", "John Smith" and "SMITH, JOHN" into one entity with aliases, counts and pages', () => {
    const entities = extractEntities([
      page('SMITH, JOHN,\nPlaintiff,\nv.\nACME WIDGET COMPANY,\nDefendant.\n'),
      page(
        'John Smith met the board of Acme Widget Company in Denver, Colorado on March 3, 2019.\nMr. Smith then left the meeting.',
        2,
      ),
    ]);
    const smith = entities.filter((e) => e.type === 'person');
    expect(smith.map((e) => e.name)).toEqual(['John Smith']);
    expect(smith[0]!.pages).toEqual([1, 2]);
    expect(smith[0]!.aliases).toEqual(expect.arrayContaining(['SMITH, JOHN', 'Smith']));
    expect(smith[0]!.count).toBe(3);
    expect(entities.filter((e) => e.type === 'organization').map((e) => e.name)).toEqual(['Acme Widget Company']);
    expect(
      entities
        .filter((e) => e.type === 'location')
        .map((e) => e.name)
        .sort(),
    ).toEqual(['Colorado', 'Denver']);
  });

  it('takes the collection profile’s known names', () => {
    const entities = extractEntities([page('the meeting at little st. james was short')], {
      person: [],
      location: ['Little St. James'],
      organization: [],
    });
    expect(entities.map((e) => [e.type, e.name])).toEqual([['location', 'Little St. James']]);
  });
});

describe('entities one can trust', () => {
  const names = (text: string) =>
    extractEntities([page(text)])
      .map((e) => `${e.type}: ${e.name}`)
      .sort();
  /** Each counsel found, with the parties they appear for: "Jane A. Smith for John Doe". */
  const counselFor = (text: string) =>
    extractEntities([page(text)])
      .flatMap((e) => (e.roles ?? []).filter((r) => r.role === 'counsel').map((r) => `${e.name} for ${r.for!.join()}`))
      .sort();

  it('leaves out the names of cited cases, which name the authority and not this document’s people', () => {
    expect(
      names(
        'Governor Mills issued the orders. See Sierra Club v. Marsh, 907 F.2d 210, 214 (1st Cir. 1990); In re\n' +
          'Recticel Foam Corp., 859 F.2d 1000, 1006 (1st Cir. 1988). Cf. Cobell v. Kempthorne, 455 F.3d 317, 322-23\n' +
          '(D.C. Cir. 2006); S. Bay United Pentecostal Church v. Newsom, 140 S. Ct. 1613, 1613 (2020) (Roberts,\n' +
          'C.J., concurring); see S.F. Real Est. Inv’rs, 692 F.2d at 816.',
      ),
    ).toEqual([]);
  });

  it('gives roles where court records say them: a schedule of cases, a letter’s panel, a side named after', () => {
    const roles = (text: string) =>
      extractEntities([page(text)])
        .flatMap((e) => (e.roles ?? []).map((r) => `${e.name}: ${r.role}${r.kinds ? ` (${r.kinds.join('/')})` : ''}`))
        .sort();
    expect(
      roles(
        'Schedule A – Cases to Be Remanded\nCase Caption Case Number\n' +
          'Jessica Parker v. C. R. Bard, Inc. 2:15-cv-01739\nDean Becker v. C. R. Bard, Inc. 2:15-cv-02155\n',
      ),
    ).toEqual([
      'C. R. Bard, Inc.: party (defendant)',
      'Dean Becker: party (plaintiff)',
      'Jessica Parker: party (plaintiff)',
    ]);
    expect(
      roles('Re: United States v. Haitao Xiang, No. 22-1801\n(Arg. & Sub. – Jan. 12, 2023—Smith Wollman\nand Loken).'),
    ).toEqual([
      'Haitao Xiang: party (defendant)',
      'Loken: judge',
      'Smith: judge',
      'United States: party (plaintiff)',
      'Wollman: judge',
    ]);
    expect(roles('A permit from the Oklahoma Water Resources Board (OWRB), respondents here, was sought.')).toEqual([
      'Oklahoma Water Resources Board: party (respondent)',
    ]);
  });

  it('reads a lawyer without an initial before “for” the organization as a person', () => {
    expect(
      names(
        'Edmond W. Caldwell, Jr. and Jim O’Neill for North Carolina Conference of District Attorneys, amici curiae.',
      ),
    ).toEqual([
      'location: North Carolina',
      'organization: North Carolina Conference of District Attorneys',
      'person: Edmond W. Caldwell Jr.',
      "person: Jim O'Neill",
    ]);
  });

  it('reads no person’s title as an organization', () => {
    expect(
      names(
        'David Rebholz, Vice President for Operations in the Western Region, testified.\n' +
          'Sandra C. Isom\nSenior Counsel\nFederal Express Corporation\nApplication for Admission to 6th Circuit Bar',
      ).filter((n) => n.startsWith('organization')),
    ).toEqual(['organization: Federal Express Corporation']);
  });

  it('reads firms and associations in a counsel list as organizations, and lawyers as people', () => {
    expect(
      names(
        'Alex J. Luchenitser, Jeffrey I. Pasek, Bernstein Shur, and Cozen O’Connor on brief for Americans United for\n' +
          'Separation of Church and State, Anti-Defamation League, and Bend the Arc, amici curiae.',
      ),
    ).toEqual([
      'organization: Americans United for Separation of Church and State',
      'organization: Anti-Defamation League',
      'organization: Bend the Arc',
      'organization: Bernstein Shur',
      "organization: Cozen O'Connor",
      'person: Alex J. Luchenitser',
      'person: Jeffrey I. Pasek',
    ]);
  });

  it('names the subject of an "In re" caption and the filer of an objection', () => {
    expect(names('IN RE CARTER W. PAGE, A U.S. PERSON\nDocket Number: 16-1182')).toContain('person: Carter W. Page');
    expect(
      names('OBJECTION OF WHITEFISH ENERGY HOLDINGS, LLC TO THE MOTION\nWhitefish Energy restored power lines.'),
    ).toContain('organization: Whitefish Energy Holdings, LLC');
  });

  it('reads a two-column caption column by column', () => {
    expect(
      names(
        'IN RE: ] Appeal from the United\nFEDEX GROUND PACKAGE SYSTEM, ] States District Court for\n' +
          'INC. EMPLOYMENT PRACTICES ] the Northern District\nLITIGATION ] of Indiana, South Bend\n] Division.\n' +
          'MICHAEL TOFAUTE, et al., ]\nPlaintiffs-Appellants, ] No. 3:05-cv-00595-RLM-MGG\n]\nv. ] Robert L. Miller, Jr., Judge.',
      ),
    ).toEqual([
      'location: Indiana',
      'organization: Fedex Ground Package System, Inc',
      'organization: United States District Court for the Northern District of Indiana',
      'person: Michael Tofaute',
      'person: Robert L. Miller Jr.',
    ]);
  });

  it('keeps a hyphenated surname whole where the library cuts it at the hyphen', () => {
    expect(
      names('ON BRIEF: Tracy Doherty-McCormack, United States Attorney, Alexandria, Virginia, for Appellee.'),
    ).toContain('person: Tracy Doherty-McCormack');
  });

  it('drops generic phrases', () => {
    expect(names('Had the Chapel prevailed, the jurisdiction of the court of appeals would lie.')).toEqual([]);
  });

  it('takes a person and an employer an e-mail address vouches for, whatever the given name', () => {
    expect(
      names(
        'Analyst: Fahad Tariq, CPA, CA\nfahad.tariq@credit-suisse.com\nJack Chan, Research Associate\n' +
          'jchan@crtllc.com\nSource: Company data, Credit Suisse estimates',
      ),
    ).toEqual(['organization: Credit Suisse', 'person: Fahad Tariq', 'person: Jack Chan']);
    // No address, no vouching: a capitalised pair alone is not taken for a name by this rule.
    expect(names('Analyst: Fahad Tariq, CPA\nSource: Company data, Credit Suisse estimates')).not.toContain(
      'person: Fahad Tariq',
    );
  });

  it('joins a name broken at a line’s end with the words after it', () => {
    expect(names('A vintage dealer, such as Wind, Lewis or Da-\nvid Silver, owner of the shop.')).toContain(
      'person: David Silver',
    );
  });

  it('reads a state by its postal code at a line’s end or after a county, and by a newspaper’s abbreviation', () => {
    const places = (text: string) => names(text).filter((n) => n.startsWith('location'));
    expect(places('Bernal Cutlery\n766 Valencia Street\nSan Francisco, CA\n94110')).toEqual([
      'location: California',
      'location: San Francisco',
    ]);
    expect(places('FILED BROWARD COUNTY, FL Howard C. Forman, CLERK 5/28/2015')).toEqual(['location: Florida']);
    expect(places('said Eric Wind, who sells watches in Palm Beach, Fla. and online.')).toEqual([
      'location: Florida',
      'location: Palm Beach',
    ]);
    // A degree after a name is no state: "CPA, CA" is a chartered accountant.
    expect(places('Fahad Tariq, CPA, CA')).toEqual([]);
  });

  it('takes no state code for a given name, nor a jury demand for a party', () => {
    expect(names('FILED BROWARD COUNTY, FL Howard C. Forman, CLERK 5/28/2015')).toContain('person: Howard C. Forman');
    const caption =
      'EQUAL EMPLOYMENT OPPORTUNITY COMMISSION,\nPlaintiff, CIVIL ACTION NO.\nv.\n' +
      'HIRE DYNAMICS, LLC, JURY TRIAL DEMANDED\nDefendant.\nCOMPLAINT';
    expect(names(caption).filter((n) => /jury/i.test(n))).toEqual([]);
    expect(names(caption)).toContain('organization: Hire Dynamics, LLC');
    // The plaintiff's label has the right column's words beside it, and its name two lines.
    const twoLines = caption.replace('EQUAL EMPLOYMENT OPPORTUNITY', 'ATLANTA DIVISION\nEQUAL EMPLOYMENT\nOPPORTUNITY');
    const parties = extractEntities([page(twoLines)])
      .filter((e) => e.roles?.some((r) => r.role === 'party'))
      .map((e) => `${e.name}: ${e.roles!.flatMap((r) => r.kinds ?? []).join()}`)
      .sort();
    expect(parties).toEqual(['Equal Employment Opportunity Commission: plaintiff', 'Hire Dynamics, LLC: defendant']);
  });

  it('reads a transcript’s speakers as counsel, and only in a transcript', () => {
    const transcript =
      '11 Q. Does Jensen Arms have a presence at gun shows?\n12 MR. GROVE: Objection, form.\n' +
      '13 A. We attend them.\n15 MR. COLIN: I’ve failed in my job.';
    const counsel = extractEntities([page(transcript)])
      .filter((e) => e.roles?.some((r) => r.role === 'counsel'))
      .map((e) => e.name)
      .sort();
    expect(counsel).toEqual(['Colin', 'Grove']);
    expect(names('MR. COLIN: a heading of a letter, not a transcript.')).not.toContain('person: Colin');
  });

  it('reads a company by what only a company is: acquired, owned, holding shares', () => {
    const orgs = (text: string) => names(text).filter((n) => n.startsWith('organization'));
    expect(
      orgs(
        'JNJ announced the acquisition of privately-held Aragon for $650 million. We see the Timet acquisition as\n' +
          'a driver. Watchfinder.com, the site owned\nby luxury group Richemont, is a go-to source.',
      ),
    ).toEqual(['organization: Aragon', 'organization: Richemont', 'organization: Timet']);
    // A person in a company's place stays a person.
    expect(names('The shop is owned by John Smith, who opened it in 1990.')).toEqual(['person: John Smith']);
  });

  it('reads the organizations the name library knows by name, capitalised as names are', () => {
    expect(names('Successful Boeing product launches and an FBI inquiry.')).toEqual([
      'organization: Boeing',
      'organization: FBI',
    ]);
    expect(names('the boeing of it all')).toEqual([]);
  });

  it('reads an organization’s name on across a narrow column’s line break', () => {
    expect(
      names('dealers such as the one owner of the Vintage\nWatch Company in London keep records.').filter((n) =>
        n.startsWith('organization'),
      ),
    ).toEqual(['organization: Vintage Watch Company']);
  });

  it('reads an officer by rank, and no event or rank after a rank as a person', () => {
    const people = (text: string) => names(text).filter((n) => n.startsWith('person'));
    expect(people('Arrest Date 5/28/2015 Arresting Officer WILSON Place of Arrest')).toEqual(['person: Wilson']);
    expect(
      people('Detective Jane Roe interviewed him; Deputy Director of the agency and the Deputy Clerk signed.'),
    ).toEqual(['person: Jane Roe']);
    expect(people('Does Jensen Arms have a booth at the Tanner Gun Show this year?')).toEqual([]);
  });

  it('reads no form’s labels and values as one organization', () => {
    expect(
      names('Arresting Officer WILSON Place of Arrest PALM BCH CO\nBadge Number 3394').filter((n) =>
        n.startsWith('organization'),
      ),
    ).toEqual([]);
  });

  it('gives the names below a counsel heading to that side only, down to the next heading', () => {
    const text =
      'JOHN DOE,\nPlaintiff,\nv.\nACME WIDGET CORP.,\nDefendant.\nSTIPULATION OF DISMISSAL\nThe parties agree.\n' +
      'Attorneys for Plaintiff John Doe:\nJane A. Smith\nSMITH & JONES LLP\n\nCounsel for Defendant:\nRobert B. Brown, Esq.';
    expect(counselFor(text)).toEqual(['Jane A. Smith for John Doe', 'Robert B. Brown for Acme Widget Corp']);
  });

  it('reads a caption written on one line', () => {
    const parties = extractEntities([
      page('JOHN DOE, Plaintiff, v. ACME WIDGET CORP., Defendant.\n\nMEMORANDUM OPINION'),
    ])
      .map((e) => `${e.name}: ${(e.roles ?? []).flatMap((r) => r.kinds ?? []).join()}`)
      .sort();
    expect(parties).toEqual(['Acme Widget Corp: defendant', 'John Doe: plaintiff']);
  });

  it('reads counsel written after their side’s heading on one line', () => {
    const text =
      'MARY ROE,\nPlaintiff - Appellant,\nv.\nACME WIDGET CORPORATION,\nDefendant - Appellee.\n' +
      'COUNSEL FOR APPELLANT: Jane A. Smith, Smith & Jones LLP, Portland, Maine.\n' +
      'COUNSEL FOR APPELLEE: Robert B. Brown, Boston, Massachusetts.';
    expect(counselFor(text)).toEqual(['Jane A. Smith for Mary Roe', 'Robert B. Brown for Acme Widget Corporation']);
  });

  it('reads a judge titled “United States Magistrate Judge”', () => {
    const judges = extractEntities([page('REPORT AND RECOMMENDATION\nJOHN R. ROE, United States Magistrate Judge.')])
      .filter((e) => e.roles?.some((r) => r.role === 'judge'))
      .map((e) => e.name);
    expect(judges).toEqual(['John R. Roe']);
  });

  it('keeps a town an OCR reading found by its name, and no misread of it', () => {
    const places = (text: string) =>
      extractEntities([{ page: 1, text, source: 'ocr' }])
        .filter((e) => e.type === 'location')
        .map((e) => e.name);
    // No dictionary holds "Greensboro"; the world's towns do. A misread ("Grecnsbora") is none of them.
    expect(
      places('Mullins Duncan Harrell & Russell PLLC\n300 N. Greene St., Suite 2000\nGreensboro, NC 27401'),
    ).toEqual(['Greensboro', 'North Carolina']);
    expect(places('300 N. Greene St., Suite 2000\nGrecnsbora, NC 27401')).toEqual(['North Carolina']);
    // The same address in a text layer, whose words need no support.
    expect(extractEntities([page('300 N. Greene St., Suite 2000\nGrecnsbora, NC 27401')]).map((e) => e.name)).toContain(
      'Grecnsbora',
    );
  });

  it('reads the judge above a signature’s title, and none from the line after it', () => {
    const judges = (text: string) =>
      extractEntities([page(text)])
        .filter((e) => e.roles?.some((r) => r.role === 'judge'))
        .map((e) => e.name);
    const signature = 'SO ORDERED.\n/s/ Jonathan D. Lindqvist\nUnited States District Judge\n';
    expect(judges(`${signature}Mary Smith, Clerk of Court`)).toEqual(['Jonathan D. Lindqvist']);
    expect(judges(`${signature}JOHN DOE, Plaintiff, v. ACME CORP., Defendant.`)).toEqual(['Jonathan D. Lindqvist']);
    expect(judges('Before the Honorable\nMary Smith, presiding.')).toEqual(['Mary Smith']);
    expect(judges('Judge Mary Smith presided.')).toEqual(['Mary Smith']);
  });

  it('reads two organizations joined by “and the” as two, and no possessive’s board as one', () => {
    expect(
      names(
        'The Merit Systems Protection Board affirmed. The Armed Services Board of Contract Appeals and the Civilian Board\n' +
          'of Contract Appeals hear such claims. The Company’s Board of Directors approved the merger.',
      ),
    ).toEqual([
      'organization: Armed Services Board of Contract Appeals',
      'organization: Civilian Board of Contract Appeals',
      'organization: Merit Systems Protection Board',
    ]);
  });

  it('ends a name before a question mark, and reads no street named after a person as one', () => {
    expect(names('Q. And Sergeant Maria Lopez? A. No.')).toEqual(['person: Maria Lopez']);
    expect(names('The office is at 100 Martin Luther King Jr. Boulevard, on the second floor.')).toEqual([]);
  });

  it('reads a place the name library knows after a preposition of place, and not as a surname', () => {
    const places = (text: string) => names(text).filter((n) => n.startsWith('location'));
    expect(places('says Dylan Lewis, founder of a vintage shop in Brooklyn.')).toEqual(['location: Brooklyn']);
    expect(places('The motion of Hastings was denied; Caldwell objected.')).toEqual([]);
  });

  it('reads a page of one very long line in pieces, the names of each piece', () => {
    // 60,000 characters without a line break or a sentence's end: names in the first, second and third piece.
    const filler = (n: number) => 'xx '.repeat(n);
    const text = `${filler(10)}said Jane Roe ${filler(10000)}then said Dylan Lewis ${filler(10000)}and said Mary Poe`;
    expect(text.length).toBeGreaterThan(60_000);
    expect(names(text)).toEqual(['person: Dylan Lewis', 'person: Jane Roe', 'person: Mary Poe']);
  });

  it('reads no degree after a signature’s name as a state, nor words of the language as a company', () => {
    expect(names('Respectfully submitted,\nKaren Miller, CA\nCertified Accountant')).toEqual(['person: Karen Miller']);
    expect(names('Dr. Amy Wong, MD')).toEqual(['person: Amy Wong']);
    expect(
      names('He bought shares of Series A Preferred and their Class B shares; Defendant acquired Knowledge of it.'),
    ).toEqual([]);
    expect(names('Each Purchaser acquired Units, owned by Seller Parent.')).toEqual([]);
    // A government's domain names no employer, nor a person's own domain.
    expect(names('Mark Rivera, mark.rivera@oag.texas.gov')).toEqual(['person: Mark Rivera']);
    expect(names('Reach our founder David Kim at david@davidkim.com')).toEqual(['person: David Kim']);
  });

  it('reads counsel below a heading that ends in a colon, the first name included', () => {
    const text =
      'JOHN DOE,\nPlaintiff,\nv.\nACME WIDGET CORP.,\nDefendant.\nAttorneys for Plaintiff:\nMichael Davis\nLaura Chen\n' +
      'Attorneys for Defendant:\nRobert Chase';
    expect(counselFor(text)).toEqual([
      'Laura Chen for John Doe',
      'Michael Davis for John Doe',
      'Robert Chase for Acme Widget Corp',
    ]);
  });

  it('reads an organization without the word that rates or places it', () => {
    expect(names('We are raising our price target on Buy-rated Precision Castparts Corp. to $295.')).toEqual([
      'organization: Precision Castparts Corp.',
    ]);
  });
});

describe('dates', () => {
  it('gives each date the precision the text has, and marks filing stamps', () => {
    const found = findDates([
      page('Filed: 08/31/2022. The events ran from May 2015 to June 3, 2016, and began in 1998.'),
    ]);
    expect(found.map((d) => [d.date, d.precision, d.kind])).toEqual([
      ['1998', 'year', 'mentioned'],
      ['2015-05', 'month', 'mentioned'],
      ['2016-06-03', 'day', 'mentioned'],
      ['2022-08-31', 'day', 'filed'],
    ]);
  });

  it('keeps dates of birth off the dates (they are personal data)', () => {
    expect(
      findDates([page('Date of birth: 04/12/1961. Born on May 2, 1970. Hired on May 3, 1990.')]).map((d) => d.date),
    ).toEqual(['1990-05-03']);
  });

  it('ignores relative phrases with no written year', () => {
    expect(findDates([page('Respond within 20 days of this order, by Friday at 3:20.')])).toEqual([]);
  });

  it('reads a statement’s compact days, and no date in a time’s or a dose’s digits', () => {
    const dates = (text: string) => findDates([page(text)]).map((d) => d.date);
    expect(dates('Date Description\n31Jul2018 Balance Forward\n01Aug2018 Clearing Cheque')).toEqual([
      '2018-07-31',
      '2018-08-01',
    ]);
    expect(dates('Inmate Logged Date 5/28/2015 11 04:05 Inmate Log Type')).toEqual(['2015-05-28']);
    expect(dates('JUNEL(R) FE 1.5/30 (NOREACE/EE & FE) 168 $128.95')).toEqual([]);
    expect(dates('Filed 12 - 5/11/2005 Order')).toEqual(['2005-05-11']);
  });
});

describe('personal data', () => {
  it('checks social security numbers against the issuing rules', () => {
    expect(isValidSsn('123456789')).toBe(true);
    expect(isValidSsn('000123456')).toBe(false);
    expect(isValidSsn('666123456')).toBe(false);
    expect(isValidSsn('912345678')).toBe(false);
    expect(isValidSsn('123006789')).toBe(false);
    expect(isValidSsn('123450000')).toBe(false);
    expect(luhn('4111111111111111')).toBe(true);
    expect(luhn('4111111111111112')).toBe(false);
  });

  it('flags SSNs, dates of birth, phones, e-mails, street addresses and accounts, masked', () => {
    const findings = findPii([
      page(
        'SSN: 123-45-6789 (not 000-12-3456). Date of birth: 04/12/1961.\nCall (415) 555-0132 or mail jane.doe@example.org.\n' +
          'She lives at 742 Evergreen Terrace, Springfield. Account No. 0012345678 at the bank. Card 4111 1111 1111 1111.',
      ),
    ]);
    expect(findings.map((f) => [f.kind, f.masked])).toEqual([
      ['ssn', '•••-••-6789'],
      ['date_of_birth', '••/••/1961'],
      ['phone', '(•••) •••-0132'],
      ['email', '••••.•••@••••••e.org'],
      ['street_address', '••• ••••••••• •••race'],
      ['account_number', '••••••5678'],
      ['card_number', '•••• •••• •••• 1111'],
    ]);
    const warnings = piiWarnings(findings);
    expect(warnings.map((w) => w.code)).toEqual([
      'pii.ssn',
      'pii.date_of_birth',
      'pii.phone',
      'pii.email',
      'pii.street_address',
      'pii.account_number',
      'pii.card_number',
    ]);
    expect(warnings.every((w) => w.severity === 'warning')).toBe(true);
  });
});

describe('classification', () => {
  const categories = DEFAULT_CONFIG.categories;
  it('falls back on seed words when the archive has no labels, and lets the contributor’s category win', () => {
    const model = trainClassifier(categories, []);
    expect(
      classify(model, 'The bank wire transfer moved funds from the account; the invoice and tax payment followed.')
        .value,
    ).toBe('financial');
    expect(chooseCategory(model, 'The court denied the motion.', { contributor: 'media' })).toMatchObject({
      value: 'media',
      confidence: 1,
      source: 'contributor',
    });
    expect(chooseCategory(model, 'The court denied the motion.', { contributor: 'not-a-category' })).toMatchObject({
      value: 'legal',
      source: 'classifier',
    });
    expect(
      chooseCategory(model, 'The court denied the motion.', { contributor: 'media', pinned: 'financial' }).source,
    ).toBe('maintainer');
  });

  it('learns the archive’s own labels', () => {
    const flights = Array.from({ length: 6 }, (_, i) => ({
      category: 'investigation',
      text: `Flight log ${i}: passengers aboard the aircraft, tail number, pilot manifest`,
    }));
    const before = classify(trainClassifier(categories, []), 'pilot manifest of passengers aboard the aircraft');
    const after = classify(trainClassifier(categories, flights), 'pilot manifest of passengers aboard the aircraft');
    expect(before.value).toBe('other');
    expect(after.value).toBe('investigation');
    expect(after.confidence).toBeGreaterThan(0.5);
  });
});

describe('summary and tags', () => {
  const text =
    'INTRODUCTION\nThe city council approved the new water treatment plant after a long public debate about costs.\n' +
    'Residents had complained for years that the water treatment plant could not meet demand in summer.\n' +
    'The council also renamed a small park near the river.\nConstruction of the water treatment plant starts in spring and the council expects it to finish within two years.\n2\n';
  it('picks the central sentences, in document order, from the text itself', () => {
    const s = summarize([page(text)], { sentences: 2, maxCandidates: 50 });
    expect(s.map((x) => x.text)).toEqual([
      'The city council approved the new water treatment plant after a long public debate about costs.',
      'Construction of the water treatment plant starts in spring and the council expects it to finish within two years.',
    ]);
  });
  it('finds the repeated keyphrase', () => {
    expect(keyphrases([page(text)], 3)[0]!.phrase).toBe('water treatment plant');
  });
  it('tags no name the document names, nor a piece of one', () => {
    const text =
      'Experian Amazon Web Services hosts the source code. The source code moved when Experian Amazon Web Services ' +
      'closed an account. Governor Mills issued executive orders, and Governor Mills extended the executive orders.';
    const entities = [
      { name: 'Experian Amazon Web Services', type: 'organization' as const },
      { name: 'Janet T. Mills', type: 'person' as const },
    ];
    const plain = keyphrases([page(text)]).map((k) => k.phrase);
    expect(plain).toEqual(expect.arrayContaining(['amazon web services', 'governor mills']));
    const tags = keyphrases([page(text)], 8, entities).map((k) => k.phrase);
    expect(tags).toEqual(expect.arrayContaining(['source code', 'executive orders']));
    expect(tags.filter((t) => /experian amazon|amazon web|web services|governor mills/.test(t))).toEqual([]);
  });
  it('tags things, not clauses cut short, counts or names', () => {
    const tags = (filing: { text: string }) => keyphrases([page(filing.text)]).map((k) => k.phrase);
    // Plain RAKE's tags held "papers unless", "magistrate judge helen" and "party requests oral" for the
    // letter, "okafor next argues", "daniel okafor appeals" and "district court erred" for the opinion; a
    // judge's title ("united states magistrate", "magistrate judge") is no subject either.
    expect(tags(CLERK_LETTER)).toEqual([
      'proposed subpoena',
      'oral argument',
      'supporting declaration',
      'foreign proceeding',
      'permitting discovery',
      'missing exhibit',
      'application',
    ]);
    expect(tags(APPELLATE_OPINION)).toEqual([
      'medical supply distributor',
      'personal privacy interest',
      'rational jury',
      'altered invoices',
      'wire fraud',
      'internal audit',
      'records',
      'grand jury',
    ]);
  });

  it('tags no grade cut from its ordinal, nor a verb read as a noun before its object', () => {
    const text =
      'Jagels agreed to plead guilty to two counts of second degree statutory sodomy and one count of felony ' +
      'invasion of privacy in the second degree. The statutory sodomy counts carried long sentences. Statutory ' +
      'sodomy is a felony. Should a party file one of the motions listed after a notice of appeal, that party ' +
      'must inform the Clerk. Should a party file one of them late, the Clerk notes it.';
    expect(keyphrases([page(text)]).map((k) => k.phrase)).toEqual([
      'statutory sodomy',
      'long sentences',
      'sodomy counts',
      'felony invasion',
    ]);
  });

  it('tags no clause opened by its verb, the subject cut off before it', () => {
    const text =
      'Having read the papers and heard the argument of counsel, the Court finds good cause to enter a ' +
      'preliminary injunction. The preliminary injunction bars the destruction of documents. The Court finds ' +
      'good cause to seal the exhibits. The sealed exhibits hold trade secrets.';
    const tags = keyphrases([page(text)]).map((k) => k.phrase);
    expect(tags).toContain('preliminary injunction');
    expect(tags.filter((t) => /finds/.test(t))).toEqual([]);
  });
});
