import { lazy } from "react";
import type { FundingRoundsResponse } from "#core/contracts/funding-rounds";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { usd } from "~/utils/calculators";

const OwnershipChart = lazy(() => import("~/components/charts/OwnershipChart"));

/** The holders' colors: the founders, the pool, then each round's investors. */
const COLORS = ["navy.8", "gray.5", "gold.7", "teal.7", "grape.7"] as const;
const START = "Today";

const shares = (n: number) => n.toLocaleString("en-US");

/** The funding rounds answer: the founders' stake, each round's terms, who owns what at each stage. */
export function FundingRoundsResults({ result }: { result: FundingRoundsResponse }) {
  const last = result.rounds.at(-1)!;
  const founders = last.holdings[0]!;
  const stages = [{ name: START, holdings: result.start.holdings }, ...result.rounds.map((r) => ({ name: r.name, holdings: r.holdings }))];
  // Every holder of the last stage, in order; earlier stages lack the later investors (0 %).
  const holders = last.holdings.map((h, i) => ({ name: h.holder, label: h.label, color: COLORS[i] ?? "gray.7" }));
  const shareAt = (stage: (typeof stages)[number], holder: string) => stage.holdings.find((h) => h.holder === holder)?.share ?? 0;
  return (
    <>
      <Figures
        label="Funding rounds results"
        items={[
          { term: `Founders after the ${last.name}`, value: `${founders.share}%`, note: `${shares(founders.shares)} of ${shares(last.totalShares)} shares`, testId: "funding-founders-share" },
          { term: "Their stake's worth", value: usd(last.founderValue), note: `At $${last.price} a share`, testId: "funding-founders-value" },
          { term: `Post-money, ${last.name}`, value: usd(last.postMoney), note: `${shares(last.investorShares)} shares sold`, testId: "funding-post-money" },
        ]}
      />
      <FindingSentences id="funding-findings" findings={result.findings} testId="funding-findings" />

      <ScheduleSection name="funding-rounds" title="Each round">
        {/* Wider than a phone: the box scrolls, so it takes the keyboard's focus and is named. */}
        <DataTable label="Each round" caption="Each round's pool top-up, shares sold, price and valuations" testId="funding-rounds-table">
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">New pool shares</th>
              <th scope="col">Shares sold</th>
              <th scope="col">Price a share</th>
              <th scope="col">Post-money</th>
              <th scope="col">Pre-money after the pool</th>
              <th scope="col">Founders&rsquo; stake</th>
            </tr>
          </thead>
          <tbody>
            {result.rounds.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td>{shares(r.newPoolShares)}</td>
                <td>{shares(r.investorShares)}</td>
                <td>${r.price}</td>
                <td>{usd(r.postMoney)}</td>
                <td>{usd(r.effectivePreMoney)}</td>
                <td>{usd(r.founderValue)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </ScheduleSection>

      <ChartFigure
        id="funding-ownership"
        title="Who owns the company, round by round"
        summary={stages.map((s) => `${s.name}: founders ${shareAt(s, "founders")}%`).join(", ")}
        chart={<OwnershipChart points={stages.map((s) => ({ stage: s.name, ...Object.fromEntries(holders.map((h) => [h.name, shareAt(s, h.name)])) }))} series={holders} />}
        table={
          <table className="data-table figures-table" data-testid="funding-ownership-table">
            <caption className="visually-hidden">Each holder's share of the company at each stage</caption>
            <thead>
              <tr>
                <th scope="col">Holder</th>
                {stages.map((s) => (
                  <th key={s.name} scope="col">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {holders.map((h) => (
                <tr key={h.name}>
                  <th scope="row">{h.label}</th>
                  {stages.map((s) => (
                    <td key={s.name}>{shareAt(s, h.name)}%</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <PointsSection id="funding-steps" title="Raising a round" points={result.steps} testId="funding-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
