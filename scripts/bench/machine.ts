import { cpus, totalmem, platform, release } from 'node:os';

/** A one-line description of the machine a figure was measured on; every benchmark doc carries it. */
export function machineLine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${platform()} ${release()}, Node ${process.version}`;
}
