import { createCookieSessionStorage } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie, testLoadContext } from "../../tests/support/load-context";
import { openTestApi, registerAndSignIn } from "../../tests/support/test-api";
import { eq } from "drizzle-orm";
import { investorAssessments, users } from "../../api/db/schema";
import { loader as loanLoader } from "./myworld.service.loans.calculators/route";
import { loader as retirementLoader } from "./myworld.service.retirement.calculators/route";
import { loader as savingsLoader } from "./myworld.service.budgeting.calculators/route";
import { loader as collegeLoader } from "./myworld.service.education.calculators/route";
import { loader as withholdingLoader } from "./myworld.service.tax.calculators/route";
import { loader as growthLoader } from "./myworld.service.investments.calculators/route";
import { loader as lifeLoader } from "./myworld.service.insurance.calculators/route";
import { loader as breakEvenLoader } from "./myworld.service.entrepreneurship.calculators/route";
import { loader as disabilityLoader } from "./myworld.service.insurance.calculators_.disability/route";
import { loader as liabilityLoader } from "./myworld.service.insurance.calculators_.liability/route";
import { loader as estateLoader } from "./myworld.service.estate.calculators/route";
import { withholdingExample } from "../utils/withholding-example";
import { addMonths, todayIn } from "../../core/planning/dates";

// The calculator pages' loaders against the real API in-process: the URL's keys in, the API's
// figures, field messages and locked view out.

const SECRET = "calculator-pages-secret-0123456789";
const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET] } });

let t: Awaited<ReturnType<typeof openTestApi>>;
let bronzeCookie: string;
let bronzeName: string;
let passengerCookie: string;

const cookieFor = (token: string) => signedInCookie(storage, token);

beforeAll(async () => {
  t = await openTestApi();
  const bronze = await registerAndSignIn(t, "calcpageb");
  expect((await bronze.call("/api/investor/account/open", { method: "POST" })).status).toBe(200);
  const passenger = await registerAndSignIn(t, "calcpagep");
  bronzeCookie = await cookieFor(bronze.token);
  bronzeName = bronze.username;
  passengerCookie = await cookieFor(passenger.token);
});
afterAll(() => t.database.close());

type Loader = typeof loanLoader | typeof retirementLoader | typeof savingsLoader | typeof collegeLoader | typeof withholdingLoader | typeof growthLoader | typeof lifeLoader | typeof breakEvenLoader | typeof disabilityLoader | typeof liabilityLoader | typeof estateLoader;

/** The loader's answer: its status and data (a plain object is a 200). */
async function load(loader: Loader, path: string, cookie = bronzeCookie) {
  const context = testLoadContext((request) => t.api.request(request), SECRET);
  const request = new Request(`http://web${path}`, { headers: { Cookie: cookie } });
  const answer = (await loader({ request, context, params: {} })) as unknown as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (answer.type === "DataWithResponseInit") {
    const { data, init } = answer;
    return { status: init?.status ?? 200, data: data as Record<string, any> };
  }
  return { status: 200, data: answer as Record<string, any> };
}

