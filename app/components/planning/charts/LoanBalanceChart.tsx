import { AreaChart } from "@mantine/charts";
import { usdToTheDollar } from "~/components/charts/usd-labels";
import { compactUsd } from "~/utils/calculators";

export type LoanBalancePoint = { label: string; balance: number; balanceWithoutExtra: number };

/** The balance owed year by year, with and without the extra payment (drawn in the browser only). */
export default function LoanBalanceChart({ points, withExtra }: { points: LoanBalancePoint[]; withExtra: boolean }) {
  return (
    <AreaChart
      h={300}
      data={points}
      dataKey="label"
      curveType="linear"
      withDots={false}
      withLegend={withExtra}
      legendProps={{ verticalAlign: "bottom" }}
      valueFormatter={usdToTheDollar}
      yAxisProps={{ tickFormatter: compactUsd, width: 64 }}
      series={
        withExtra
          ? [
              { name: "balance", label: "With the extra payment", color: "navy.8" },
              { name: "balanceWithoutExtra", label: "Without it", color: "gold.7" },
            ]
          : [{ name: "balance", label: "Balance owed", color: "navy.8" }]
      }
    />
  );
}
