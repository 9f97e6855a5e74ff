// @11ty/eleventy 3.1.7 ships no type declarations; this is the part of its API the build uses.
declare module '@11ty/eleventy' {
  export class Eleventy {
    constructor(input?: string, output?: string, options?: Record<string, unknown>);
    write(): Promise<unknown>;
    readonly logger: {
      overrideLogger(logger: Record<'log' | 'info' | 'warn' | 'error', (message: unknown) => void> | false): void;
    };
  }
}
