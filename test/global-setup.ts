import { execFileSync } from 'node:child_process';

/** CLI tests run the real compiled `dirhub` bin, so compile once before the suites start. */
export default function setup(): void {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });
}
