/**
 * Sample court filings the demo writes itself: fictional parties, judges, case numbers and facts, in
 * the form and vocabulary of real US federal filings, so the demo needs no outside document. Any
 * likeness to a real case is chance.
 */
export interface SampleFiling {
  /** Used as the PDF's title. */
  title: string;
  /** Plain text; blank lines separate paragraphs, a line of its own is kept as one. */
  text: string;
}

export const ORDER_ON_MOTION_TO_DISMISS: SampleFiling = {
  title: 'Harlow v. Northfield Grain Cooperative - order on motion to dismiss',
  text: `UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF MAINE

MARGARET HARLOW,
Plaintiff,
v. Civil Action No. 1:21-cv-00417-JDL
NORTHFIELD GRAIN COOPERATIVE, INC.,
Defendant.

ORDER ON DEFENDANT'S MOTION TO DISMISS

Plaintiff Margaret Harlow brings this action against her former employer, Northfield Grain Cooperative, Inc., alleging that the cooperative terminated her employment in retaliation for reporting unsafe storage practices to the Occupational Safety and Health Administration. The complaint asserts a claim under the Maine Whistleblowers' Protection Act and a claim of wrongful discharge. The defendant moves to dismiss both counts under Federal Rule of Civil Procedure 12(b)(6) for failure to state a claim upon which relief can be granted.

I. BACKGROUND

The following facts are drawn from the complaint and accepted as true for the purpose of the motion. Ms. Harlow worked as a grain elevator supervisor in Presque Isle, Maine, from March 2014 until her termination on August 9, 2020. In July 2020 she reported to OSHA that the cooperative stored damp grain in a silo whose ventilation fans had failed. Three weeks later the cooperative dismissed her, citing a reorganization.

II. LEGAL STANDARD

To survive a motion to dismiss, a complaint must contain sufficient factual matter, accepted as true, to state a claim to relief that is plausible on its face. The court draws every reasonable inference in favor of the plaintiff but need not credit legal conclusions couched as facts.

III. DISCUSSION

The defendant argues that the complaint does not allege a causal connection between the report and the termination. The court disagrees. The close timing of the report and the dismissal, together with the allegation that no other supervisor lost a position in the claimed reorganization, plausibly supports an inference of retaliation. The defendant's remaining argument, that the wrongful discharge claim is preempted by the statute, is correct: Maine law does not recognize a common law claim of wrongful discharge where the legislature has provided a statutory remedy for the same conduct.

IV. CONCLUSION

For the reasons stated, the defendant's motion to dismiss is GRANTED as to Count II and DENIED as to Count I. The defendant shall answer the remaining count within fourteen days of the date of this order.

SO ORDERED.

Dated this 14th day of March, 2022.

/s/ Jonathan D. Lindqvist
United States District Judge`,
};

export const APPELLATE_OPINION: SampleFiling = {
  title: 'United States v. Okafor - opinion of the Court of Appeals',
  text: `UNITED STATES COURT OF APPEALS
FOR THE FIRST CIRCUIT

No. 21-1188

UNITED STATES OF AMERICA,
Appellee,
v.
DANIEL OKAFOR,
Defendant, Appellant.

APPEAL FROM THE UNITED STATES DISTRICT COURT FOR THE DISTRICT OF NEW HAMPSHIRE

Before Barron, Chief Judge, Lynch and Kayatta, Circuit Judges.

OPINION

Filed: November 3, 2022

KAYATTA, Circuit Judge. Daniel Okafor appeals his conviction for wire fraud, arguing that the district court erred in denying his motion to suppress records obtained from his employer without a warrant, and that the evidence at trial was insufficient to support the verdict. We affirm.

I.

Okafor worked as an accounts manager for a medical supply distributor in Manchester, New Hampshire. Between 2017 and 2019 he diverted payments owed to the distributor into an account he controlled, concealing the diversions through altered invoices. An internal audit uncovered the scheme, and the distributor gave its records to federal agents. A grand jury returned an indictment charging eleven counts of wire fraud under 18 U.S.C. 1343.

II.

Okafor first contends that the records were obtained in violation of the Fourth Amendment. The district court found that the records belonged to the distributor, which consented to their production, and that Okafor had no reasonable expectation of privacy in business records he did not own. We review the district court's findings of fact for clear error and its conclusions of law de novo. The findings are well supported by the record, and the conclusion follows from settled precedent: a defendant cannot object to the search of records in which he has no personal privacy interest.

III.

Okafor next argues that no rational jury could have found that he acted with intent to defraud. The evidence at trial included the altered invoices, testimony from two coworkers, and bank records tracing the diverted funds to his personal account. Viewing the evidence in the light most favorable to the verdict, a rational jury could readily find each element of the offense beyond a reasonable doubt.

IV.

For the foregoing reasons, the judgment of the district court is affirmed.`,
};

