/**
 * Expected failures are values, not exceptions: every rejection tells the contributor what is wrong
 * (`message`) and how to fix it (`hint`). Exceptions are reserved for bugs and broken infrastructure.
 */
export interface Problem<Code extends string = string> {
  /**
   * Stable machine code, e.g. `metadata.date.future` or `pdf.encrypted`. Each area lists its codes as a
   * union (`ValidationCode`, `MetadataCode`, `IntakeCode`, `ArchiveCode`, `ForgeCode`…), so
   * `problem<IntakeCode>('intake.typo', …)` fails to typecheck.
   */
  code: Code;
  message: string;
  hint: string;
  /** The metadata field at fault (JSON pointer without the leading slash), when there is one. */
  field?: string;
  /** `error` stops the upload; `warning` is reported but does not. */
  severity: 'error' | 'warning';
}

/** Everything of a problem but its code, message and hint. */
type ProblemExtra = Partial<Omit<Problem, 'code' | 'message' | 'hint'>>;

export function problem<Code extends string>(
  code: Code,
  message: string,
  hint: string,
  extra: ProblemExtra = {},
): Problem<Code> {
  return { code, message, hint, severity: 'error', ...extra };
}

export function warning<Code extends string>(
  code: Code,
  message: string,
  hint: string,
  extra: ProblemExtra = {},
): Problem<Code> {
  return { code, message, hint, ...extra, severity: 'warning' };
}

export function isBlocking(p: Problem): boolean {
  return p.severity === 'error';
}

/**
 * A problem read back from a file written before `severity` was required (a decisions-log line, an
 * analysis handed between jobs): one without a severity was an error, as `problem()` made it.
 */
export function withSeverity(p: Omit<Problem, 'severity'> & { severity?: Problem['severity'] }): Problem {
  return { ...p, severity: p.severity === 'warning' ? 'warning' : 'error' };
}
