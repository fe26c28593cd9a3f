import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { breakEvenResponseSchema, collegeResponseSchema, disabilityResponseSchema, growthResponseSchema, liabilityResponseSchema, lifeInsuranceResponseSchema, loanResponseSchema, retirementResponseSchema, savingsResponseSchema } from "../../../core/contracts/planning";
import { estateResponseSchema } from "../../../core/contracts/estate";
import { ESTATE_STEPS } from "../../../core/messages/estate";
import { LIABILITY_NOTES } from "../../../core/messages/planning";
import { addMonths, todayIn } from "../../../core/planning/dates";
import { openTestApi, registerAndSignIn } from "../../../tests/support/test-api";
import { investorAccounts, investorAssessments, users } from "../../db/schema";

let t: Awaited<ReturnType<typeof openTestApi>>;
let passenger: Awaited<ReturnType<typeof registerAndSignIn>>;
let bronze: Awaited<ReturnType<typeof registerAndSignIn>>;

beforeAll(async () => {
  t = await openTestApi();
  passenger = await registerAndSignIn(t, "plannerp");
  bronze = await registerAndSignIn(t, "plannerb");
  // Opening an investor account makes a member Bronze (requirements §6).
  expect((await bronze.call("/api/investor/account/open", { method: "POST" })).status).toBe(200);
});
afterAll(() => t.database.close());

const LOAN = "/api/planning/calculators/loan";
const RETIREMENT = "/api/planning/calculators/retirement";
const SAVINGS = "/api/planning/calculators/savings";
const COLLEGE = "/api/planning/calculators/college";
const GROWTH = "/api/planning/calculators/growth";
const LIFE = "/api/planning/calculators/life-insurance";
const BREAK_EVEN = "/api/planning/calculators/break-even";
const DISABILITY = "/api/planning/calculators/disability";
const ESTATE = "/api/planning/calculators/estate";
const LIABILITY = "/api/planning/calculators/liability";
const query = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

async function badRequest(path: string, fields: Record<string, string | number>): Promise<string> {
  const response = await bronze.call(`${path}?${query(fields)}`);
  expect(response.status, `${path}?${query(fields)}`).toBe(400);
  const body = await response.json();
  expect(body).toMatchObject({ success: false, errorCode: "BadRequest" });
  return body.message as string;
}

describe("planning calculators: who may use them", () => {
  it("need a session (401) and Bronze (403 TierRequired for a Passenger)", async () => {
    for (const path of [LOAN, RETIREMENT, SAVINGS, COLLEGE, GROWTH, LIFE, BREAK_EVEN, DISABILITY, ESTATE, LIABILITY]) {
      expect((await t.api.request(`${path}?principal=1000&rate=5&years=1`)).status).toBe(401);
      const locked = await passenger.call(`${path}?principal=1000&rate=5&years=1`);
      expect(locked.status).toBe(403);
      const body = await locked.json();
      expect(body).toMatchObject({ success: false, errorCode: "TierRequired", data: { feature: "calculators", requiredTier: "Bronze" } });
    }
  });
});

