// Federal tax estimates per second, in-process on one core (issue "Tax" §1: target over 50,000).
// Standalone: `npx tsx scripts/bench/tax-throughput.ts` (TAX_BENCH_ESTIMATES sets how many).
// `npm run bench` adds the figures to its report.
import { pathToFileURL } from "node:url";
import { taxEstimateRequestSchema, toTaxEstimateResponse, type TaxEstimateRequest } from "../../core/contracts/tax";
import { estimateFederalTax, type FederalTaxInput } from "../../core/tax/estimate-federal-tax";
import { FILING_STATUSES } from "../../core/tax/federal-tax-tables";

export const TAX_THROUGHPUT_TARGET = 50_000;

/** A spread of returns: every status and year, wages only up to every item filled in. */
function sampleRequests(): TaxEstimateRequest[] {
  const requests: TaxEstimateRequest[] = [];
  for (const taxYear of [2025, 2026] as const) {
    for (const filingStatus of FILING_STATUSES) {
      for (let i = 0; i < 8; i += 1) {
        const scale = (i + 1) * 37_500;
        requests.push({
          taxYear,
          filingStatus,
          taxpayerAge65OrOlder: i % 3 === 0,
          spouseAge65OrOlder: i % 4 === 0,
          dependents: { qualifyingChildren: i % 4, otherDependents: i % 2 },
          income: {
            wages: scale,
            taxableInterest: i * 1_000,
            ordinaryDividends: i * 2_000,
            qualifiedDividends: i * 1_500,
            shortTermCapitalGains: i % 2 ? -4_000 : 2_500,
            longTermCapitalGains: i * 12_000,
            selfEmploymentIncome: i % 2 ? scale / 2 : 0,
          },
          adjustments: { traditionalIra: i % 2 ? 7_000 : 0, hsa: 3_000 },
          itemized: i % 2 ? { stateAndLocalTaxes: scale / 10, mortgageInterest: scale / 8, charitable: 2_000, medical: 6_000 } : null,
          payments: { withholding: scale / 6 },
        });
      }
    }
  }
  return requests;
}

export type TaxThroughput = { estimates: number; seconds: number; estimatesPerSecond: number; withValidationPerSecond: number };

function timed(count: number, run: (i: number) => unknown): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i += 1) run(i);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * Times `count` estimates of the pure function (the input already in cents), and as many through
 * the request schema and the response shape, as the API does them. A warm-up run comes first.
 */
export function measureTaxThroughput(count = 200_000): TaxThroughput {
  const requests = sampleRequests();
  const inputs: FederalTaxInput[] = requests.map((r) => taxEstimateRequestSchema.parse(r));
  let sink = 0;
  const estimate = (i: number) => (sink += estimateFederalTax(inputs[i % inputs.length]!).totalTax);
  const full = (i: number) => (sink += toTaxEstimateResponse(estimateFederalTax(taxEstimateRequestSchema.parse(requests[i % requests.length]))).lines.length);
  timed(Math.min(20_000, count), estimate);
  timed(Math.min(5_000, count), full);
  const seconds = timed(count, estimate);
  const fullSeconds = timed(Math.max(1, Math.floor(count / 4)), full);
  if (sink === -1) console.log(sink); // keeps the work observable
  return {
    estimates: count,
    seconds: Math.round(seconds * 1000) / 1000,
    estimatesPerSecond: Math.round(count / seconds),
    withValidationPerSecond: Math.round(Math.max(1, Math.floor(count / 4)) / fullSeconds),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = Number(process.env.TAX_BENCH_ESTIMATES ?? 200_000);
  const result = measureTaxThroughput(count);
  console.log(
    `${result.estimates} federal tax estimates in ${result.seconds} s: ${result.estimatesPerSecond.toLocaleString("en-US")} estimates/s ` +
      `(target over ${TAX_THROUGHPUT_TARGET.toLocaleString("en-US")}: ${result.estimatesPerSecond > TAX_THROUGHPUT_TARGET ? "met" : "NOT met"}); ` +
      `with request validation and the response shape: ${result.withValidationPerSecond.toLocaleString("en-US")}/s.`,
  );
}
