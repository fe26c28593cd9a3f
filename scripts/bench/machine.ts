import os from "node:os";

export type Machine = { cpu: string; cores: number; memoryGb: number; node: string; platform: string; date: string };

/** What a figure was measured on: without this, numbers from two machines cannot be compared. */
export function describeMachine(now = new Date()): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() || "unknown CPU",
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    date: now.toISOString().slice(0, 10),
  };
}

export const machineLine = (m: Machine) =>
  `${m.cores} × ${m.cpu}, ${m.memoryGb} GB, ${m.platform}, Node ${m.node}, ${m.date}`;