describe("loan calculator", () => {
  it("answers the hand-checked mortgage: $200,000 at 6 % over 30 years", async () => {
    const response = await bronze.call(`${LOAN}?${query({ principal: 200000, rate: 6, years: 30, start: "2026-01-01" })}`);
    expect(response.status).toBe(200);
    const data = loanResponseSchema.parse((await response.json()).data);
    expect(data.monthlyPayment).toBe("1199.10");
    expect(data.withExtra).toMatchObject({ months: 360, payoffDate: "2056-01-01" });
    expect(data.interestSaved).toBe("0.00");
    // First month: interest 200,000 × 0.005 = 1,000.00; principal 199.10; balance 199,800.90.
    expect(data.schedule).toMatchObject({ page: 1, size: 12, total: 360 });
    expect(data.schedule.items).toHaveLength(12);
    expect(data.schedule.items[0]).toEqual({ month: 1, date: "2026-02-01", payment: "1199.10", interest: "1000.00", principal: "199.10", balance: "199800.90" });
    expect(data.balanceChart).toHaveLength(31);
    expect(data.assumptions.join(" ")).toContain("6%");
    expect(data.disclaimer).toContain("not advice");
  });

  it("pages the amortization table and shows what the extra payment saves", async () => {
    // $10,000 at 12 % over 1 year with $1,000 extra: 6 payments, $333.73 of interest saved (see core tests).
    const response = await bronze.call(`${LOAN}?${query({ principal: 10000, rate: 12, years: 1, extra: 1000, start: "2026-01-15", page: 2, size: 4 })}`);
    const data = loanResponseSchema.parse((await response.json()).data);
    expect(data.interestSaved).toBe("333.73");
    expect(data.monthsSaved).toBe(6);
    expect(data.withExtra.payoffDate).toBe("2026-07-15");
    expect(data.schedule.total).toBe(6);
    expect(data.schedule.items.map((r) => r.month)).toEqual([5, 6]);
    expect(data.schedule.items.at(-1)).toMatchObject({ payment: "885.68", balance: "0.00" });
  });

  it("starts today in the member's time zone when no start is given", async () => {
    const data = (await (await bronze.call(`${LOAN}?principal=1000&rate=0&years=1`)).json()).data;
    expect(data.inputs.start).toBe(todayIn("UTC"));
  });

  it("refuses bad input, naming the field", async () => {
    expect(await badRequest(LOAN, { rate: 5, years: 10 })).toBe("principal: is required");
    expect(await badRequest(LOAN, { principal: "lots", rate: 5, years: 10 })).toBe("principal: must be a number");
    expect(await badRequest(LOAN, { principal: 100_000_001, rate: 5, years: 10 })).toBe("principal: must be at most 100,000,000");
    expect(await badRequest(LOAN, { principal: 1000, rate: 31, years: 10 })).toBe("rate: must be at most 30");
    expect(await badRequest(LOAN, { principal: 1000, rate: 5, years: 51 })).toBe("years: must be at most 50");
    expect(await badRequest(LOAN, { principal: 1000, rate: 5, years: 2.5 })).toBe("years: must be a whole number");
    expect(await badRequest(LOAN, { principal: 1000, rate: 5, years: 10, start: "2026-02-30" })).toBe("start: must be a date written YYYY-MM-DD");
    expect(await badRequest(LOAN, { principal: 1000, rate: 5, years: 10, extra: -1 })).toBe("extra: must be at least 0");
    expect(await badRequest(LOAN, { principal: 1000, rate: 5, years: 10, size: 500 })).toBe("size: must be at most 120");
    expect(await badRequest(LOAN, { principal: "Infinity", rate: 5, years: 10 })).toBe("principal: must be a number");
    expect(await badRequest(LOAN, { principal: "1000.005", rate: 5, years: 10 })).toBe("principal: must have at most 2 decimals");
    expect(await badRequest(LOAN, { principal: "1e5", rate: 5, years: 10 })).toBe("principal: must be a number");
    expect(await badRequest(LOAN, { principal: "9".repeat(400), rate: 5, years: 10 })).toBe("principal: must be at most 100,000,000");
  });

  it("reads amounts with cents exactly and echoes them as decimal strings", async () => {
    const data = loanResponseSchema.parse((await (await bronze.call(`${LOAN}?${query({ principal: "1000.29", rate: 0, years: 1, extra: "0.1" })}`)).json()).data);
    expect(data.inputs).toMatchObject({ principal: "1000.29", extra: "0.10" });
    // 100,029 cents over 12 months at 0 %: 8,336 cents (8,335.75 rounded), plus the 10 cents extra.
    expect(data.monthlyPayment).toBe("83.36");
    expect(data.schedule.items[0]).toMatchObject({ payment: "83.46", interest: "0.00" });
  });
});

