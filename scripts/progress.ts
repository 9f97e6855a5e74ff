/** Progress lines on stderr, so that stdout stays clean for --json. */
export function progressPrinter(prefix: string): (message: string) => void {
  const started = Date.now();
  return (message: string) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(5);
    process.stderr.write(`[${prefix} ${seconds}s] ${message}\n`);
  };
}
