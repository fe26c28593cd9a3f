import { AreaChart } from "@mantine/charts";
import { DATE_AXIS_PROPS } from "~/components/charts/date-axis";
import { usdTick, usdToTheCent } from "~/components/charts/usd-labels";

export type ValuePoint = { date: string; value: number };

/** The portfolio's value day by day over the chosen range (drawn in the browser only). */
export default function ValueChart({ points }: { points: ValuePoint[] }) {
  return (
    <AreaChart
      h={300}
      data={points}
      dataKey="date"
      curveType="linear"
      withDots={false}
      valueFormatter={usdToTheCent}
      yAxisProps={{ width: 88, domain: ["auto", "auto"], tickFormatter: usdTick }}
      xAxisProps={DATE_AXIS_PROPS}
      series={[{ name: "value", label: "Portfolio value", color: "navy.8" }]}
    />
  );
}
