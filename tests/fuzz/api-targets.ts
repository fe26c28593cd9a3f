import type { Api } from "../../api/app";
import { FEATURES } from "../../core/tiers";
import { approvableApplication } from "../../api/seed/sample-application";
import { ANNUITY_QUERY } from "../support/annuity-review-query";
import { CASH_VALUE_QUERY } from "../support/cash-value-query";
import { BUSINESS_QUERY } from "../support/business-financing-query";
import { RETIREMENT_MIX_QUERY } from "../support/retirement-mix-query";
import { EDUCATION_MIX_QUERY } from "../support/education-mix-query";
import { TRUST_TAX_QUERY } from "../support/trust-tax-query";
import { EDUCATION_TRUST_QUERY } from "../support/education-trust-query";
import { TRUST_PLANNING_QUERY } from "../support/trust-planning-query";
import { DEFERRED_COMPENSATION_QUERY } from "../support/deferred-compensation-query";
import { EQUITY_AWARDS_QUERY } from "../support/equity-awards-query";
import { FAMILY_CALENDAR_QUERY } from "../support/family-calendar-query";
import { FOUNDATION_QUERY } from "../support/foundation-query";
import { FAMILY_LIABILITIES_QUERY } from "../support/family-liabilities-query";
import { FAMILY_CASH_QUERY } from "../support/family-cash-query";
import { FAMILY_LEGAL_QUERY } from "../support/family-legal-query";
import { FAMILY_SUCCESSION_QUERY } from "../support/family-succession-query";
import { NEXT_GENERATION_QUERY } from "../support/next-generation-query";
import { SUCCESSION_QUERY } from "../support/succession-query";
import { FAMILY_RISK_QUERY } from "../support/family-risk-query";
import { FUNDING_ROUNDS_QUERY } from "../support/funding-rounds-query";
import { PRIVATE_FUND_QUERY } from "../support/private-fund-query";
import { INSURANCE_TRUST_QUERY } from "../support/insurance-trust-query";
import { REFINANCE_QUERY } from "../support/mortgage-query";
import { FUZZ_PASSWORD, type FuzzWorld } from "./world";

/**
 * Every endpoint of the API with a valid request to start from. The fuzzer bends these; the
 * coverage check below compares the table with the routes Hono actually serves, so a new route
 * without a line here stops the run.
 */
export type ApiTarget = {
  method: "GET" | "POST" | "DELETE";
  /** The Hono route pattern, e.g. "/api/notification/read/:id/:status". */
  path: string;
  /** Who gets past authentication: anyone, a full session, an advisor's full session, or a session waiting for its emailed code. */
  caller: "anyone" | "member" | "advisor" | "pending";
  json?: Record<string, unknown>;
  form?: Record<string, string>;
  query?: Record<string, string>;
  /** Valid values of each path parameter. */
  params?: Record<string, readonly string[]>;
  /** Headers a valid call carries besides the usual ones. */
  headers?: Record<string, string>;
};

const pageQuery = { page: "1", size: "10" };
/** The investment growth calculator's query, for its API endpoint and its page alike. */
export const GROWTH_QUERY = { start: "25000", monthly: "500", years: "25", return: "6", fee: "1", compareFee: "0.05" };
/** The life insurance needs calculator's query, for its API endpoint and its page alike. */
export const LIFE_QUERY = { income: "70000", years: "18", return: "2", mortgage: "320000", debts: "12000", final: "15000", goals: "120000", savings: "60000", insured: "250000" };
/** The break-even calculator's query, for its API endpoint and its page alike. */
export const BREAK_EVEN_QUERY = { price: "45", cost: "18", fixed: "6500", units: "280", startup: "25000", cash: "40000" };
/** The disability cover calculator's query, for its API endpoint and its page alike. */
export const DISABILITY_QUERY = { pay: "7200", expenses: "5100", otherIncome: "800", benefit: "60", cap: "5000", tax: "22", waiting: "3", savings: "15000" };
/** The liability cover calculator's query, for its API endpoint and its page alike. */
export const LIABILITY_QUERY = { home: "600000", homestead: "100000", savings: "250000", other: "50000", income: "120000", incomeYears: "2", auto: "300000", homeLiability: "300000", umbrella: "1000000" };
/** The estate size calculator's query, for its API endpoint and its page alike. */
export const ESTATE_QUERY = {
  year: "2026",
  home: "450000",
  homeBy: "joint",
  accounts: "120000",
  accountsBy: "beneficiary",
  retirement: "300000",
  retirementBy: "trust",
  insurance: "500000",
  insuranceBy: "will",
  business: "80000",
  businessBy: "trust",
  other: "30000",
  otherBy: "will",
  debts: "280000",
  gifts: "20000",
  spouse: "100000",
  charity: "10000",
  minors: "2",
};
/** The withholding check's query, for its API endpoint and its page alike. */
export const WITHHOLDING_QUERY = {
  year: "2026",
  status: "married_filing_jointly",
  seniors: "1",
  children: "2",
  wages: "142000",
  business: "8000",
  withheld: "14500",
  perPaycheck: "610",
  paychecksLeft: "3",
  estimated: "500",
  priorTax: "15200",
  priorAgi: "151000",
  bonus: "5000",
  side: "4000",
};

