import { AreaChart } from "@mantine/charts";
import { usdToTheDollar } from "./usd-labels";
import { compactUsd } from "~/utils/calculators";

export type PairedAreaSeries = { name: "first" | "second" | "third" | "fourth"; label: string; color: string };
export type PairedAreaPoint = { label: string; first: number; second?: number; third?: number; fourth?: number };

/**
 * One to four dollar amounts over time, as areas (a loan's balance with and without the extra
 * payment; an investment at one fee and at another; a business's cash in three cases; what is
 * still owed on each mortgage compared). Drawn in the
 * browser only: the pages load it lazily inside a ChartFigure. The legend shows when there are more than one.
 */
export default function PairedAreaChart({ points, series }: { points: PairedAreaPoint[]; series: readonly PairedAreaSeries[] }) {
  return (
    <AreaChart
      h={300}
      data={points}
      dataKey="label"
      curveType="linear"
      withDots={false}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: "bottom" }}
      valueFormatter={usdToTheDollar}
      yAxisProps={{ tickFormatter: compactUsd, width: 64 }}
      series={[...series]}
    />
  );
}
