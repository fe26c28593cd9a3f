import { BarChart } from "@mantine/charts";
import { usdToTheDollar } from "./usd-labels";
import { compactUsd } from "~/utils/calculators";

export type PairedBarSeries = { name: "first" | "second"; label: string; color: string };
export type PairedBarPoint = { label: string; first: number; second: number };

/**
 * Two dollar amounts side by side for each label (savings beside what college took; a case's tax
 * beside what was paid). Drawn in the browser only: the pages load it lazily inside a ChartFigure.
 */
export default function PairedBarChart({ points, series }: { points: PairedBarPoint[]; series: readonly [PairedBarSeries, PairedBarSeries] }) {
  return (
    <BarChart
      h={300}
      data={points}
      dataKey="label"
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      valueFormatter={usdToTheDollar}
      yAxisProps={{ tickFormatter: compactUsd, width: 64 }}
      series={[...series]}
    />
  );
}