describe("the loan calculator page", () => {
  it("renders the URL's loan: $200,000 at 6 % over 30 years is $1,199.10 a month", async () => {
    const { status, data } = await load(loanLoader, "/myworld/service/loans/calculators?principal=200000&rate=6&years=30&start=2026-01-01&page=2");
    expect(status).toBe(200);
    expect(data.locked).toBeNull();
    expect(data.values).toEqual({ principal: "200000", rate: "6", years: "30", start: "2026-01-01" });
    expect(data.result.monthlyPayment).toBe("1199.10");
    // Page 2 of 12 rows: payments 13 to 24, the 13th due 2027-02-01.
    expect(data.result.schedule).toMatchObject({ page: 2, size: 12, total: 360 });
    expect(data.result.schedule.items[0]).toMatchObject({ month: 13, date: "2027-02-01" });
  });

  it("shows an example on a fresh visit, starting today", async () => {
    const { status, data } = await load(loanLoader, "/myworld/service/loans/calculators");
    expect(status).toBe(200);
    expect(data.values).toMatchObject({ principal: "250000", rate: "6.5", years: "30" });
    expect(data.values.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // 250,000 at 6.5 %/12 over 360 months: 250,000 × r / (1 − (1 + r)^−360) = 1,580.17.
    expect(data.result.monthlyPayment).toBe("1580.17");
  });

  it("names the field the API refused, and shows no result", async () => {
    const { status, data } = await load(loanLoader, "/myworld/service/loans/calculators?principal=200000&rate=31&years=30");
    expect(status).toBe(400);
    expect(data.result).toBeNull();
    expect(data.fieldErrors).toEqual({ rate: "must be at most 30" });
    expect(data.values).toEqual({ principal: "200000", rate: "31", years: "30" });
  });

  it("is the locked view naming Bronze for a Passenger (403)", async () => {
    const { status, data } = await load(loanLoader, "/myworld/service/loans/calculators?principal=200000&rate=6&years=30", passengerCookie);
    expect(status).toBe(403);
    expect(data.result).toBeNull();
    expect(data.locked).toBe("Calculators unlocks at Bronze: open an investor account to get there.");
  });
});

describe("the retirement calculator page", () => {
  const PAGE = "/myworld/service/retirement/calculators";

  it("fills in what the URL leaves out: savings from the platform, return and volatility from the risk profile", async () => {
    const fresh = await load(retirementLoader, PAGE);
    expect(fresh.status).toBe(200);
    // A new Bronze member: no assets yet, no assessment.
    expect(fresh.data.values).toMatchObject({ currentAge: "40", retirementAge: "67", lifeExpectancy: "92", contribution: "500", savings: "0", return: "6", volatility: "12", inflation: "2.5" });
    expect(fresh.data.notes).toEqual({ savings: "Filled in from your assets on the platform.", market: { kind: "default" } });
    expect(fresh.data.result.simulation.paths).toBe(5000);

    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, bronzeName));
    await t.database.db.insert(investorAssessments).values({ userId: user!.id, version: 1, answers: {}, score: 25, riskProfile: "aggressive" });
    const profiled = await load(retirementLoader, `${PAGE}?currentAge=40&retirementAge=67&lifeExpectancy=92&savings=100000`);
    expect(profiled.data.values).toMatchObject({ savings: "100000", return: "8", volatility: "17" });
    expect(profiled.data.notes).toEqual({ savings: null, market: { kind: "profile", label: "Aggressive" } });
    // The URL's own values win, and the same URL gives the same answer.
    const url = `${PAGE}?currentAge=40&retirementAge=67&lifeExpectancy=92&savings=100000&return=5&volatility=10&withdrawal=40000`;
    const first = await load(retirementLoader, url);
    expect(first.data.values).toMatchObject({ return: "5", volatility: "10" });
    expect(first.data.notes.market).toBeNull();
    expect((await load(retirementLoader, url)).data.result).toEqual(first.data.result);
  });

  it("names the field at fault", async () => {
    const { status, data } = await load(retirementLoader, `${PAGE}?currentAge=60&retirementAge=65&lifeExpectancy=65`);
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({ lifeExpectancy: "must be later than the retirement age" });
    const hidden = await load(retirementLoader, `${PAGE}?currentAge=60&retirementAge=65&lifeExpectancy=85&paths=5`);
    expect(hidden.data.formError).toBe("paths: must be at least 1,000");
  });

  it("is the locked view for a Passenger", async () => {
    const { status, data } = await load(retirementLoader, PAGE, passengerCookie);
    expect(status).toBe(403);
    expect(data.locked).toContain("unlocks at Bronze");
  });
});