describe("retirement calculator", () => {
  const toy = { currentAge: 65, retirementAge: 65, lifeExpectancy: 68, savings: 100000, withdrawal: 10000, rule: "guardrails", return: 0, volatility: 0, inflation: 0, paths: 1000 };

  it("answers the hand-checked guardrail toy path", async () => {
    // $100,000, $10,000 a year at 0 %: 90,000 at 66 (11.1 %, keep), 80,000 at 67 (12.5 % > 12 %:
    // cut to 9,000), 71,000 at 68. Zero volatility: every path is the projection.
    const response = await bronze.call(`${RETIREMENT}?${query(toy)}`);
    expect(response.status).toBe(200);
    const data = retirementResponseSchema.parse((await response.json()).data);
    expect(data.projection.years.map((y) => y.withdrawals)).toEqual(["10000.00", "10000.00", "9000.00"]);
    expect(data.projection.endBalance).toBe("71000.00");
    expect(data.simulation).toMatchObject({ paths: 1000, seed: 1, successProbability: 1 });
    expect(data.simulation.bands.at(-1)).toEqual({ age: 68, p10: "71000.00", p25: "71000.00", p50: "71000.00", p75: "71000.00", p90: "71000.00" });
    expect(data.inputs.savingsSource).toBe("entered");
    expect(data.assumptions[0]).toContain("today's dollars");
    expect(data.assumptions.join(" ")).toContain("cut by 10%");
  });

  it("defaults to 5,000 seeded paths: the same URL gives the same answer", async () => {
    const url = `${RETIREMENT}?${query({ currentAge: 40, retirementAge: 65, lifeExpectancy: 90, savings: 100000, contribution: 1000, withdrawal: 60000, socialSecurity: 20000 })}`;
    const first = (await (await bronze.call(url)).json()).data;
    const second = (await (await bronze.call(url)).json()).data;
    expect(first.simulation.paths).toBe(5000);
    expect(second).toEqual(first);
    expect(first.simulation.successProbability).toBeGreaterThan(0);
    expect(first.inputs).toMatchObject({ return: 6, volatility: 12, inflation: 2.5, rule: "constant", withdrawalRate: null });
  });

  it("prefills today's savings from the member's assets on the platform", async () => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, bronze.username));
    await t.database.db.update(investorAccounts).set({ cashCents: 10_000_00, holdingsCents: 2_500_00 }).where(eq(investorAccounts.userId, user!.id));
    const data = (await (await bronze.call(`${RETIREMENT}?currentAge=60&retirementAge=65&lifeExpectancy=70&paths=1000`)).json()).data;
    expect(data.inputs).toMatchObject({ savings: "12500.00", savingsSource: "platform", withdrawalRate: 4, withdrawal: null });
    expect(data.projection.years[0].startBalance).toBe("12500.00");
    expect(data.assumptions.join(" ")).toContain("your assets on the platform");
  });

  it("lets the process serve other work while it simulates (decision 028)", async () => {
    // Other work of the process: a callback that asks for the event loop's next turn again and again.
    let turns = 0;
    let running = true;
    const other = () => {
      if (!running) return;
      turns += 1;
      setImmediate(other);
    };
    setImmediate(other);
    const response = await bronze.call(`${RETIREMENT}?${query({ currentAge: 20, retirementAge: 65, lifeExpectancy: 100, paths: 10000 })}`);
    running = false;
    expect(response.status).toBe(200);
    // 80 simulated years of 10,000 paths, 100 ms or more, in slices of about 4 ms: a turn between
    // each two. Run at once, the simulation would leave only the few turns of the reads around it.
    expect(turns).toBeGreaterThanOrEqual(15);
  });

  it("stays fast at the largest simulation allowed", async () => {
    const started = Date.now();
    const response = await bronze.call(`${RETIREMENT}?${query({ currentAge: 18, retirementAge: 67, lifeExpectancy: 98, savings: 100_000_000, contribution: 1_000_000, paths: 10000, volatility: 50, return: 20 })}`);
    expect(response.status).toBe(200);
    expect((await response.json()).data.simulation.bands).toHaveLength(81);
    expect(Date.now() - started).toBeLessThan(4_000); // about 0.4 s on a quiet core
  });

  it("refuses a projection too large to show to the cent, rather than round it", async () => {
    const huge = { currentAge: 18, retirementAge: 97, lifeExpectancy: 98, savings: 100_000_000, contribution: 1_000_000, return: 20, inflation: 0, volatility: 0, paths: 1000 };
    expect(await badRequest(RETIREMENT, huge)).toMatch(/^return: grows the savings past \$90 trillion/);
  });

  it("refuses bad input, naming the field", async () => {
    const ok = { currentAge: 40, retirementAge: 65, lifeExpectancy: 90 };
    expect(await badRequest(RETIREMENT, { ...ok, retirementAge: 39 })).toBe("retirementAge: must be the current age or later");
    expect(await badRequest(RETIREMENT, { ...ok, lifeExpectancy: 65 })).toBe("lifeExpectancy: must be later than the retirement age");
    expect(await badRequest(RETIREMENT, { currentAge: 18, retirementAge: 65, lifeExpectancy: 99 })).toBe("lifeExpectancy: must be at most 80 years after the current age");
    expect(await badRequest(RETIREMENT, { ...ok, currentAge: 17 })).toBe("currentAge: must be at least 18");
    expect(await badRequest(RETIREMENT, { ...ok, paths: 999 })).toBe("paths: must be at least 1,000");
    expect(await badRequest(RETIREMENT, { ...ok, paths: 10001 })).toBe("paths: must be at most 10,000");
    expect(await badRequest(RETIREMENT, { ...ok, seed: -1 })).toBe("seed: must be at least 0");
    expect(await badRequest(RETIREMENT, { ...ok, rule: "yolo" })).toBe("rule: must be constant, percentage or guardrails");
    expect(await badRequest(RETIREMENT, { ...ok, withdrawal: 50000, withdrawalRate: 4 })).toBe(
      "withdrawalRate: give a yearly amount (withdrawal) or a rate (withdrawalRate), not both",
    );
    expect(await badRequest(RETIREMENT, { ...ok, volatility: 51 })).toBe("volatility: must be at most 50");
  });
});

describe("savings goal calculator", () => {
  it("answers the hand-checked goal: $10,000 in 12 months at 12 %", async () => {
    // (1.01^12 − 1) / 0.01 = 12.682503; 10,000 / 12.682503 = 788.4879 → $788.49 a month.
    const date = addMonths(todayIn("UTC"), 12);
    const response = await bronze.call(`${SAVINGS}?${query({ target: 10000, date, savings: 0, return: 12 })}`);
    expect(response.status).toBe(200);
    const data = savingsResponseSchema.parse((await response.json()).data);
    expect(data).toMatchObject({ monthly: "788.49", months: 12, reachedWithoutSaving: false });
    expect(data.assumptions.join(" ")).toContain("12 months");
  });

  it("at 0 % divides what is missing by the months", async () => {
    const date = addMonths(todayIn("UTC"), 24);
    const data = (await (await bronze.call(`${SAVINGS}?${query({ target: 12000, date, savings: 2400 })}`)).json()).data;
    expect(data.monthly).toBe("400.00"); // (12,000 − 2,400) / 24
  });

  it("refuses bad input, naming the field", async () => {
    const today = todayIn("UTC");
    expect(await badRequest(SAVINGS, { target: 1000, date: today })).toBe("date: must be at least one month from today");
    expect(await badRequest(SAVINGS, { target: 1000, date: addMonths(today, 601) })).toBe("date: must be within 50 years from today");
    expect(await badRequest(SAVINGS, { target: 1000 })).toBe("date: is required");
    expect(await badRequest(SAVINGS, { target: 0, date: addMonths(today, 12) })).toBe("target: must be at least 1");
    expect(await badRequest(SAVINGS, { target: 1000, date: "tomorrow" })).toBe("date: must be a date written YYYY-MM-DD");
    expect(await badRequest(SAVINGS, { target: 1000, date: addMonths(today, 12), return: 25 })).toBe("return: must be at most 20");
  });
});

