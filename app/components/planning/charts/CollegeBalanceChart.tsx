import { BarChart } from "@mantine/charts";
import { usdToTheDollar } from "~/components/charts/usd-labels";
import { compactUsd } from "~/utils/calculators";

export type CollegeBalancePoint = { label: string; balance: number; paid: number };

/** The savings on each anniversary, beside what college took from them that year (drawn in the browser only). */
export default function CollegeBalanceChart({ points }: { points: CollegeBalancePoint[] }) {
  return (
    <BarChart
      h={300}
      data={points}
      dataKey="label"
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      valueFormatter={usdToTheDollar}
      yAxisProps={{ tickFormatter: compactUsd, width: 64 }}
      series={[
        { name: "balance", label: "Savings", color: "navy.8" },
        { name: "paid", label: "Paid for college", color: "gold.7" },
      ]}
    />
  );
}
