import { LineChart } from "@mantine/charts";
import { DATE_AXIS_PROPS } from "~/components/charts/date-axis";
import { usdToTheDollar } from "~/components/charts/usd-labels";

const COLORS = ["navy.8", "gold.7", "teal.7", "red.7"];

/** The growth of $10,000 in each compared product, one line each (drawn in the browser only). */
export default function GrowthChart({ rows, series }: { rows: Array<Record<string, string | number>>; series: Array<{ key: string; label: string }> }) {
  return (
    <LineChart
      h={320}
      data={rows}
      dataKey="date"
      curveType="linear"
      withDots={false}
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      valueFormatter={usdToTheDollar}
      yAxisProps={{ width: 72, domain: ["auto", "auto"] }}
      xAxisProps={DATE_AXIS_PROPS}
      series={series.map((s, i) => ({ name: s.key, label: s.label, color: COLORS[i % COLORS.length]! }))}
    />
  );
}
