import { BarChart } from "@mantine/charts";

export type OwnershipSeries = { name: string; label: string; color: string };

const percent = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;

/**
 * Who owns the company at each stage, as stacked bars that each reach 100 % (the founders, the
 * pool, each round's investors). Drawn in the browser only: the page loads it lazily inside a
 * ChartFigure, whose table has the same figures.
 */
export default function OwnershipChart({ points, series }: { points: Array<Record<string, string | number>>; series: readonly OwnershipSeries[] }) {
  return (
    <BarChart
      h={300}
      data={points}
      dataKey="stage"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      valueFormatter={percent}
      yAxisProps={{ domain: [0, 100], tickFormatter: (v: number) => `${v}%`, width: 48 }}
      series={series.map((s) => ({ name: s.name, label: s.label, color: s.color }))}
    />
  );
}