describe("college savings calculator", () => {
  const thisYear = Number(todayIn("UTC").slice(0, 4));

  it("answers the hand-checked plan: two years of $10,000 a year from now, at 12 %", async () => {
    // Needed at the start: 10,000 + 10,000 / 1.01^12 = 18,874.4922 → $18,874.50; over 12 months at
    // 1 % a month: 18,874.50 / 12.682503 = 1,488.2318 → $1,488.24.
    const response = await bronze.call(`${COLLEGE}?${query({ cost: 10000, years: 1, study: 2, growth: 0, return: 12 })}`);
    expect(response.status).toBe(200);
    const data = collegeResponseSchema.parse((await response.json()).data);
    expect(data).toMatchObject({ totalCost: "20000.00", neededAtStart: "18874.50", monthly: "1488.24", months: 12, contributions: "17858.88", reachedWithoutSaving: false });
    expect(data.inputs).toMatchObject({ cost: "10000.00", costSource: "entered", school: "public-in-state" });
    expect(data.startYear).toBe(thisYear + 1);
    expect(data.years).toEqual([
      { year: 1, academicYear: `${thisYear + 1}–${String((thisYear + 2) % 100).padStart(2, "0")}`, cost: "10000.00" },
      { year: 2, academicYear: `${thisYear + 2}–${String((thisYear + 3) % 100).padStart(2, "0")}`, cost: "10000.00" },
    ]);
    // Built up to 18,874.61 by college, 8,874.61 after the first bill, 13 cents after the last.
    expect(data.balances.map((b) => [b.yearsFromNow, b.year, b.paid, b.balance])).toEqual([
      [0, thisYear, "0.00", "0.00"],
      [1, thisYear + 1, "10000.00", "8874.61"],
      [2, thisYear + 2, "10000.00", "0.13"],
    ]);
    expect(data.assumptions.join(" ")).toContain("as you entered it");
  });

  it("uses the school type's 2025–26 average when no cost is given, and compares other outcomes", async () => {
    // Public out-of-state: $50,920 a year; 0 % everywhere: 4 × 50,920 = 203,680 over 10 × 12 months
    // = 1,697.333… → $1,697.34; the same with 2 points of return either side, since at 0 % the
    // comparison rows ask −2 % and +2 %; saving from 2 years later: 203,680 / 96 = $2,121.67.
    const data = collegeResponseSchema.parse(
      (await (await bronze.call(`${COLLEGE}?${query({ school: "public-out-of-state", years: 10, growth: 0 })}`)).json()).data,
    );
    expect(data.inputs).toMatchObject({ cost: "50920.00", costSource: "average", study: 4, return: 0, savings: "0.00" });
    expect(data).toMatchObject({ totalCost: "203680.00", monthly: "1697.34", months: 120 });
    expect(data.compare.map((row) => [row.key, row.return, row.savingYears])).toEqual([
      ["as-entered", 0, 10],
      ["lower-return", -2, 10],
      ["higher-return", 2, 10],
      ["later-start", 0, 8],
    ]);
    expect(data.compare[0]!.monthly).toBe("1697.34");
    expect(data.compare[3]!.monthly).toBe("2121.67");
    // Less return asks more each month, more return less.
    expect(Number(data.compare[1]!.monthly)).toBeGreaterThan(1697.34);
    expect(Number(data.compare[2]!.monthly)).toBeLessThan(1697.34);
    expect(data.assumptions[0]).toBe(
      "A year of college costs $50,920 today: the 2025–26 average cost of attendance of a full-time out-of-state student at a public four-year college, living on campus " +
        "(tuition, fees, housing, food, books, transportation and personal expenses; College Board, Trends in College Pricing and Student Aid 2025).",
    );
    // The default growth is 4 %: a year of a public in-state college ten years out is 30,990 × 1.04^10 = 30,990 × 1.4802443 = 45,872.77.
    const rising = collegeResponseSchema.parse((await (await bronze.call(`${COLLEGE}?years=10&study=1`)).json()).data);
    expect(rising.inputs).toMatchObject({ growth: 4, cost: "30990.00" });
    expect(rising.years[0]!.cost).toBe("45872.77");
    // With a year or two to go, there is no "later" to compare.
    const soon = collegeResponseSchema.parse((await (await bronze.call(`${COLLEGE}?years=2`)).json()).data);
    expect(soon.compare.map((row) => row.key)).toEqual(["as-entered", "lower-return", "higher-return"]);
  });

  it("needs nothing a month when today's savings are enough", async () => {
    const data = (await (await bronze.call(`${COLLEGE}?${query({ cost: 10000, years: 3, study: 1, growth: 0, savings: 12000 })}`)).json()).data;
    expect(data).toMatchObject({ monthly: "0.00", reachedWithoutSaving: true });
    expect(data.balances.at(-1).balance).toBe("2000.00");
  });

  it("refuses bad input, naming the field", async () => {
    expect(await badRequest(COLLEGE, {})).toBe("years: is required");
    expect(await badRequest(COLLEGE, { years: 0 })).toBe("years: must be at least 1");
    expect(await badRequest(COLLEGE, { years: 31 })).toBe("years: must be at most 30");
    expect(await badRequest(COLLEGE, { years: 2.5 })).toBe("years: must be a whole number");
    expect(await badRequest(COLLEGE, { years: 5, school: "online" })).toBe("school: must be public-in-state, public-out-of-state or private");
    expect(await badRequest(COLLEGE, { years: 5, cost: 0 })).toBe("cost: must be at least 1");
    expect(await badRequest(COLLEGE, { years: 5, cost: "12.345" })).toMatch(/^cost: /);
    expect(await badRequest(COLLEGE, { years: 5, study: 11 })).toBe("study: must be at most 10");
    expect(await badRequest(COLLEGE, { years: 5, growth: -1 })).toBe("growth: must be at least 0");
    expect(await badRequest(COLLEGE, { years: 5, return: 21 })).toBe("return: must be at most 20");
  });
});

