import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

/** A field of /proc/PID/status in kB (Linux), or null where there is no /proc. */
function procStatusKb(pid: number, field: "VmRSS" | "VmHWM"): number | null {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return null;
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(file, "utf8"));
  return match ? Number(match[1]) : null;
}

/** Resident memory of a process now, in MB; `ps` where there is no /proc. */
export function residentMb(pid: number): number | null {
  let kb = procStatusKb(pid, "VmRSS");
  if (kb === null) {
    try {
      kb = Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) || null;
    } catch {
      kb = null;
    }
  }
  return kb === null ? null : Math.round(kb / 1024);
}

/** The kernel's record of a process's peak resident memory in MB (Linux), so a spike between samples still counts. */
export function highWaterMb(pid: number): number | null {
  const kb = procStatusKb(pid, "VmHWM");
  return kb === null ? null : Math.round(kb / 1024);
}

/** Samples a process's resident memory until stopped, and returns the peak seen. */
export function watchMemory(pid: number, intervalMs = 250) {
  let peak = residentMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid) ?? 0);
  }, intervalMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, residentMb(pid) ?? 0);
    },
  };
}
