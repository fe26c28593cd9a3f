import type { TrustPlanningResponse } from "#core/contracts/trust-planning";
import { ESTATE_ROUTE_TITLES } from "#core/messages/estate";
import { GIFT_CHOICE_LABELS } from "#core/messages/trust-planning";
import { OptionsBars } from "~/components/comparison/OptionsBars";
import { Assumptions } from "~/components/planning/Assumptions";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { usd, usdWithMinus } from "~/utils/calculators";

type Irrevocable = NonNullable<TrustPlanningResponse["irrevocable"]>;
type GiftChoice = { key: "kept" | "given"; label: string; estateTax: string; giftTax: string; heirsTax: string };

/** The money kept (its growth taxed in the estate, stepped up for the heirs) beside the gift made. */
function giftChoices(gift: Irrevocable): GiftChoice[] {
  return [
    { key: "kept", label: GIFT_CHOICE_LABELS.kept, estateTax: gift.estateTaxKept, giftTax: "0.00", heirsTax: "0.00" },
    { key: "given", label: GIFT_CHOICE_LABELS.given, estateTax: gift.estateTaxGiven, giftTax: gift.giftTax, heirsTax: gift.heirsGainTax },
  ];
}

/** The trust planning answer: probate against the trust, the funding table, and an irrevocable gift's taxes. */
export function TrustPlanningResults({ result }: { result: TrustPlanningResponse }) {
  const { inputs, irrevocable: gift } = result;
  const feeNote = inputs.fees === "california" ? "California's statutory fees, attorney and executor" : `${inputs.rate}% of the probate estate`;
  return (
    <>
      <Figures
        label="Trust planning results"
        items={[
          { term: "Through probate today", value: usd(result.probate), note: "What passes under your will", testId: "trust-probate" },
          { term: "Probate's fees", value: usd(result.probateFees), note: feeNote, testId: "trust-probate-fees" },
          { term: "Saved by funding the trust", value: usdWithMinus(result.netSaving), note: `After ${usd(inputs.cost)} to draft and fund it`, testId: "trust-saving" },
        ]}
      />
      <FindingSentences id="trust-planning-findings" findings={result.findings} testId="trust-planning-findings" />

      <ScheduleSection name="trust-funding" title="Funding the trust, item by item">
        {/* Wider than a phone: the box scrolls, so it takes the keyboard's focus and is named. */}
        <DataTable label="Funding the trust, item by item" caption="What you own, how it is held, and what to do with it to fund the trust" testId="trust-funding-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Value</th>
              <th scope="col">Held today</th>
              <th scope="col">To do</th>
              <th scope="col">How</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.asset}>
                <th scope="row">{row.label}</th>
                <td>{usd(row.value)}</td>
                <td>{ESTATE_ROUTE_TITLES[row.route]}</td>
                <td>{row.action === "retitle" || row.action === "name-beneficiary" ? <strong>{row.actionLabel}</strong> : row.actionLabel}</td>
                <td>{row.action === "retitle" || row.action === "name-beneficiary" ? row.how : "Nothing to move."}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </ScheduleSection>

      {gift ? (
        <OptionsBars
          id="trust-gift-taxes"
          title="The irrevocable trust's gift: taxes with and without it"
          summary={`${GIFT_CHOICE_LABELS.kept}: ${usd(gift.estateTaxKept)} of estate tax. ${GIFT_CHOICE_LABELS.given}: ${usd(gift.estateTaxGiven)} of estate tax and ${usd(gift.giftTax)} of gift tax; the heirs could owe up to ${usd(gift.heirsGainTax)} on the growth when they sell.`}
          caption="The taxes with the money kept and with the gift made"
          choiceHeader="Choice"
          options={giftChoices(gift)}
          // The trade: estate tax saved against the heirs' tax for want of a step-up; the gift tax, often none, in the table.
          bars={[
            { label: "Estate tax", amount: (c) => c.estateTax },
            { label: "Heirs' tax on the growth, if sold", amount: (c) => c.heirsTax },
          ]}
          more={[{ label: "Gift tax now", amount: (c) => c.giftTax }]}
        />
      ) : null}

      <PointsSection id="trust-planning-steps" title="Setting up and funding a living trust" points={result.steps} testId="trust-planning-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