describe("the savings goal page", () => {
  const PAGE = "/myworld/service/budgeting/calculators";

  it("answers the monthly amount: $12,000 in 24 months from $2,400 at 0 % is $400.00", async () => {
    const date = addMonths(todayIn("UTC"), 24);
    const { status, data } = await load(savingsLoader, `${PAGE}?target=12000&date=${date}&savings=2400&return=0`);
    expect(status).toBe(200);
    // (12,000 − 2,400) / 24 = 400.00
    expect(data.result).toMatchObject({ monthly: "400.00", months: 24, contributions: "9600.00" });
  });

  it("shows the example on a fresh visit, and a date too soon on its field", async () => {
    expect((await load(savingsLoader, PAGE)).data.result.months).toBe(36);
    const soon = await load(savingsLoader, `${PAGE}?target=1000&date=${todayIn("UTC")}`);
    expect(soon.status).toBe(400);
    expect(soon.data.fieldErrors).toEqual({ date: "must be at least one month from today" });
  });

  it("is the locked view for a Passenger", async () => {
    expect((await load(savingsLoader, PAGE, passengerCookie)).status).toBe(403);
  });
});

describe("the college savings page", () => {
  const PAGE = "/myworld/service/education/calculators";

  it("answers the URL's plan: two years of $10,000 at 0 % from a year away is $1,666.67 a month", async () => {
    const { status, data } = await load(collegeLoader, `${PAGE}?cost=10000&years=1&study=2&growth=0&return=0`);
    expect(status).toBe(200);
    // 20,000 / 12 = 1,666.666… → rounded up.
    expect(data.result).toMatchObject({ monthly: "1666.67", totalCost: "20000.00", months: 12 });
    expect(data.header.tabs.map((tab: { key: string }) => tab.key)).toEqual(["overview", "learn", "calculators", "investments", "trusts", "family"]);
  });

  it("shows the example on a fresh visit (a public in-state college in ten years), and a refused field on its own", async () => {
    const fresh = await load(collegeLoader, PAGE);
    expect(fresh.data.values).toMatchObject({ school: "public-in-state", years: "10", savings: "5000", return: "5" });
    expect(fresh.data.result.inputs).toMatchObject({ cost: "30990.00", costSource: "average", study: 4, growth: 4 });
    const bad = await load(collegeLoader, `${PAGE}?years=40&school=private`);
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({ years: "must be at most 30" });
  });

  it("is the locked view for a Passenger", async () => {
    const { status, data } = await load(collegeLoader, PAGE, passengerCookie);
    expect(status).toBe(403);
    expect(data.locked).toContain("unlocks at Bronze");
  });
});

describe("the withholding check page", () => {
  const PAGE = "/myworld/service/tax/calculators";

  it("answers the URL's year: $85,000 single in 2026 with $8,800 paid leaves $1,070 due", async () => {
    const { status, data } = await load(withholdingLoader, `${PAGE}?year=2026&wages=85000&withheld=8000&perPaycheck=400&paychecksLeft=2`);
    expect(status).toBe(200);
    expect(data.result.estimate).toMatchObject({ totalTax: "9870.00", refundOrBalanceDue: "-1070.00" });
    expect(data.result.addPerPaycheckToOweNothing).toBe("535.00");
    expect(data.header.tabs.map((tab: { key: string }) => tab.key)).toEqual(["overview", "learn", "calculators", "filing", "business", "trusts", "family"]);
  });

  it("shows an example true to the day on a fresh visit, and a refused field on its own", async () => {
    const today = todayIn("UTC");
    const fresh = await load(withholdingLoader, PAGE);
    expect(fresh.data.values).toEqual(withholdingExample(today));
    expect(fresh.data.result.inputs).toMatchObject({ wages: "85000.00", perPaycheck: "400.00", bonus: "5000.00", side: "10000.00" });
    const bad = await load(withholdingLoader, `${PAGE}?wages=85000&seniors=2`);
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({ seniors: "must be 0 or 1 unless you are married filing jointly" });
  });

  it("is the locked view for a Passenger", async () => {
    const { status, data } = await load(withholdingLoader, PAGE, passengerCookie);
    expect(status).toBe(403);
    expect(data.locked).toContain("unlocks at Bronze");
  });
});