/** The retirement tax plan's query, for its API endpoint and its page alike. */
export const RETIREMENT_TAX_QUERY = {
  year: "2026",
  status: "married_filing_jointly",
  age: "72",
  spouseAge: "69",
  income: "64000",
  socialSecurity: "38000",
  conversion: "25000",
  balance: "520000",
  growth: "5.5",
};

/** The mortgage comparison's query (a refinance against three options), for its API endpoint and its page alike. */
export const MORTGAGE_QUERY = REFINANCE_QUERY;

export function apiTargets(world: FuzzWorld): ApiTarget[] {
  const { member, newcomer, ids } = world;
  const content = (area: string, slug: string, category: string): ApiTarget[] => [
    { method: "GET", path: `/api/${area}/list`, caller: "anyone", query: { ...pageQuery, category, q: "money" } },
    { method: "GET", path: `/api/${area}/categories`, caller: "anyone" },
    { method: "GET", path: `/api/${area}/detail/:id`, caller: "anyone", params: { id: [slug, "no-such-item"] } },
  ];
  const password = { password: FUZZ_PASSWORD, matchingPassword: FUZZ_PASSWORD };
  return [
    { method: "GET", path: "/api/ready", caller: "anyone" },
    ...content("news", ids.news, "markets"),
    ...content("whats-new", ids.whatsNew, "platform"),
    ...content("learning-center", ids.learning, "retirement"),
    ...content("pages", "privacy-policy", "legal"),
    { method: "POST", path: "/api/pageview/record", caller: "anyone", json: { pageUrl: "/news?page=2" }, headers: { "X-Visitor-Id": "fuzz-visitor-0001" } },
    { method: "GET", path: "/api/dailybread/fetchDailyBread", caller: "anyone", headers: { "Time-Zone": "Asia/Shanghai" } },
    { method: "GET", path: "/api/resources/resourcesList", caller: "anyone", query: { ...pageQuery, type: "formsAndSamples" } },
    { method: "GET", path: "/api/video/videoList", caller: "anyone", query: { ...pageQuery, category: "retirement" } },
    { method: "GET", path: "/api/video/detail/:id", caller: "anyone", params: { id: [ids.video, "no-such-video"] } },
    { method: "GET", path: "/api/investor/account", caller: "member" },
    { method: "POST", path: "/api/investor/account/open", caller: "member" },
    { method: "GET", path: "/api/investor/account/application", caller: "member" },
    {
      method: "POST",
      path: "/api/investor/account/application",
      caller: "member",
      json: approvableApplication("123-45-6789"),
    },
    { method: "POST", path: "/api/investor/account/application/submit", caller: "member", json: {} },
    { method: "GET", path: "/api/investment/assessment/q_token", caller: "member" },
    {
      method: "POST",
      path: "/api/investment/assessment",
      caller: "member",
      json: {
        qToken: ids.qToken,
        answers: { horizon: "over_10y", goal: "growth", experience: "moderate", drawdown: "hold", income_stability: "stable", liquidity: "low", net_worth_share: "25_50", age_band: "35_49" },
      },
    },
    { method: "GET", path: "/api/investor/banks", caller: "member" },
    { method: "POST", path: "/api/investor/banks", caller: "member", json: { holderName: "Ada Lovelace", routingNumber: "021000021", accountNumber: "000123456789", accountType: "savings" } },
    { method: "DELETE", path: "/api/investor/banks/:id", caller: "member", params: { id: [...ids.banks, "2147483647"] } },
    { method: "GET", path: "/api/investor/transfers", caller: "member", query: { ...pageQuery, direction: "deposit", status: "pending" } },
    { method: "POST", path: "/api/investor/transfers", caller: "member", json: { bankId: ids.memberBank, direction: "deposit", amount: "1,500.00", idempotencyKey: "fuzz-deposit-0001" } },
    { method: "POST", path: "/api/investor/transfers/:id/cancel", caller: "member", params: { id: [...ids.transfers, "2147483647"] } },
    {
      method: "POST",
      path: "/api/tax/estimate",
      caller: "member",
      json: {
        taxYear: 2025,
        filingStatus: "married_filing_jointly",
        taxpayerAge65OrOlder: false,
        spouseAge65OrOlder: true,
        dependents: { qualifyingChildren: 2, otherDependents: 1 },
        income: { wages: "150000.00", taxableInterest: 1200, ordinaryDividends: 3000, qualifiedDividends: 2500, shortTermCapitalGains: "-1500", longTermCapitalGains: 8000, selfEmploymentIncome: 20000 },
        adjustments: { traditionalIra: 7000, hsa: 4300, studentLoanInterest: 900 },
        itemized: { stateAndLocalTaxes: 18000, mortgageInterest: 14000, charitable: 3000, medical: 2000 },
        payments: { withholding: 21000, estimatedPayments: "1000.50" },
      },
    },
    // The filing wizard's returns (issue "Tax" §2): the fuzzed member is Platinum.
    { method: "GET", path: "/api/taxing/info", caller: "member", query: { year: "2025" } },
    {
      method: "POST",
      path: "/api/taxing/save",
      caller: "member",
      json: {
        year: 2025,
        data: {
          filingStatus: "married_filing_jointly",
          taxpayer: { firstName: "Ada", lastName: "Lovelace", ssn: "123-45-6789", dateOfBirth: "1960-01-31", blind: false },
          spouse: { firstName: "Charles", lastName: "Babbage", ssn: "223456789", dateOfBirth: "1962-12-26", blind: true },
          dependents: [{ key: "kid-1", firstName: "Byron", lastName: "King", ssn: "", dateOfBirth: "2015-12-10", relationship: "child" }],
          income: { w2: [{ employer: "Analytical Engines", wages: "85000.00", withheld: 10000 }], taxableInterest: 120, ordinaryDividends: "300", qualifiedDividends: 250, shortTermCapitalGains: "-1500", longTermCapitalGains: 8000, selfEmploymentIncome: 2000, otherIncome: 0 },
          adjustments: { traditionalIra: 7000, hsa: 4300, studentLoanInterest: 900 },
          deductions: { stateAndLocalTaxes: 18000, mortgageInterest: 14000, charitable: 3000, medical: 2000 },
          credits: { estimatedPayments: "1000.50" },
        },
      },
    },
    { method: "POST", path: "/api/taxing/submit", caller: "member", json: { year: 2025 } },
    // Business tax (issue "Tax" §3, Platinum).
    ...(["/api/tax/business/estimate", "/api/tax/business/reminders"] as const).map((path) => ({
      method: "POST" as const,
      path,
      caller: "member" as const,
      json: {
        taxYear: 2026,
        entity: "s_corporation",
        revenue: { sales: "120000", services: 80000, other: 0 },
        expenses: { costOfGoods: 30000, meals: "1200.50", rent: 12000 },
        filingStatus: "married_filing_jointly",
        otherWages: 50000,
        withholding: 6000,
        reasonableSalary: 70000,
        ownershipShare: "50.5",
        priorYearTax: 18000,
        priorYearAgi: null,
      },
    })),
    { method: "POST", path: "/api/taxing/amend", caller: "member", json: { year: 2025 } },
    // Trading (issue "Trading"): the catalogue, lists, the station and orders.
    { method: "GET", path: "/api/investment/products", caller: "member", query: { ...pageQuery, q: "index", assetClass: "index_etf", risk: "4", sort: "return1y" } },
    { method: "GET", path: "/api/investment/products/:id", caller: "member", params: { id: ["etf-sp500", "pe-buyout", "no-such-product"] } },
    { method: "GET", path: "/api/investment/products/:id/prices", caller: "member", params: { id: ["etf-sp500", "cd-1y", "no-such-product"] }, query: { range: "6M" } },
    { method: "GET", path: "/api/investment/watchlist", caller: "member" },
    { method: "POST", path: "/api/investment/watchlist", caller: "member", json: { productId: "etf-sp500" } },
    { method: "DELETE", path: "/api/investment/watchlist/:productId", caller: "member", params: { productId: ["etf-sp500", "gov-short", "no-such-product"] } },
    { method: "GET", path: "/api/investment/compare", caller: "member", query: { ids: "etf-sp500,cd-1y,gov-short", range: "1Y" } },
    { method: "GET", path: "/api/investment/browse-history", caller: "member" },
    { method: "GET", path: "/api/investment/station", caller: "member" },
    { method: "POST", path: "/api/investment/station/items", caller: "member", json: { productId: "etf-sp500", amount: "250.00", acknowledgeRisk: true } },
    { method: "POST", path: "/api/investment/station/items/:id", caller: "member", params: { id: [...ids.stationItems, "2147483647"] }, json: { amount: "75.00", acknowledgeRisk: true } },
    { method: "DELETE", path: "/api/investment/station/items/:id", caller: "member", params: { id: [...ids.stationItems, "2147483647"] } },
    { method: "POST", path: "/api/investment/station/checkout", caller: "member", json: {} },
    { method: "POST", path: "/api/investment/orders", caller: "member", json: { productId: "mm-treasury", side: "buy", amount: "100.00", acknowledgeRisk: true } },
    { method: "GET", path: "/api/investment/orders", caller: "member", query: { ...pageQuery, status: "pending_review" } },
    { method: "GET", path: "/api/investment/orders/:id", caller: "member", params: { id: ids.orders } },
    { method: "GET", path: "/api/investment/orders/:id/countdown", caller: "member", params: { id: ids.orders } },
    { method: "POST", path: "/api/investment/orders/:id/modify", caller: "member", params: { id: ids.orders }, json: { amount: "120.00" } },
    { method: "POST", path: "/api/investment/orders/:id/cancel", caller: "member", params: { id: ids.orders }, json: {} },
    { method: "POST", path: "/api/investment/orders/:id/submit", caller: "member", params: { id: ids.orders }, json: {} },
    { method: "POST", path: "/api/investment/orders/:id/buy-again", caller: "member", params: { id: ids.orders }, json: { amount: "100.00" } },
    // Order chat: the member's side (their orders, someone else's id 404s) and the advisor's desk.
    { method: "GET", path: "/api/investment/orders/:id/chat", caller: "member", params: { id: ids.chatOrders } },
    { method: "POST", path: "/api/investment/orders/:id/chat", caller: "member", params: { id: ids.chatOrders }, json: { message: "Can I still change this order?" } },
    { method: "GET", path: "/api/investment/desk/conversations", caller: "advisor", query: { ...pageQuery, status: "all" } },
    { method: "POST", path: "/api/investment/desk/conversations/:id/reply", caller: "advisor", params: { id: ids.chatOrders }, json: { message: "Yes, until the countdown ends." } },
    { method: "POST", path: "/api/investment/desk/conversations/:id/status", caller: "advisor", params: { id: ids.chatOrders }, json: { status: "closed" } },
    { method: "GET", path: "/api/investment/portfolio", caller: "member", query: { range: "1Y" } },
    { method: "GET", path: "/api/investment/portfolio/summary", caller: "member" },
    { method: "GET", path: "/api/investment/portfolio/settings", caller: "member" },
    { method: "POST", path: "/api/investment/portfolio/settings", caller: "member", json: { costBasisMethod: "average" } },
    { method: "GET", path: "/api/investment/portfolio/target", caller: "member" },
    { method: "POST", path: "/api/investment/portfolio/target", caller: "member", json: { allocation: { index_etf: 60, government_bond: 30, money_market: 10 } } },
    { method: "POST", path: "/api/investment/portfolio/rebalance", caller: "member", json: { allowSells: false } },
    { method: "GET", path: "/api/investment/portfolio/analysis", caller: "member" },
    { method: "GET", path: "/api/features/:key", caller: "member", params: { key: [...FEATURES.map((f) => f.key), "no-such-feature"] } },
    // The calculators answer 403 until the fuzzed member's investor account is open, then compute.
    { method: "GET", path: "/api/planning/calculators/loan", caller: "member", query: { principal: "250000", rate: "6.5", years: "30", extra: "200", start: "2026-03-01", page: "2", size: "12" } },
    {
      method: "GET",
      path: "/api/planning/calculators/retirement",
      caller: "member",
      query: {
        currentAge: "40", retirementAge: "65", lifeExpectancy: "90", savings: "150000", contribution: "1500", return: "6", volatility: "12",
        inflation: "2.5", withdrawal: "70000", socialSecurity: "24000", rule: "guardrails", paths: "10000", seed: "42",
      },
    },
    { method: "GET", path: "/api/planning/calculators/savings", caller: "member", query: { target: "50000", date: "2031-06-30", savings: "5000", return: "4" } },
    {
      method: "GET",
      path: "/api/planning/calculators/college",
      caller: "member",
      query: { school: "public-out-of-state", cost: "42000", years: "12", study: "4", growth: "4", savings: "5000", return: "6" },
    },
    { method: "GET", path: "/api/planning/calculators/growth", caller: "member", query: GROWTH_QUERY },
    { method: "GET", path: "/api/planning/calculators/life-insurance", caller: "member", query: LIFE_QUERY },
    { method: "GET", path: "/api/planning/calculators/break-even", caller: "member", query: BREAK_EVEN_QUERY },
    { method: "GET", path: "/api/planning/calculators/disability", caller: "member", query: DISABILITY_QUERY },
    { method: "GET", path: "/api/planning/calculators/liability", caller: "member", query: LIABILITY_QUERY },
    { method: "GET", path: "/api/planning/calculators/estate", caller: "member", query: ESTATE_QUERY },
    {
      method: "GET",
      path: "/api/tax/calculators/withholding",
      caller: "member",
      query: WITHHOLDING_QUERY,
    },
    { method: "GET", path: "/api/tax/retirement-planning", caller: "member", query: RETIREMENT_TAX_QUERY },
    { method: "GET", path: "/api/loans/mortgages", caller: "member", query: MORTGAGE_QUERY },
    { method: "GET", path: "/api/loans/business", caller: "member", query: BUSINESS_QUERY },
    { method: "GET", path: "/api/insurance/annuities", caller: "member", query: ANNUITY_QUERY },
    { method: "GET", path: "/api/insurance/cash-value-life", caller: "member", query: CASH_VALUE_QUERY },
    { method: "GET", path: "/api/retirement/investment-review", caller: "member", query: RETIREMENT_MIX_QUERY },
    { method: "GET", path: "/api/education/investment-review", caller: "member", query: EDUCATION_MIX_QUERY },
    { method: "GET", path: "/api/tax/trusts", caller: "member", query: TRUST_TAX_QUERY },
    { method: "GET", path: "/api/insurance/life-insurance-trust", caller: "member", query: INSURANCE_TRUST_QUERY },
    { method: "GET", path: "/api/education/trusts", caller: "member", query: EDUCATION_TRUST_QUERY },
    { method: "GET", path: "/api/estate/trusts", caller: "member", query: TRUST_PLANNING_QUERY },
    { method: "GET", path: "/api/entrepreneurship/funding-rounds", caller: "member", query: FUNDING_ROUNDS_QUERY },
    { method: "GET", path: "/api/entrepreneurship/equity-awards", caller: "member", query: EQUITY_AWARDS_QUERY },
    { method: "GET", path: "/api/retirement/deferred-compensation", caller: "member", query: DEFERRED_COMPENSATION_QUERY },
    { method: "GET", path: "/api/investment/commitment-plan", caller: "member", query: PRIVATE_FUND_QUERY },
    { method: "GET", path: "/api/tax/family-calendar", caller: "member", query: FAMILY_CALENDAR_QUERY },
    { method: "GET", path: "/api/estate/foundation-plan", caller: "member", query: FOUNDATION_QUERY },
    { method: "GET", path: "/api/loans/family-liabilities", caller: "member", query: FAMILY_LIABILITIES_QUERY },
    { method: "GET", path: "/api/insurance/family-risk", caller: "member", query: FAMILY_RISK_QUERY },
    { method: "GET", path: "/api/budgeting/family-cash-forecast", caller: "member", query: FAMILY_CASH_QUERY },
    { method: "GET", path: "/api/legal/family-calendar", caller: "member", query: FAMILY_LEGAL_QUERY },
    { method: "GET", path: "/api/entrepreneurship/succession", caller: "member", query: SUCCESSION_QUERY },
    { method: "GET", path: "/api/education/next-generation", caller: "member", query: NEXT_GENERATION_QUERY },
    { method: "GET", path: "/api/estate/family-succession", caller: "member", query: FAMILY_SUCCESSION_QUERY },
    { method: "GET", path: "/api/loans/securities-credit", caller: "member", query: { draw: "25000", rate: "6.75", months: "18" } },
    { method: "POST", path: "/api/contact", caller: "anyone", json: { name: "Grace Hopper", email: "grace@example.com", topic: "tax", message: "How do I download last year's summary?" } },
    // The fuzz member is no advisor: the desk answers 404, and nothing changes.
    { method: "GET", path: "/api/contact/messages", caller: "member", query: { ...pageQuery, status: "all" } },
    { method: "POST", path: "/api/contact/messages/:id/status", caller: "member", params: { id: ["1", "2147483647"] }, json: { status: "answered" } },
    { method: "POST", path: "/api/ai/query", caller: "anyone", json: { question: "What is the difference between Roth and traditional accounts?" } },
    { method: "GET", path: "/api/chatbot/history", caller: "member" },
    { method: "GET", path: "/api/chatbot/history/:id", caller: "member", params: { id: [...ids.conversations, "2147483647"] } },
    { method: "POST", path: "/api/chatbot/history/:id/rename", caller: "member", params: { id: ids.conversations }, json: { title: "Retirement questions" } },
    { method: "POST", path: "/api/chatbot/history/:id/delete", caller: "member", params: { id: [ids.doomedConversation, ids.conversations[1]!] }, json: {} },
    { method: "POST", path: "/api/chatbot/feedback", caller: "member", json: { messageId: ids.answers[0], rating: "up", comment: "Clear and short" } },
    ...budgetingTargets(world),
    { method: "GET", path: "/api/notification/count", caller: "member" },
    { method: "GET", path: "/api/notification/page-list", caller: "member", query: { ...pageQuery, filter: "unread" } },
    {
      method: "GET",
      path: "/api/notification/read/:id/:status",
      caller: "member",
      params: { id: [...ids.memberNotifications, ...ids.otherNotifications, "2147483647"], status: ["0", "1"] },
    },
    { method: "GET", path: "/api/notification/delete/:id", caller: "member", params: { id: [...ids.memberNotifications, ...ids.otherNotifications] } },
    { method: "GET", path: "/api/geo/countries", caller: "anyone" },
    { method: "GET", path: "/api/geo/states", caller: "anyone", query: { country: "US" } },
    { method: "GET", path: "/api/geo/cities", caller: "anyone", query: { state: "CA" } },
    { method: "GET", path: "/api/common/industries", caller: "anyone" },
    { method: "GET", path: "/api/common/avatars", caller: "anyone" },
    { method: "POST", path: "/api/user/validateUsername", caller: "anyone", json: { username: newcomer.username } },
    { method: "POST", path: "/api/user/validateEmail", caller: "anyone", json: { email: newcomer.email } },
    { method: "POST", path: "/api/user/sendRegistrationVerifyCode", caller: "anyone", json: { username: newcomer.username, email: newcomer.email, phone: "+1(555)010-0000" } },
    { method: "POST", path: "/api/user/validateRegistrationCode", caller: "anyone", json: { username: newcomer.username, code: "123456" } },
    { method: "POST", path: "/api/user/registration", caller: "anyone", json: { username: newcomer.username, email: newcomer.email, phone: "", verifyCode: "123456", ...password } },
    { method: "POST", path: "/api/user/login", caller: "anyone", form: { username: member.username, password: "Wrong1password" } },
    { method: "GET", path: "/api/user/logout", caller: "member" },
    { method: "GET", path: "/api/user/info", caller: "member" },
    { method: "GET", path: "/api/user/data-version", caller: "member" },
    {
      method: "POST",
      path: "/api/user/update",
      caller: "member",
      json: { bio: "Saving for a house.", phone: "5550100", address: "1 Main St", zipCode: "94105", countryCode: "US", stateCode: "CA", cityCode: "CA-san-francisco", avatarId: "avatar-02", industry: "11" },
    },
    { method: "GET", path: "/api/user/sessions", caller: "member" },
    { method: "POST", path: "/api/user/sessions/revoke-others", caller: "member" },
    // An id no session has: the valid shape is answered 404 and ends nothing, so the member stays signed in.
    { method: "POST", path: "/api/user/sessions/revoke", caller: "member", json: { id: 2_000_000_000 } },
    { method: "POST", path: "/api/user/validatePassword", caller: "member", json: { username: member.username, password: FUZZ_PASSWORD } },
    // Changing to the same password keeps the member usable for the rest of the run.
    { method: "POST", path: "/api/user/change-pwd", caller: "member", json: { oldPassword: FUZZ_PASSWORD, ...password } },
    { method: "POST", path: "/api/mfa/verify", caller: "pending", json: { code: "123456" } },
    { method: "POST", path: "/api/mfa/resend", caller: "pending" },
    { method: "POST", path: "/api/mfa/settings", caller: "member", json: { enabled: false, password: FUZZ_PASSWORD } },
    { method: "POST", path: "/api/email/validate", caller: "anyone", json: { email: member.email } },
    { method: "POST", path: "/api/common/send-verify-code", caller: "anyone", json: { email: member.email, tokenType: 1 } },
    { method: "POST", path: "/api/common/validate-token", caller: "anyone", json: { email: member.email, code: "123456", tokenType: 1 } },
    { method: "POST", path: "/api/user/reset-pwd", caller: "anyone", json: { email: member.email, ...password } },
  ];
}