describe("hostile queries", () => {
  const HOSTILE = ["", " ", "NaN", "-0", "-1", "0", "1e308", "-1e308", "Infinity", "0x10", "1_000", "9".repeat(400), "%", "%zz", "__proto__", "null", "[]", "2026-13-01", "0000-00-00", "10000", "4294967296", "100", "99.999", "1e-300", "5e-324"];
  const fields = {
    [LOAN]: ["principal", "rate", "years", "extra", "start", "page", "size"],
    [RETIREMENT]: ["currentAge", "retirementAge", "lifeExpectancy", "savings", "contribution", "return", "volatility", "inflation", "withdrawal", "withdrawalRate", "socialSecurity", "rule", "paths", "seed"],
    [SAVINGS]: ["target", "date", "savings", "return"],
    [COLLEGE]: ["school", "cost", "years", "study", "growth", "savings", "return"],
    [ESTATE]: ["year", "home", "homeBy", "accounts", "accountsBy", "retirement", "retirementBy", "insurance", "insuranceBy", "business", "businessBy", "other", "otherBy", "debts", "gifts", "spouse", "charity", "minors"],
  } as const;
  const valid: Record<string, Record<string, string>> = {
    [LOAN]: { principal: "250000", rate: "6.5", years: "30", extra: "200", start: "2026-03-01", page: "2", size: "12" },
    [RETIREMENT]: { currentAge: "18", retirementAge: "67", lifeExpectancy: "98", savings: "150000", contribution: "1500", withdrawal: "70000", rule: "guardrails", paths: "10000" },
    [SAVINGS]: { target: "50000", date: addMonths(todayIn("UTC"), 60), savings: "5000", return: "4" },
    [COLLEGE]: { school: "private", cost: "58000", years: "12", study: "4", growth: "4", savings: "5000", return: "6" },
    [ESTATE]: { year: "2026", home: "1000000000", homeBy: "trust", accounts: "1000000000", retirement: "1000000000", insurance: "1000000000", business: "1000000000", businessBy: "joint", other: "1000000000", gifts: "1000000000", minors: "20" },
  };

  const schemas = { [LOAN]: loanResponseSchema, [RETIREMENT]: retirementResponseSchema, [SAVINGS]: savingsResponseSchema, [COLLEGE]: collegeResponseSchema, [ESTATE]: estateResponseSchema };

  it("answer 200 with a well-formed answer or a 400 naming the field, never 5xx, and quickly", async () => {
    for (const path of [LOAN, RETIREMENT, SAVINGS, COLLEGE, ESTATE] as const) {
      let answered = 0;
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields[path]), fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 12 }))), async (bent) => {
          const raw = Object.entries({ ...valid[path], ...bent }).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
          const started = Date.now();
          const response = await bronze.call(`${path}?${raw}`);
          expect(Date.now() - started).toBeLessThan(4_000); // the fuzzer's deadline is 5 s
          expect([200, 400]).toContain(response.status);
          const body = await response.json();
          if (response.status === 400) expect(body.message).toMatch(/^[A-Za-z]+: /);
          else {
            answered += 1;
            expect(schemas[path].safeParse(body.data).error).toBeUndefined();
          }
        }),
        { numRuns: path === RETIREMENT ? 30 : 120, seed: 20_260_601 },
      );
      expect(answered, `${path}: some bent queries are still valid`).toBeGreaterThan(0);
    }
  });
});

describe("retirement calculator: return and volatility from the risk profile", () => {
  it("takes them from the latest assessment when the query leaves them out, and the query's own values first", async () => {
    const member = await registerAndSignIn(t, "plannerr");
    expect((await member.call("/api/investor/account/open", { method: "POST" })).status).toBe(200);
    const url = `${RETIREMENT}?currentAge=50&retirementAge=65&lifeExpectancy=85&savings=1000&paths=1000`;
    // No assessment: a balanced portfolio's 6 % and 12 %.
    expect((await (await member.call(url)).json()).data.inputs).toMatchObject({ return: 6, volatility: 12, marketSource: "default", riskProfile: null });

    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, member.username));
    await t.database.db.insert(investorAssessments).values({ userId: user!.id, version: 1, answers: {}, score: 2, riskProfile: "conservative" });
    const conservative = (await (await member.call(url)).json()).data;
    expect(conservative.inputs).toMatchObject({ return: 4, volatility: 5, marketSource: "risk-profile", riskProfile: "conservative" });
    expect(conservative.assumptions.join(" ")).toContain("(from your risk profile: Conservative)");
    // One given, the other from the profile; both given: the profile is not used.
    expect((await (await member.call(`${url}&return=7`)).json()).data.inputs).toMatchObject({ return: 7, volatility: 5, marketSource: "risk-profile" });
    expect((await (await member.call(`${url}&return=7&volatility=9`)).json()).data.inputs).toMatchObject({ return: 7, volatility: 9, marketSource: "entered", riskProfile: null });
  });
});

