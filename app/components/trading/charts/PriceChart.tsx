import { LineChart } from "@mantine/charts";
import { DATE_AXIS_PROPS } from "~/components/charts/date-axis";
import { usdTick, usdToTheCent } from "~/components/charts/usd-labels";

export type PricePoint = { date: string; close: number };

/** A product's daily closes over the chosen range (drawn in the browser only). */
export default function PriceChart({ points, symbol }: { points: PricePoint[]; symbol: string }) {
  return (
    <LineChart
      h={300}
      data={points}
      dataKey="date"
      curveType="linear"
      withDots={false}
      valueFormatter={usdToTheCent}
      yAxisProps={{ width: 72, domain: ["auto", "auto"], tickFormatter: usdTick }}
      xAxisProps={DATE_AXIS_PROPS}
      series={[{ name: "close", label: `${symbol} close`, color: "navy.8" }]}
    />
  );
}
