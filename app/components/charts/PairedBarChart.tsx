import { BarChart } from "@mantine/charts";
import { usdToTheDollar } from "./usd-labels";
import { compactUsd } from "~/utils/calculators";

export type PairedBarSeries = { name: "first" | "second"; label: string; color: string };
export type PairedBarPoint = { label: string; first: number; second?: number };

/**
 * One or two dollar amounts for each label, side by side (savings beside what college took; a
 * case's tax beside what was paid; the cover each outcome needs). Drawn in the browser only: the
 * pages load it lazily inside a ChartFigure. The legend shows when there are two.
 */
export default function PairedBarChart({ points, series }: { points: PairedBarPoint[]; series: readonly PairedBarSeries[] }) {
  return (
    <BarChart
      h={300}
      data={points}
      dataKey="label"
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: "bottom" }}
      valueFormatter={usdToTheDollar}
      yAxisProps={{ tickFormatter: compactUsd, width: 64 }}
      series={[...series]}
    />
  );
}