describe("withholdingExample", () => {
  it("withholds $400 from each fortnightly paycheck already paid, and counts those left", () => {
    // December 31 is the last day: none left after it is counted; 32 days from November 29 → 3 paychecks.
    expect(withholdingExample("2026-11-29")).toMatchObject({ withheld: "9200", paychecksLeft: "3" });
    expect(withholdingExample("2026-01-01")).toMatchObject({ withheld: "0", paychecksLeft: "26" });
    expect(withholdingExample("2026-12-31")).toMatchObject({ withheld: "10400", paychecksLeft: "0" });
  });
});

describe("the investment growth page", () => {
  const PAGE = "/myworld/service/investments/calculators";

  it("answers the URL's plan, shows the example on a fresh visit, and names a refused field", async () => {
    const { status, data } = await load(growthLoader, `${PAGE}?start=10000&years=1&return=12&fee=1.2&compareFee=0.12`);
    expect(status).toBe(200);
    expect(data.result).toMatchObject({ balance: "11133.77", costOfFees: "134.48" });
    expect(data.header.tabs.map((tab: { key: string }) => tab.key)).toContain("calculators");
    const fresh = await load(growthLoader, PAGE);
    expect(fresh.data.values).toEqual({ start: "10000", monthly: "500", years: "30", return: "6", fee: "1", compareFee: "0.05" });
    expect(fresh.data.result.years).toHaveLength(31);
    const bad = await load(growthLoader, `${PAGE}?years=10&compareFee=9`);
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({ compareFee: "must be at most 5" });
    expect((await load(growthLoader, PAGE, passengerCookie)).status).toBe(403);
  });
});

describe("the life insurance needs page", () => {
  const PAGE = "/myworld/service/insurance/calculators";

  it("answers the URL's family, shows the example on a fresh visit, and names a refused field", async () => {
    const { status, data } = await load(lifeLoader, `${PAGE}?income=60000&years=20&mortgage=250000&debts=10000&final=15000&goals=100000&savings=75000&insured=500000`);
    expect(status).toBe(200);
    expect(data.result).toMatchObject({ coverage: "1000000.00", needs: "1575000.00" });
    expect(data.header.tabs.map((tab: { key: string }) => tab.key)).toEqual(["overview", "learn", "calculators", "policies", "trust", "family"]);
    const fresh = await load(lifeLoader, PAGE);
    expect(fresh.data.values).toMatchObject({ income: "60000", years: "18", return: "2" });
    expect(fresh.data.result.compare).toHaveLength(4);
    const bad = await load(lifeLoader, `${PAGE}?years=10`);
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({ income: "is required" });
    expect((await load(lifeLoader, PAGE, passengerCookie)).status).toBe(403);
  });
});

describe("the break-even page", () => {
  const PAGE = "/myworld/service/entrepreneurship/calculators";

  it("answers the URL's business, shows the example on a fresh visit, and names a refused field", async () => {
    const { status, data } = await load(breakEvenLoader, `${PAGE}?price=40&cost=15&fixed=5000&units=300&startup=20000&cash=30000`);
    expect(status).toBe(200);
    expect(data.result).toMatchObject({ breakEvenUnits: 200, monthlyProfit: "2500.00", paybackMonths: 8 });
    expect(data.header.tabs.map((tab: { key: string }) => tab.key)).toEqual(["overview", "learn", "calculators", "funding", "equity", "succession"]);
    const fresh = await load(breakEvenLoader, PAGE);
    expect(fresh.data.values).toEqual({ price: "40", cost: "15", fixed: "5000", units: "300", startup: "20000", cash: "30000" });
    const bad = await load(breakEvenLoader, `${PAGE}?price=0&fixed=100&units=3`);
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({ price: "must be at least 0.01" });
    expect((await load(breakEvenLoader, PAGE, passengerCookie)).status).toBe(403);
  });
});