describe("investment growth calculator", () => {
  it("answers the hand-checked year: $10,000 at 12 % with a 1.2 % fee, beside 0.12 % and none", async () => {
    // core/planning/investment-growth.test.ts: 10,000 × 1.01^12 = 11,268.25 with no fee; (1.01 × 0.999)^12 → 11,133.77;
    // (1.01 × 0.9999)^12 → 11,254.74; fees 127.38; the fee costs 11,268.25 − 11,133.77 = 134.48.
    const response = await bronze.call(`${GROWTH}?${query({ start: 10000, years: 1, return: 12, fee: 1.2, compareFee: 0.12 })}`);
    expect(response.status).toBe(200);
    const data = growthResponseSchema.parse((await response.json()).data);
    expect(data).toMatchObject({ balance: "11133.77", paidIn: "10000.00", growth: "1133.77", fees: "127.38", compareBalance: "11254.74", noFeeBalance: "11268.25", costOfFees: "134.48" });
    expect(data.inputs).toEqual({ start: "10000.00", monthly: "0.00", years: 1, return: 12, fee: 1.2, compareFee: 0.12 });
    expect(data.years.map((y) => [y.year, y.balance])).toEqual([
      [0, "10000.00"],
      [1, "11133.77"],
    ]);
    expect(data.assumptions.join(" ")).toContain("1.2% for your plan, 0.12% for the one beside it");
  });

  it("refuses bad input with the field's words", async () => {
    expect(await badRequest(GROWTH, { start: 1000 })).toBe("years: is required");
    expect(await badRequest(GROWTH, { years: 61 })).toBe("years: must be at most 60");
    expect(await badRequest(GROWTH, { years: 10, fee: 6 })).toBe("fee: must be at most 5");
    expect(await badRequest(GROWTH, { years: 10, monthly: "12.345" })).toContain("monthly:");
  });

  it("shows the largest plan the limits allow to the cent: $100 million and $1 million a month at 20 % for 60 years", async () => {
    const response = await bronze.call(`${GROWTH}?${query({ years: 60, start: 100000000, monthly: 1000000, return: 20 })}`);
    expect(response.status).toBe(200);
    const data = growthResponseSchema.parse((await response.json()).data);
    // About 100M × 1.01667^720 + 1M × (1.01667^720 − 1) / 0.01667: some $23 trillion, under the $90 trillion cents can hold.
    expect(data.balance).toMatch(/^2\d{13}\.\d{2}$/);
  });
});

describe("life insurance needs calculator", () => {
  it("answers the hand-checked family: 20 years of $60,000, debts and goals, less savings and cover held", async () => {
    // core/planning/life-insurance-need.test.ts: 1,200,000 + 260,000 + 15,000 + 100,000 − 75,000 − 500,000 = 1,000,000.
    const fields = { income: 60000, years: 20, return: 0, mortgage: 250000, debts: 10000, final: 15000, goals: 100000, savings: 75000, insured: 500000 };
    const response = await bronze.call(`${LIFE}?${query(fields)}`);
    expect(response.status).toBe(200);
    const data = lifeInsuranceResponseSchema.parse((await response.json()).data);
    expect(data).toMatchObject({ incomeNeed: "1200000.00", debtsNeed: "260000.00", needs: "1575000.00", resources: "575000.00", coverage: "1000000.00", surplus: "0.00" });
    expect(data.compare.map((row) => [row.key, row.return, row.years])).toEqual([
      ["as-entered", 0, 20],
      ["lower-return", -1, 20],
      ["higher-return", 1, 20],
      ["longer", 0, 25],
    ]);
    // Five more years at no return: 300,000 more.
    expect(data.compare[3]!.coverage).toBe("1300000.00");
    expect(data.assumptions[0]).toContain("at 0% a year above inflation");
  });

  it("refuses bad input with the field's words", async () => {
    expect(await badRequest(LIFE, { years: 20 })).toBe("income: is required");
    expect(await badRequest(LIFE, { income: 60000 })).toBe("years: is required");
    expect(await badRequest(LIFE, { income: 60000, years: 51 })).toBe("years: must be at most 50");
    expect(await badRequest(LIFE, { income: 60000, years: 20, return: 11 })).toBe("return: must be at most 10");
    expect(await badRequest(LIFE, { income: 60000, years: 20, insured: "-1" })).toBe("insured: must be at least 0");
  });
});