export const DOCKETING_NOTICE: SampleFiling = {
  title: 'Castellano v. Riverbend Transit Authority - docketing notice',
  text: `UNITED STATES COURT OF APPEALS FOR THE SECOND CIRCUIT

Thurgood Marshall United States Courthouse

NOTICE OF DOCKETING

Date: April 6, 2023

Docket No.: 23-0611
Short Title: Castellano v. Riverbend Transit Authority
District Court Docket No.: 1:22-cv-03390
District Court: Southern District of New York
District Judge: Hon. Patricia M. Oduya

The notice of appeal filed in the above-referenced case has been docketed in this Court under the docket number shown above. Counsel and pro se parties must use this docket number on every document filed with the Court in this appeal.

Within fourteen days of the date of this notice, the appellant must file the Acknowledgment and Notice of Appearance form, the Civil Appeal Pre-Argument Statement (Form C), and the transcript order form or a statement that no transcript is needed. An appeal may be dismissed if the appellant fails to comply with these requirements. The appellee must file its own Acknowledgment and Notice of Appearance within the same period.

Inquiries regarding this case may be directed to the case manager assigned to the appeal at the Clerk's Office.

Catherine O'Hagan Wolfe, Clerk of Court`,
};

export const CLERK_LETTER: SampleFiling = {
  title: 'In re Application of Westover Shipping - letter from the clerk',
  text: `UNITED STATES DISTRICT COURT
EASTERN DISTRICT OF VIRGINIA
Office of the Clerk

June 2, 2021

Re: In re Application of Westover Shipping Ltd. for Judicial Assistance, Case No. 2:21-mc-00034

Dear Counsel:

The Court has received the application for an order under 28 U.S.C. 1782 permitting discovery for use in a foreign proceeding. The application has been assigned to United States Magistrate Judge Helen R. Addison. Please note that the supporting declaration lacks the exhibit referenced as Exhibit B, and the proposed subpoena does not identify the custodian of records.

Counsel shall file the missing exhibit and a corrected proposed subpoena within seven days. The Court will not act on the application until the filing is complete. No hearing is scheduled at this time; the magistrate judge will rule on the papers unless a party requests oral argument.

Sincerely,

Clerk of Court
By: Deputy Clerk`,
};

export const SCHEDULING_ORDER: SampleFiling = {
  title: 'Pell v. Granite State Mutual - scheduling order',
  text: `UNITED STATES DISTRICT COURT
DISTRICT OF NEW HAMPSHIRE

Rebecca Pell
v. Civil No. 1:22-cv-00215-SM
Granite State Mutual Insurance Company

SCHEDULING ORDER

The parties' proposed discovery plan is approved as submitted, with the following dates. Amendments to the pleadings are due by September 1, 2022. The plaintiff shall disclose expert witnesses by December 15, 2022 and the defendant by February 1, 2023. All discovery, including depositions of expert witnesses, shall be completed by April 28, 2023. Motions for summary judgment and challenges to expert testimony shall be filed by June 1, 2023.

Jury selection will take place on the two-week trial period beginning October 3, 2023. The final pretrial conference is set for September 21, 2023 at 10:00 a.m. The parties shall file their final pretrial statements, proposed jury instructions and motions in limine ten days before the conference.

Counsel are reminded that the deadlines in this order may be extended only upon motion and for good cause shown. The plaintiff's claims for breach of the insurance contract and for unfair claim settlement practices will be tried together.

SO ORDERED.

July 19, 2022

Steven J. Marlowe
United States District Judge`,
};

/** A caption for a photograph entered as an exhibit: the sticker a party puts on it. */
export interface ExhibitCaption {
  lines: string[];
}

export const PROPERTY_EXHIBIT: ExhibitCaption = {
  lines: [
    'PLAINTIFF\'S EXHIBIT 7',
    'United States District Court, District of Kansas',
    'Case No. 6:20-cv-01152, Dorsey v. Prairie Federal Land Bank',
    'Photograph of the farmhouse on the property at issue,',
    'entered into evidence at trial; admitted by the court.',
  ],
};

export const AIRCRAFT_EXHIBIT: ExhibitCaption = {
  lines: [
    'DEFENDANT\'S EXHIBIT 12',
    'United States District Court, Western District of Washington',
    'Case No. 2:19-cv-00788, Lindgren v. Cascade Air Charter, Inc.',
    'Photograph of the aircraft at the airfield, taken by the',
    'defendant\'s expert witness; admitted into evidence.',
  ],
};
