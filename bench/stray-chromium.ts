import { readdirSync, readFileSync } from 'node:fs';

/**
 * Chromium browsers already running (Linux only; elsewhere 0). A browser left behind by an
 * interrupted run shares the cores with the bench and can slow the figures after it.
 */
export function runningChromium(): number {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  return pids.filter((pid) => {
    try {
      const program = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
      return /chrom(e|ium)$/.test(program);
    } catch {
      // The process ended while we looked.
      return false;
    }
  }).length;
}