describe("break-even calculator", () => {
  it("answers the hand-checked shop: $40 a unit costing $15, $5,000 a month fixed, 300 sold", async () => {
    // core/planning/break-even.test.ts: 25 a unit (62.5 %), 200 units to break even, 2,500 a month, 8 months' payback.
    const response = await bronze.call(`${BREAK_EVEN}?${query({ price: 40, cost: 15, fixed: 5000, units: 300, startup: 20000, cash: 30000 })}`);
    expect(response.status).toBe(200);
    const data = breakEvenResponseSchema.parse((await response.json()).data);
    expect(data).toMatchObject({ contribution: "25.00", margin: 62.5, breakEvenUnits: 200, breakEvenRevenue: "8000.00", monthlyProfit: "2500.00", paybackMonths: 8, runwayMonths: null });
    expect(data.prices.map((p) => [p.price, p.margin, p.breakEvenUnits, p.monthlyProfit])).toEqual([
      ["36.00", 58.33, 239, "1300.00"],
      ["40.00", 62.5, 200, "2500.00"],
      ["44.00", 65.91, 173, "3700.00"],
    ]);
    expect(data.cases.map((k) => [k.key, k.units, k.monthlyProfit, k.cash[0], k.cash[1]])).toEqual([
      ["cautious", 240, "1000.00", "10000.00", "11000.00"],
      ["expected", 300, "2500.00", "10000.00", "12500.00"],
      ["optimistic", 360, "4000.00", "10000.00", "14000.00"],
    ]);
  });

  it("refuses bad input with the field's words", async () => {
    expect(await badRequest(BREAK_EVEN, { fixed: 5000, units: 300 })).toBe("price: is required");
    expect(await badRequest(BREAK_EVEN, { price: 0, fixed: 5000, units: 300 })).toBe("price: must be at least 0.01");
    expect(await badRequest(BREAK_EVEN, { price: 40, fixed: 5000, units: "2.5" })).toBe("units: must be a whole number");
    expect(await badRequest(BREAK_EVEN, { price: 40, fixed: 5000, units: 1000001 })).toBe("units: must be at most 1,000,000");
    expect(await badRequest(BREAK_EVEN, { price: 40, units: 300 })).toBe("fixed: is required");
  });
});

describe("disability cover calculator", () => {
  it("answers the hand-checked worker: 60 % of $6,000 capped at $3,000, taxed at 20 %, after 3 months", async () => {
    // core/planning/disability-need.test.ts: 2,400 after tax against 3,500 uncovered → 1,100 a month more; 75.55 % covered.
    const fields = { pay: 6000, expenses: 4500, otherIncome: 1000, benefit: 60, cap: 3000, tax: 20, waiting: 3, savings: 12000 };
    const response = await bronze.call(`${DISABILITY}?${query(fields)}`);
    expect(response.status).toBe(200);
    const data = disabilityResponseSchema.parse((await response.json()).data);
    expect(data).toMatchObject({ benefitHeld: "3000.00", benefitAfterTax: "2400.00", shortfall: "3500.00", gap: "1100.00", covered: 75.55, waitingCost: "10500.00", savingsMonths: 3 });
    expect(data.savingsPath.slice(0, 6)).toEqual(["12000.00", "8500.00", "5000.00", "1500.00", "400.00", "-700.00"]);
    expect(data.savingsPathCovered.at(-1)).toBe("1500.00");
    expect(data.inputs.cap).toBe("3000.00");
  });

  it("refuses bad input with the field's words", async () => {
    expect(await badRequest(DISABILITY, { expenses: 4500 })).toBe("pay: is required");
    expect(await badRequest(DISABILITY, { pay: 6000 })).toBe("expenses: is required");
    expect(await badRequest(DISABILITY, { pay: 6000, expenses: 4500, benefit: 101 })).toBe("benefit: must be at most 100");
    expect(await badRequest(DISABILITY, { pay: 6000, expenses: 4500, waiting: 25 })).toBe("waiting: must be at most 24");
    expect(await badRequest(DISABILITY, { pay: 6000, expenses: 4500, tax: 51 })).toBe("tax: must be at most 50");
  });
});

describe("liability cover calculator", () => {
  it("answers the hand-checked household: $1,040,000 a judgment could reach over 300/300 limits", async () => {
    // core/planning/liability-cover.test.ts's example: (600,000 − 100,000) + 250,000 + 50,000 +
    // 2 × 120,000 = 1,040,000; the lower limit 300,000 leaves 740,000, which a $1,000,000 umbrella covers.
    const fields = { home: 600000, homestead: 100000, savings: 250000, other: 50000, income: 120000, incomeYears: 2, auto: 300000, homeLiability: 300000 };
    const response = await bronze.call(`${LIABILITY}?${query(fields)}`);
    expect(response.status).toBe(200);
    const data = liabilityResponseSchema.parse((await response.json()).data);
    expect(data).toMatchObject({ exposedHome: "500000.00", incomeAtRisk: "240000.00", exposure: "1040000.00", underlying: "300000.00", held: "300000.00", gap: "740000.00", suggestedUmbrella: "1000000.00", moreUmbrella: "1000000.00" });
    expect(data.claims).toEqual([
      { key: "auto", cover: "300000.00", uncovered: "740000.00" },
      { key: "home", cover: "300000.00", uncovered: "740000.00" },
    ]);
    expect(data.inputs).toMatchObject({ umbrella: "0.00", incomeYears: 2 });
    // Both limits meet what insurers ask for: only the note on what makes a claim likelier.
    expect(data.notes).toEqual([LIABILITY_NOTES.risks]);
    expect(data.assumptions[0]).toContain("and 2 years of pay.");
  });

  it("names an underlying limit below what insurers ask for under an umbrella", async () => {
    const data = liabilityResponseSchema.parse((await (await bronze.call(`${LIABILITY}?${query({ savings: 500000, auto: 100000, homeLiability: 300000 })}`)).json()).data);
    expect(data.notes[0]).toBe("Your auto liability limit ($100,000 per accident) is $150,000 below the $250,000 most insurers ask for before they sell an umbrella policy: raising it usually comes first.");
    expect(data.notes).toHaveLength(2);
    // Every field may be left out: nothing owned, nothing held.
    const empty = liabilityResponseSchema.parse((await (await bronze.call(LIABILITY)).json()).data);
    expect(empty).toMatchObject({ exposure: "0.00", held: "0.00", suggestedUmbrella: "0.00" });
  });

  it("refuses bad input with the field's words", async () => {
    expect(await badRequest(LIABILITY, { savings: -1 })).toBe("savings: must be at least 0");
    expect(await badRequest(LIABILITY, { incomeYears: 11 })).toBe("incomeYears: must be at most 10");
    expect(await badRequest(LIABILITY, { incomeYears: 1.5 })).toBe("incomeYears: must be a whole number");
    expect(await badRequest(LIABILITY, { umbrella: "lots" })).toBe("umbrella: must be a number");
  });
});

