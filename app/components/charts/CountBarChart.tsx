import { BarChart } from "@mantine/charts";

export type CountBarSeries = { name: "first" | "second"; label: string; color: string };
export type CountBarPoint = { label: string; first: number; second?: number };

/**
 * One or two whole counts for each label, side by side (the roles a person holds beside those they
 * are named to take on). Drawn in the browser only: the pages load it lazily inside a ChartFigure.
 */
export default function CountBarChart({ points, series }: { points: CountBarPoint[]; series: readonly CountBarSeries[] }) {
  return (
    <BarChart
      h={260}
      data={points}
      dataKey="label"
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: "bottom" }}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      series={[...series]}
    />
  );
}
