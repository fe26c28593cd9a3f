import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { usdToTheDollar } from "~/components/charts/usd-labels";
import { compactUsd } from "~/utils/calculators";

export type BandPoint = { age: number; p10: number; p25: number; p50: number; p75: number; p90: number };

const NAVY = "#224b88";
const LINE = "#0b1f3a";

/** The simulated savings by age: the middle 80 % and 50 % of paths as bands, the median as a line. */
export default function RetirementBandChart({ points, retirementAge }: { points: BandPoint[]; retirementAge: number }) {
  const data = points.map((p) => ({ age: p.age, outer: [p.p10, p.p90], inner: [p.p25, p.p75], median: p.p50 }));
  return (
    <ResponsiveContainer width="100%" height={320}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke="#e3e0d8" strokeDasharray="4 4" vertical={false} />
        <XAxis dataKey="age" tickLine={false} stroke="#4f5d70" fontSize={12} label={{ value: "Age", position: "insideBottomRight", offset: -4, fontSize: 12 }} />
        <YAxis tickFormatter={compactUsd} width={64} tickLine={false} stroke="#4f5d70" fontSize={12} />
        <Tooltip
          formatter={(value: number | number[], name: string) => [
            Array.isArray(value) ? `${usdToTheDollar(value[0]!)} to ${usdToTheDollar(value[1]!)}` : usdToTheDollar(value),
            name,
          ]}
          labelFormatter={(age: number) => `Age ${age}${age === retirementAge ? " (retirement)" : ""}`}
        />
        <Area type="monotone" dataKey="outer" name="10th to 90th percentile" stroke="none" fill={NAVY} fillOpacity={0.15} isAnimationActive={false} />
        <Area type="monotone" dataKey="inner" name="25th to 75th percentile" stroke="none" fill={NAVY} fillOpacity={0.3} isAnimationActive={false} />
        <Line type="monotone" dataKey="median" name="Median" stroke={LINE} strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
