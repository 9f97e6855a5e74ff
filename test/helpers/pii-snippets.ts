/**
 * A hand-checked set, shared by the personal-data tests and `npm run bench -- entities`: each snippet is read as a person reads it, and says whether it holds a private
 * person's data (`personal`: the kinds a maintainer must see) or an institution's contact details, which
 * court filings carry on every letterhead and signature and which are not personal data.
 */
export const PII_SNIPPETS: { text: string; personal: string[] }[] = [
  { text: 'Q. Where do you live?\nA. At 4512 Elm Street, Springfield, with my mother.', personal: ['street_address'] },
  { text: 'The witness gave her cell number, (207) 623-4471, to the officer at the scene.', personal: ['phone'] },
  { text: 'Name: Maria Lopez\nDOB: 04/12/1961\nSSN: 123-45-6789', personal: ['date_of_birth', 'ssn'] },
  { text: 'He wrote to the victim at jane.roe1987@gmail.com twice that week.', personal: ['email'] },
  { text: 'Payments went to account no. 00123456789 at the credit union.', personal: ['account_number'] },
  { text: 'The card used was 4111 1111 1111 1111, issued in her name.', personal: ['card_number'] },
  {
    text: 'UNITED STATES COURT OF APPEALS\nFOR THE SIXTH CIRCUIT\nDeborah S. Hunt\nClerk\n100 EAST FIFTH STREET, ROOM 540\nCINCINNATI, OHIO 45202-3988\nTel. (513) 564-7000',
    personal: [],
  },
  {
    text: 'Mr. William S. Mattingly\nJackson Kelly PLLC\n175 E. Main Street\nSuite 500\nLexington, KY 40507\nTelephone: (859) 255-9500',
    personal: [],
  },
  {
    text: 'JUDAH LAKIN\njudah@lakinwille.com\nLAKIN & WILLE LLP\n1939 Harrison Street, Suite 420\nOakland, CA 94612\nTelephone: (510) 379-9216',
    personal: [],
  },
  {
    text: 'All inquiries should be directed to your Case Manager in writing or by calling the Clerk’s Office at 215-597-2995.',
    personal: [],
  },
  { text: '1\nFILED\nUnited States Court of Appeals\nTenth Circuit', personal: [] },
  { text: 'See Roman Catholic Diocese, 140 S. Ct. 1613, 1613 (2020); No. 21-50498 Court', personal: [] },
];