describe("the disability cover page", () => {
  const PAGE = "/myworld/service/insurance/calculators/disability";

  it("answers the URL's worker, shows the example on a fresh visit, and names a refused field", async () => {
    const { status, data } = await load(disabilityLoader, `${PAGE}?pay=6000&expenses=4500&otherIncome=1000&benefit=60&cap=3000&tax=20&waiting=3&savings=12000`);
    expect(status).toBe(200);
    expect(data.result).toMatchObject({ gap: "1100.00", covered: 75.55, savingsMonths: 3 });
    const fresh = await load(disabilityLoader, PAGE);
    expect(fresh.data.values).toEqual({ pay: "5500", expenses: "4000", benefit: "60", cap: "5000", tax: "15", waiting: "3", savings: "9000" });
    // 60 % of 5,500 = 3,300 (under the 5,000 maximum), less 15 % = 2,805 against 4,000: 1,195 a month more.
    expect(fresh.data.result.gap).toBe("1195.00");
    const bad = await load(disabilityLoader, `${PAGE}?pay=6000`);
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({ expenses: "is required" });
    expect((await load(disabilityLoader, PAGE, passengerCookie)).status).toBe(403);
  });
});

describe("the liability cover page", () => {
  const PAGE = "/myworld/service/insurance/calculators/liability";

  it("answers the URL's household, shows the example on a fresh visit, and names a refused field", async () => {
    // $2,600,000 of savings over a $250,000 auto limit (the lower one), $1,000,000 of umbrella held:
    // 2,350,000 above the underlying limit → a $3,000,000 umbrella, $2,000,000 more.
    const { status, data } = await load(liabilityLoader, `${PAGE}?savings=2600000&auto=250000&homeLiability=500000&umbrella=1000000`);
    expect(status).toBe(200);
    expect(data.result).toMatchObject({ exposure: "2600000.00", held: "1250000.00", suggestedUmbrella: "3000000.00", moreUmbrella: "2000000.00" });
    const fresh = await load(liabilityLoader, PAGE);
    expect(fresh.data.values).toMatchObject({ home: "600000", homestead: "100000", incomeYears: "2", umbrella: "0" });
    // The example: 500,000 + 250,000 + 50,000 + 240,000 = 1,040,000 over 300,000.
    expect(fresh.data.result).toMatchObject({ exposure: "1040000.00", gap: "740000.00", suggestedUmbrella: "1000000.00" });
    const bad = await load(liabilityLoader, `${PAGE}?incomeYears=12`);
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({ incomeYears: "must be at most 10" });
    expect((await load(liabilityLoader, PAGE, passengerCookie)).status).toBe(403);
  });
});

describe("the estate size page", () => {
  const PAGE = "/myworld/service/estate/calculators";

  it("answers the URL's estate, shows the example on a fresh visit, and names a refused field", async () => {
    const { status, data } = await load(estateLoader, `${PAGE}?year=2026&accounts=20000000&accountsBy=trust&debts=1000000&spouse=2000000&charity=500000&gifts=1000000`);
    expect(status).toBe(200);
    // core/planning/estate-size.test.ts: a base of $17,500,000, $2,500,000 over 2026's exclusion → $1,000,000.
    expect(data.result).toMatchObject({ gross: "20000000.00", probate: "0.00", estateTax: "1000000.00" });
    const fresh = await load(estateLoader, PAGE);
    expect(fresh.data.values).toEqual({ home: "450000", accounts: "120000", retirement: "300000", insurance: "500000", other: "30000", debts: "280000", minors: "2" });
    // Will: home 450,000 + accounts 120,000 + other 30,000 = 600,000 of 1,400,000 (42.86 %).
    expect(fresh.data.result).toMatchObject({ gross: "1400000.00", probate: "600000.00", net: "1120000.00" });
    expect(fresh.data.result.routes[0]).toEqual({ route: "will", amount: "600000.00", share: 42.86 });
    const bad = await load(estateLoader, `${PAGE}?retirement=1000&retirementBy=joint`);
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({ retirementBy: "must be one of: Beneficiary, Living trust, By will" });
    expect((await load(estateLoader, PAGE, passengerCookie)).status).toBe(403);
  });
});
