import { ROUND_NUMBERS, type FundingRoundsQuery, type FundingRoundsResponse } from "../../../core/contracts/funding-rounds";
import { fundingRounds, type FundingRound, type Holding } from "../../../core/entrepreneurship/funding-rounds";
import { FUNDING_ASSUMPTIONS, FUNDING_DISCLAIMER, FUNDING_FINDINGS as F, FUNDING_STEPS, holderLabel, ROUND_NAMES } from "../../../core/messages/funding-rounds";
import { centsToDecimalString as d } from "../../../core/money";

/** Four decimals of a dollar, from ten-thousandths. */
const priceOf = (tenThousandths: number) => `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, "0")}`;

const holdingsOut = (holdings: Holding[]) => holdings.map((h) => ({ holder: String(h.holder), label: holderLabel(h.holder), shares: h.shares, share: h.shareBp / 100 }));

/** The rounds a validated query gives, in order (the contract refuses gaps and half-given rounds). */
function roundsOf(q: FundingRoundsQuery): FundingRound[] {
  const rounds: FundingRound[] = [];
  for (const n of ROUND_NUMBERS) {
    const pre = q[`pre${n}`];
    const raise = q[`raise${n}`];
    if (pre === undefined || raise === undefined) break;
    rounds.push({ preMoneyCents: pre, raiseCents: raise, poolBp: q[`pool${n}`] });
  }
  return rounds;
}

/** The funding rounds answer to a validated query. */
export function fundingRoundsAnswer(q: FundingRoundsQuery): FundingRoundsResponse {
  const rounds = roundsOf(q);
  const plan = fundingRounds({ founderShares: q.founders, poolShares: q.pool, rounds });
  const last = plan.rounds.at(-1)!;
  const findings = [F.kept(last.holdings[0]!.shareBp, plan.rounds.length, last.founderValueCents)];
  plan.rounds.forEach((outcome, i) => {
    const name = ROUND_NAMES[i]!;
    findings.push(outcome.newPoolShares > 0 ? F.shuffle(name, outcome.newPoolShares, rounds[i]!.preMoneyCents, outcome.effectivePreMoneyCents) : F.noShuffle(name));
    const earlier = plan.rounds[i - 1];
    if (earlier && outcome.priceTenThousandths < earlier.priceTenThousandths) findings.push(F.stepDown(name, `$${priceOf(outcome.priceTenThousandths)}`, `$${priceOf(earlier.priceTenThousandths)}`));
  });
  return {
    inputs: { founders: q.founders, pool: q.pool, rounds: rounds.map((r, i) => ({ name: ROUND_NAMES[i]!, preMoney: d(r.preMoneyCents), raise: d(r.raiseCents), pool: r.poolBp / 100 })) },
    start: { totalShares: plan.start.totalShares, holdings: holdingsOut(plan.start.holdings) },
    rounds: plan.rounds.map((r, i) => ({
      name: ROUND_NAMES[i]!,
      newPoolShares: r.newPoolShares,
      investorShares: r.investorShares,
      totalShares: r.totalShares,
      price: priceOf(r.priceTenThousandths),
      postMoney: d(r.postMoneyCents),
      effectivePreMoney: d(r.effectivePreMoneyCents),
      founderValue: d(r.founderValueCents),
      holdings: holdingsOut(r.holdings),
    })),
    findings,
    steps: [...FUNDING_STEPS],
    assumptions: [...FUNDING_ASSUMPTIONS],
    disclaimer: FUNDING_DISCLAIMER,
  };
}
