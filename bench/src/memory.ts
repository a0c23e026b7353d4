import { readFile, writeFile } from 'node:fs/promises';

/** The process's peak resident memory since the last reset, in MB (Linux's VmHWM). */
export async function peakMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The process's resident memory now, in MB. */
export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * The CPU time a process has used so far, user and system, every thread, in ms: the fields 14
 * and 15 of /proc/<pid>/stat, in the kernel's clock ticks (100 a second on Linux).
 */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces: the fields are counted from after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts the peak over from the memory in use now (writing 5 to clear_refs, Linux ≥ 4.0). */
export const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');
