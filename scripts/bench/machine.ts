import { cpus, totalmem, platform, release } from 'node:os';

/** A one-line description of the machine a figure was measured on; every benchmark doc carries it. */
export function machineLine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${platform()} ${release()}, Node ${process.version}`;
}

/**
 * What else the machine was running: the one-minute load average when the run started and when it
 * ended, beside the number of cores. A load above the cores means the run shared them, and its times
 * (wall and CPU alike) are slower than on a quiet machine.
 */
export function loadLine(atStart: number, atEnd: number): string {
  return `Load average (1 min) ${atStart.toFixed(1)} at the start and ${atEnd.toFixed(1)} at the end, on ${cpus().length} cores.`;
}
