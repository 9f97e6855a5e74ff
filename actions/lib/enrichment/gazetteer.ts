/**
 * The small gazetteer the entity agent needs: US states and their postal codes (court filings name
 * places as "City, ST 12345"), and the words that mark organizations and roles.
 */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** State names, longest first so that "West Virginia" wins over "Virginia". */
/** The states' abbreviations of newspapers and court reporters ("Palm Beach, Fla."), without their period. */
export const STATE_ABBREVIATIONS: Record<string, string> = {
  Ala: 'Alabama',
  Ariz: 'Arizona',
  Ark: 'Arkansas',
  Calif: 'California',
  Cal: 'California',
  Colo: 'Colorado',
  Conn: 'Connecticut',
  Del: 'Delaware',
  Fla: 'Florida',
  Ga: 'Georgia',
  Ill: 'Illinois',
  Ind: 'Indiana',
  Kan: 'Kansas',
  Kans: 'Kansas',
  Ky: 'Kentucky',
  La: 'Louisiana',
  Md: 'Maryland',
  Mass: 'Massachusetts',
  Mich: 'Michigan',
  Minn: 'Minnesota',
  Miss: 'Mississippi',
  Mo: 'Missouri',
  Mont: 'Montana',
  Neb: 'Nebraska',
  Nebr: 'Nebraska',
  Nev: 'Nevada',
  'N.H': 'New Hampshire',
  'N.J': 'New Jersey',
  'N.M': 'New Mexico',
  'N.Y': 'New York',
  'N.C': 'North Carolina',
  'N.D': 'North Dakota',
  Okla: 'Oklahoma',
  Ore: 'Oregon',
  Oreg: 'Oregon',
  Pa: 'Pennsylvania',
  'R.I': 'Rhode Island',
  'S.C': 'South Carolina',
  'S.D': 'South Dakota',
  Tenn: 'Tennessee',
  Tex: 'Texas',
  Vt: 'Vermont',
  Va: 'Virginia',
  Wash: 'Washington',
  'W.Va': 'West Virginia',
  Wis: 'Wisconsin',
  Wyo: 'Wyoming',
};

export const STATE_NAMES = Object.values(US_STATES)
  .filter((s) => s !== 'District of Columbia')
  .sort((a, b) => b.length - a.length || (a < b ? -1 : 1));

/** The last word of an organization's name: what makes "Standard Insurance Company" an organization. */
export const ORG_HEADS = new Set(
  (
    'company companies co corp corporation inc incorporated llc llp lp pllc ltd plc pa p.a group holdings partners ' +
    'association associations society church chapel fellowship ministries union foundation institute university college ' +
    'school academy hospital clinic bank trust fund agency bureau department office commission committee council board ' +
    'authority administration service services court tribunal panel district police sheriff army navy ' +
    'government ministry parliament congress senate assembly party network times post news press journal ' +
    'counsel systems technologies industries enterprises airlines railroad railway operations laboratories labs ' +
    'branch enforcement protection conference league federation alliance solutions baptist bar'
  ).split(' '),
);

/** Words that may stand inside an organization's name without being capitalised. */
export const ORG_JOINERS = new Set(['of', 'the', 'for', 'and', '&', 'de', 'on', 'in']);

/** Honorifics and roles that precede or follow a person's name and are not part of it. */
export const PERSON_TITLES = new Set(
  (
    'mr mrs ms miss dr prof professor hon honorable honourable judge justice chief magistrate senator governor president ' +
    'attorney counsel officer agent detective sergeant lieutenant captain colonel general sheriff deputy secretary director ' +
    'clerk plaintiff plaintiffs defendant defendants appellant appellants appellee appellees petitioner respondent ' +
    'before by re via filed rev reverend father sister brother sir dame lord lady mayor commissioner representative rep sen gov esq dear'
  ).split(' '),
);

/** Words that are never part of a person's name in these documents (they mark captions, courts, forms). */
export const NOT_NAME_WORDS = new Set(
  (
    'court courts circuit district states united state appeal appeals appellate order motion case cases rule rules county ' +
    'church chapel company inc llc llp department office bureau clerk judge judges counsel brief form notice docket ' +
    'section exhibit page document filed filing entry statement plaintiff defendant appellant appellee petitioner ' +
    'respondent introduction background discussion conclusion argument opinion syllabus per curiam curiae amici amicus ' +
    'street avenue road suite room floor building courthouse house box federal supreme superior re dear sincerely ' +
    'attorney attorneys general deputy solicitor government proceedings stay extension time answering january february ' +
    'march april may june july august september october november december monday tuesday wednesday thursday friday ' +
    'telephone facsimile fax email website phone the and of for v vs versus in on at by to from with division ' +
    'complaint injunction application preliminary granting confirm rescission insurance policies declaratory relief ' +
    'act code law laws usc constitution amendment id ibid see also et al reversed remanded affirmed vacated denied granted dismissed ' +
    // Events and places named like people ("Tanner Gun Show"); not "Hall" or "Park", which are surnames too.
    'show festival fair expo convention tournament championship awards gallery museum stadium arena hotel restaurant ' +
    'university college school hospital ' +
    // Streets named after people ("Martin Luther King Jr. Boulevard"); not "Lane", a surname too.
    'boulevard blvd parkway pkwy highway hwy plaza'
  ).split(' '),
);

/** Place words that compromise tags as places but that are not places on their own. */
export const NOT_PLACE_WORDS = new Set([
  'united states',
  'st',
  'district',
  'circuit',
  'court',
  'state',
  'county',
  'city',
  'file',
  'page',
  'docket',
  'case',
  'order',
  'exhibit',
]);
