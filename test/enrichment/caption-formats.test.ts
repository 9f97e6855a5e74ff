/**
 * Captions and appearances as courts other than those of the labelled filings set them: a state appellate
 * opinion (Oregon's "Before …, Presiding Judge" and "Also on the brief was …"), a Texas bankruptcy caption
 * (columns ruled with "§", "In re:" on a line of its own, "Debtors."), a Ninth Circuit memorandum (the case
 * number beside the party) and a New York caption ("-against-" between ruled lines). The names are made up;
 * the layouts are the courts' own. Each document is read as a text layer gives it: one space between words.
 */
import { describe, expect, it } from 'vitest';
import { extractEntities } from '../../actions/lib/enrichment/entities.js';

/** Every entity with its roles, as "type: name [role (kinds) for …]". */
function read(text: string): string[] {
  const flat = text
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n');
  return extractEntities([{ page: 1, text: flat, source: 'text-layer' }])
    .map((e) => {
      const roles = (e.roles ?? []).map(
        (r) => `${r.role}${r.kinds ? ` (${r.kinds.join('/')})` : ''}${r.for ? ` for ${r.for.join(', ')}` : ''}`,
      );
      return `${e.type}: ${e.name}${roles.length ? ` [${roles.join('; ')}]` : ''}`;
    })
    .sort();
}

describe('caption formats of other courts', () => {
  it("reads a state appellate opinion's court, panel and counsel on the brief", () => {
    expect(
      read(`IN THE COURT OF APPEALS OF THE STATE OF OREGON
STATE OF OREGON,
Plaintiff-Respondent,
v.
DARNELL JAMES WOODLEY,
Defendant-Appellant.
Multnomah County Circuit Court
17CR12345; A167890
Kelly Skyler, Judge.
Argued and submitted May 2, 2019.
Emily P. Selden, Deputy Public Defender, argued the cause for appellant. Also on the brief was Ernest G. Lannister, Chief Defender, Criminal Appellate Section, Office of Public Defense Services.
Jennifer S. Lloyde, Assistant Attorney General, argued the cause for respondent. With her on the brief were Ellen F. Rosenthal, Attorney General, and Benjamin Gutmann, Solicitor General.
Before Armstead, Presiding Judge, and Tooker, Judge, and Shorrock, Judge.
ARMSTEAD, P. J.
Defendant appeals a judgment of conviction for unlawful possession of a firearm.`),
    ).toEqual([
      'location: Multnomah County',
      'location: Oregon',
      'organization: Court of Appeals of the State of Oregon [court]',
      'organization: Multnomah County Circuit Court',
      'organization: Office of Public Defense Services',
      'organization: State of Oregon [party (plaintiff/respondent)]',
      'person: Armstead [judge]',
      'person: Benjamin Gutmann [counsel for State of Oregon]',
      'person: Darnell James Woodley [party (defendant/appellant)]',
      'person: Ellen F. Rosenthal [counsel for State of Oregon]',
      'person: Emily P. Selden [counsel for Darnell James Woodley]',
      'person: Ernest G. Lannister [counsel for Darnell James Woodley]',
      'person: Jennifer S. Lloyde [counsel for State of Oregon]',
      'person: Kelly Skyler [judge]',
      'person: Shorrock [judge]',
      'person: Tooker [judge]',
    ]);
  });

  it('reads a bankruptcy caption ruled with "§", its debtor under "In re:"', () => {
    expect(
      read(`UNITED STATES BANKRUPTCY COURT
SOUTHERN DISTRICT OF TEXAS
HOUSTON DIVISION
In re: § Chapter 11
§
GULF COAST REFINING CORP., et al., § Case No. 20-31234 (MI)
§
Debtors. § (Jointly Administered)
ORDER APPROVING THE DEBTORS' MOTION TO EXTEND THE EXCLUSIVE PERIODS
Upon the motion of Gulf Coast Refining Corp. and its affiliated debtors, the Court finds cause under 11 U.S.C. § 1121.
Signed: August 3, 2020
Marvin Isgrove
United States Bankruptcy Judge`),
    ).toEqual([
      'location: Texas',
      'organization: Gulf Coast Refining Corp. [party (debtor)]',
      'organization: United States Bankruptcy Court for the Southern District of Texas [court]',
      'person: Marvin Isgrove [judge]',
    ]);
  });

  it('leaves the case number beside a party out of its name, and a docket line out of an agency', () => {
    expect(
      read(`NOT FOR PUBLICATION
UNITED STATES COURT OF APPEALS
FOR THE NINTH CIRCUIT
JOSE ALBERTO RAMIREZ-LOPEZ, No. 18-70123
Petitioner, Agency No. A012-345-678
v.
MEMORANDUM*
WILLIAM P. BARTON, Attorney General,
Respondent.
On Petition for Review of an Order of the Board of Immigration Appeals
Submitted May 12, 2020**
Before: WALLER, CLIFFORD, and BRESSLER, Circuit Judges.
Jose Alberto Ramirez-Lopez, a native and citizen of Mexico, petitions for review of the Board of Immigration Appeals' order dismissing his appeal.`),
    ).toEqual([
      'location: Mexico',
      'organization: Board of Immigration Appeals',
      'organization: United States Court of Appeals for the Ninth Circuit [court]',
      'person: Bressler [judge]',
      'person: Clifford [judge]',
      'person: Jose Alberto Ramirez-Lopez [party (petitioner)]',
      'person: Waller [judge]',
      'person: William P. Barton [party (respondent)]',
    ]);
  });

  it('reads a New York caption: "-against-" between ruled lines, the justice after "HON."', () => {
    expect(
      read(`SUPREME COURT OF THE STATE OF NEW YORK
COUNTY OF NEW YORK
-----------------------------------------------------------------X
PINNACLE TOWER ASSOCIATES LLC,
Petitioner, Index No. 154321/2019
-against-
DECISION AND ORDER
NEW YORK CITY DEPARTMENT OF BUILDINGS,
Respondent.
-----------------------------------------------------------------X
HON. MARGARET A. CHANDLER:
Petitioner Pinnacle Tower Associates LLC seeks to annul a determination of the New York City Department of Buildings.`),
    ).toEqual([
      'location: New York',
      'organization: New York City Department of Buildings [party (respondent)]',
      'organization: Pinnacle Tower Associates LLC [party (petitioner)]',
      'organization: Supreme Court of the State of New York [court]',
      'person: Margaret A. Chandler [judge]',
    ]);
  });
});
