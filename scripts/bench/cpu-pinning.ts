import { execFileSync } from "node:child_process";
import os from "node:os";

export type CorePlan = { server: string; load: string } | null;

/**
 * Keeps the load generator off the server's cores so it does not steal the time it measures:
 * the last core for the load, the others for the server. Needs two cores and `taskset` (Linux).
 */
export function planCores(): CorePlan {
  const cores = os.cpus().length;
  if (cores < 2) return null;
  try {
    execFileSync("taskset", ["-V"], { stdio: "ignore" });
  } catch {
    return null;
  }
  const last = cores - 1;
  return { server: last === 1 ? "0" : `0-${last - 1}`, load: String(last) };
}

/** Moves every thread of a running process onto the given cores (threads it starts later inherit them). */
export function pinProcess(pid: number, cores: string) {
  execFileSync("taskset", ["-a", "-p", "-c", cores, String(pid)], { stdio: "ignore" });
}