/** A bank statement with a bit of everything: a semicolon, a decimal comma, a formula, a bad date. */
export const FUZZ_STATEMENT = 'Date;Description;Debit;Credit\n01.03.2026;Rent;1.200,00;\n02.03.2026;"=HYPERLINK(""x"")";;5,00\n31.02.2026;Bad;1,00;\n';

function budgetingTargets(world: FuzzWorld): ApiTarget[] {
  const { ids } = world;
  const account = ids.memberBudget.account;
  const category = ids.memberBudget.category;
  const mapping = { date: 0, description: 1, debit: 2, credit: 3 };
  const confirm = { accountId: account, text: FUZZ_STATEMENT, separator: ";", mapping, dateFormat: "dmy", amountFormat: "comma" };
  const huge = `Date,Description,Amount\n2026-03-01,${"x".repeat(20_000)},1.00\n2026-03-02,"unclosed,2.00\n`;
  return [
    { method: "GET", path: "/api/budgeting/accounts", caller: "member" },
    { method: "POST", path: "/api/budgeting/accounts", caller: "member", json: { name: "Fuzz savings", kind: "savings", openingBalance: "250.00" } },
    { method: "POST", path: "/api/budgeting/accounts/:id", caller: "member", params: { id: ids.budgetAccounts }, json: { name: "Renamed", kind: "cash", openingBalance: "-5.00" } },
    { method: "POST", path: "/api/budgeting/accounts/:id/delete", caller: "member", params: { id: [...ids.budgetAccounts, "2147483647"] } },
    { method: "GET", path: "/api/budgeting/categories", caller: "member" },
    { method: "POST", path: "/api/budgeting/categories", caller: "member", json: { name: "Pets", group: "Other", kind: "expense" } },
    { method: "POST", path: "/api/budgeting/categories/:id", caller: "member", params: { id: ids.budgetCategories }, json: { rollover: true } },
    { method: "POST", path: "/api/budgeting/categories/:id/delete", caller: "member", params: { id: [...ids.budgetCategories, "2147483647"] } },
    { method: "GET", path: "/api/budgeting/transactions", caller: "member", query: { ...pageQuery, month: "2026-03", accountId: String(account) } },
    { method: "POST", path: "/api/budgeting/transactions", caller: "member", json: { accountId: account, date: "2026-03-04", amount: "-7.25", description: "Lunch", categoryId: category } },
    { method: "POST", path: "/api/budgeting/transactions/:id", caller: "member", params: { id: ids.budgetTransactions }, json: { accountId: account, date: "2026-03-05", amount: "-8.00", description: "Lunch", categoryId: null } },
    { method: "POST", path: "/api/budgeting/transactions/:id/delete", caller: "member", params: { id: [...ids.budgetTransactions, "2147483647"] } },
    { method: "POST", path: "/api/budgeting/import/preview", caller: "member", json: { accountId: account, text: FUZZ_STATEMENT } },
    { method: "POST", path: "/api/budgeting/import/preview", caller: "member", json: { accountId: account, text: huge, separator: ",", mapping: { date: 0, description: 1, amount: 2 }, dateFormat: "iso", amountFormat: "dot" } },
    { method: "POST", path: "/api/budgeting/import/confirm", caller: "member", json: confirm },
    { method: "GET", path: "/api/budgeting/rules", caller: "member" },
    { method: "POST", path: "/api/budgeting/rules", caller: "member", json: { match: "starts_with", pattern: "AMZN", categoryId: category } },
    { method: "POST", path: "/api/budgeting/rules/:id", caller: "member", params: { id: ids.budgetRules }, json: { match: "contains", pattern: "cafe", categoryId: category } },
    { method: "POST", path: "/api/budgeting/rules/:id/delete", caller: "member", params: { id: [...ids.budgetRules, "2147483647"] } },
    { method: "POST", path: "/api/budgeting/rules/apply", caller: "member", json: { onlyUncategorised: false } },
    { method: "GET", path: "/api/budgeting/budget", caller: "member", query: { month: "2026-03" } },
    { method: "POST", path: "/api/budgeting/budget", caller: "member", json: { categoryId: category, month: "2026-03", amount: "400.00" } },
    { method: "GET", path: "/api/budgeting/analysis", caller: "member", query: { month: "2026-03" } },
    { method: "GET", path: "/api/budgeting/export", caller: "member" },
    { method: "GET", path: "/api/budgeting/cash", caller: "member" },
    { method: "POST", path: "/api/budgeting/cash/reserve", caller: "member", json: { months: 9 } },
    { method: "GET", path: "/api/legal/checklists", caller: "member" },
    { method: "GET", path: "/api/legal/formation", caller: "member" },
    // A formation checklist's save, below its tier for the fuzz member: refused, nothing written.
    { method: "POST", path: "/api/legal/checklists/:checklist", caller: "member", params: { checklist: ["buying-a-home", "buying-a-boat", "forming-an-llc"] }, json: { done: ["title", "inspection"] } },
    { method: "GET", path: "/api/estate/beneficiaries", caller: "member" },
    {
      method: "POST",
      path: "/api/estate/beneficiaries",
      caller: "member",
      json: { beneficiaries: [{ designation: "primary", name: "Ana Ruiz", relationship: "spouse", sharePercent: 100 }, { designation: "contingent", name: "Ruiz Family Trust", relationship: "trust", sharePercent: 100 }] },
    },
    { method: "GET", path: "/api/debts", caller: "member", query: { extra: "150.00" } },
    { method: "POST", path: "/api/debts", caller: "member", json: { name: "Fuzz loan", kind: "student_loan", balance: "12,000.00", apr: "5.5", minimumPayment: "130" } },
    { method: "POST", path: "/api/debts/:id", caller: "member", params: { id: ids.debts }, json: { name: "Fuzz card", kind: "credit_card", balance: "2400", apr: 21.99, minimumPayment: "75.00" } },
    { method: "POST", path: "/api/debts/:id/delete", caller: "member", params: { id: ids.debts } },
  ];
}

const patternRegex = (pattern: string) => new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}$`);

export const endpointName = (target: { method: string; path: string }) => `${target.method} ${target.path}`;

/** Routes the API serves that no target reaches (middleware, registered for ALL methods, aside). */
export function uncoveredApiRoutes(api: Api, targets: readonly ApiTarget[]): string[] {
  const served = new Set(api.routes.filter((route) => route.method !== "ALL").map((route) => endpointName(route)));
  return [...served].filter((route) => {
    const [method, path] = route.split(" ") as [string, string];
    return !targets.some((t) => t.method === method && (t.path === path || patternRegex(t.path).test(path)));
  });
}
