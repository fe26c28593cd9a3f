import { STATUS_CLASSES, type StatusClass } from "./send";

/** Inputs sent per endpoint, by status class, printed as a table at the end of a run. */
export function createSummary() {
  const byEndpoint = new Map<string, Record<StatusClass, number>>();
  const empty = () => Object.fromEntries(STATUS_CLASSES.map((c) => [c, 0])) as Record<StatusClass, number>;
  let total = 0;
  return {
    record(endpoint: string, statusClass: StatusClass) {
      const row = byEndpoint.get(endpoint) ?? empty();
      row[statusClass] += 1;
      byEndpoint.set(endpoint, row);
      total += 1;
    },
    get total() {
      return total;
    },
    endpoints: () => [...byEndpoint.keys()],
    format(): string {
      const names = [...byEndpoint.keys()].sort();
      const width = Math.max(8, ...names.map((n) => n.length));
      const line = (name: string, cells: Array<string | number>) => `${name.padEnd(width)}  ${cells.map((c) => String(c).padStart(6)).join(" ")}`;
      const totals = empty();
      const rows = names.map((name) => {
        const row = byEndpoint.get(name)!;
        for (const c of STATUS_CLASSES) totals[c] += row[c];
        return line(name, [STATUS_CLASSES.reduce((sum, c) => sum + row[c], 0), ...STATUS_CLASSES.map((c) => row[c])]);
      });
      return [
        line("endpoint", ["inputs", ...STATUS_CLASSES]),
        ...rows,
        line("total", [total, ...STATUS_CLASSES.map((c) => totals[c])]),
      ].join("\n");
    },
  };
}
