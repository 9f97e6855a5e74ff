/**
 * The one base of dirhub's own exceptions. Expected failures of a run are values (`Problem`); an error
 * is thrown when a function has no value to give back: a command line or a setting no run can use, a
 * broken roles file, a PDF that outlasts its time. Like a problem it carries a stable `code` that callers
 * recognise it by (never its message, which is for people) and a `hint` that says how to fix it.
 */
export class DirhubError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly hint: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}
