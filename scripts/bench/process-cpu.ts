/**
 * CPU time of processes as Linux counts it (/proc/<pid>/stat: user and system time, in clock
 * ticks), for the edge bench's CPU milliseconds per request: a process's CPU before and after N
 * requests, divided by N. Counts every thread of the process; Linux only (elsewhere: null).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export type ProcessStat = { pid: number; name: string; parent: number; group: number; ticks: number };

/**
 * One line of /proc/<pid>/stat. The name is in parentheses and may hold spaces or parentheses
 * itself, so the fields are counted from the last ")": state, ppid, pgrp, ... utime is the 14th
 * field of the line and stime the 15th.
 */
export function parseProcStat(text: string): ProcessStat {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open === -1 || close < open) throw new Error(`Not a /proc stat line: ${text.slice(0, 80)}`);
  const fields = text
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  // fields[0] is the 3rd field of the line (state): field n is fields[n - 3].
  const field = (n: number) => Number(fields[n - 3]);
  return {
    pid: Number(text.slice(0, open).trim()),
    name: text.slice(open + 1, close),
    parent: field(4),
    group: field(5),
    ticks: field(14) + field(15),
  };
}

/** Milliseconds of CPU per request: the ticks spent over `requests` requests, at `ticksPerSecond`. */
export function cpuMsPerRequest(ticksBefore: number, ticksAfter: number, requests: number, ticksPerSecond: number): number {
  return ((ticksAfter - ticksBefore) * 1000) / ticksPerSecond / requests;
}

let clockTicks: number | undefined;

/** Clock ticks per second (`getconf CLK_TCK`, 100 on nearly every Linux). */
export function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** A process's stat now, or null when it is gone (or this is not Linux). */
export function readProcess(pid: number): ProcessStat | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** Every process of a process group (a detached child and what it started), by name. */
export function processesOfGroup(group: number): ProcessStat[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.map((pid) => readProcess(Number(pid))).filter((stat): stat is ProcessStat => stat !== null && stat.group === group);
}

/** The CPU ticks of these processes together (those gone count nothing). */
export function ticksOf(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + (readProcess(pid)?.ticks ?? 0), 0);
}

/** A process's command line, its arguments joined by spaces ('' when it is gone). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}
