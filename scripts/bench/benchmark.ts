/** What every benchmark module under scripts/bench/ exports as `bench`; run.ts runs them. */
export interface Benchmark {
  name: string;
  title: string;
  /** Returns the markdown body (tables of figures); the runner adds the heading, machine and date. */
  run(log: (line: string) => void): Promise<string>;
}