describe("estate size calculator", () => {
  it("answers the hand-checked estate: how each item passes, the net estate and no tax under 2026's exclusion", async () => {
    // core/planning/estate-size.test.ts's first case: gross $1,400,000, $480,000 by will
    // (34.29 %), $920,000 to beneficiaries (65.71 %); less $280,000 owed, $13,880,000 under $15,000,000.
    const fields = { year: 2026, home: 450000, accounts: 120000, accountsBy: "beneficiary", retirement: 300000, insurance: 500000, other: 30000, debts: 280000, minors: 2 };
    const response = await bronze.call(`${ESTATE}?${query(fields)}`);
    expect(response.status).toBe(200);
    const data = estateResponseSchema.parse((await response.json()).data);
    expect(data).toMatchObject({ gross: "1400000.00", probate: "480000.00", net: "1120000.00", taxableEstate: "1120000.00", exclusion: "15000000.00", estateTax: "0.00", room: "13880000.00" });
    expect(data.routes).toEqual([
      { route: "will", amount: "480000.00", share: 34.29 },
      { route: "beneficiary", amount: "920000.00", share: 65.71 },
      { route: "joint", amount: "0.00", share: 0 },
      { route: "trust", amount: "0.00", share: 0 },
    ]);
    expect(data.inputs.assets.find((a) => a.asset === "retirement")).toEqual({ asset: "retirement", value: "300000.00", route: "beneficiary" });
    expect(data.steps).toEqual([
      ESTATE_STEPS.probate(48_000_000, 3_429),
      ESTATE_STEPS.beneficiaries,
      ESTATE_STEPS.executor,
      ESTATE_STEPS.guardian(2),
      ESTATE_STEPS.agents,
      ESTATE_STEPS.underExclusion(1_388_000_000, 1_500_000_000, 2026),
    ]);
  });

  it("taxes what is above the exclusion, and asks for beneficiaries where none is named", async () => {
    // $20,000,000 in a living trust, $1,000,000 owed, $2,000,000 to a spouse, $500,000 to charity,
    // $1,000,000 of lifetime gifts: base $17,500,000, 40 % of the $2,500,000 over = $1,000,000.
    const fields = { year: 2026, accounts: 20000000, accountsBy: "trust", retirement: 1, retirementBy: "will", debts: 1000001, spouse: 2000000, charity: 500000, gifts: 1000000 };
    const data = estateResponseSchema.parse((await (await bronze.call(`${ESTATE}?${query(fields)}`)).json()).data);
    expect(data).toMatchObject({ gross: "20000001.00", taxBase: "17500000.00", estateTax: "1000000.00", room: "0.00" });
    expect(data.steps).toContain(ESTATE_STEPS.noBeneficiary("retirement accounts"));
    expect(data.steps).toContain(ESTATE_STEPS.trustee);
    expect(data.steps.at(-1)).toBe(ESTATE_STEPS.overExclusion(100_000_000, 250_000_000, 2026));
  });

  it("refuses bad input with the field's words", async () => {
    expect(await badRequest(ESTATE, { home: -1 })).toBe("home: must be at least 0");
    expect(await badRequest(ESTATE, { home: 1000000001 })).toBe("home: must be at most 1,000,000,000");
    expect(await badRequest(ESTATE, { homeBy: "heirs" })).toBe("homeBy: must be one of: By will, Beneficiary, Joint owner, Living trust");
    expect(await badRequest(ESTATE, { retirementBy: "joint" })).toBe("retirementBy: must be one of: Beneficiary, Living trust, By will");
    expect(await badRequest(ESTATE, { year: 2024 })).toMatch(/^year: /);
    expect(await badRequest(ESTATE, { minors: 21 })).toBe("minors: must be at most 20");
    expect(await badRequest(ESTATE, { minors: 1.5 })).toBe("minors: must be a whole number");
  });
});
