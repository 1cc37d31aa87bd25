import os from 'node:os';
import type { Figure } from './util';

/**
 * What the figures were measured on, and how busy it was: runs last, so the 5-minute load average covers most of the
 * run (other work on the machine skews every figure; on 2 CPUs a load above 2 means waiting for a core).
 */
export function benchMachine(): Figure[] {
  const cpus = os.cpus();
  return [
    { section: 'machine', name: 'CPU', value: `${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown'}` },
    { section: 'machine', name: 'memory', value: (os.totalmem() / 2 ** 30).toFixed(1), unit: 'GiB' },
    { section: 'machine', name: 'Node', value: process.version },
    {
      section: 'machine',
      name: 'load average at the end of the run (1 / 5 / 15 min)',
      value: os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / '),
    },
  ];
}
