import type { ServerBuild } from "@remix-run/node";
import { PRICING_TYPES } from "../../core/constants";
import { SERVICE_NAMES } from "../../core/services";
import type { FuzzWorld } from "./world";
import { FUZZ_PASSWORD } from "./world";
import { ANNUITY_QUERY } from "../support/annuity-review-query";
import { CASH_VALUE_QUERY } from "../support/cash-value-query";
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
import { BUSINESS_QUERY } from "../support/business-financing-query";
import { BREAK_EVEN_QUERY, DISABILITY_QUERY, ESTATE_QUERY, GROWTH_QUERY, LIABILITY_QUERY, LIFE_QUERY, MORTGAGE_QUERY, RETIREMENT_TAX_QUERY, WITHHOLDING_QUERY } from "./api-targets";

/**
 * Every Remix route with an action or a loader, with a valid request to start from. Routes are
 * named by their id in the build; the coverage check below fails the run when a route with an
 * action or loader has no line here.
 */
export type WebTarget = {
  routeId: string;
  method: "GET" | "POST";
  /** Shown in the summary after the path, to tell targets of one route apart. */
  label?: string;
  /** Valid values of the form's `intent`, one chosen per input (the template's by default). */
  intents?: readonly string[];
  /** Signed-in members only: anyone else is turned away (a redirect to sign-in). An advisor's page answers other members 404. */
  caller: "anyone" | "member" | "advisor";
  params?: Record<string, readonly string[]>;
  query?: Record<string, string>;
  form?: Record<string, string>;
  json?: Record<string, unknown>;
  /** Session states besides the caller's own, which reach the later steps of a flow. */
  states?: readonly WebState[];
};

/** What the session cookie holds when the input is sent. */
export type WebState = "anonymous" | "member" | "advisor" | "sign-up code step" | "sign-up password step" | "forgot code step" | "forgot password step" | "second factor due";

const FROM = "/news?page=2";
const OPEN_ACCOUNT = "routes/myworld.service.investments.open-account";
const ASSESSMENT = "routes/myworld.service.investments.assessment";
const FUNDING = "routes/myworld.service.investments.funding";
const TAX_FILING = "routes/myworld.service.tax.filing";
const TAX_BUSINESS = "routes/myworld.service.tax.business";
const BUDGET_TRANSACTIONS = "routes/myworld.service.budgeting.transactions";
const BUDGET_IMPORT = "routes/myworld.service.budgeting.import";
const BUDGET = "routes/myworld.service.budgeting.budget";
const LEGAL_CHECKLISTS = "routes/myworld.service.legal.checklists";
const LEGAL_FORMATION = "routes/myworld.service.legal.formation";
const BENEFICIARIES = "routes/myworld.service.estate.beneficiaries";
const DEBTS = "routes/myworld.service.loans.debts";
const PRODUCTS = "routes/myworld.service.investments.product";
const PRODUCT = "routes/myworld.service.investments.product_.$id";
const COMPARE = "routes/myworld.service.investments.product_.compare";
const STATION = "routes/myworld.service.investments.station";
const ORDERS = "routes/myworld.service.investments.orders";
const ORDER = "routes/myworld.service.investments.orders_.$id";
const PORTFOLIO = "routes/myworld.service.investments.portfolio";

export function webTargets(world: FuzzWorld): WebTarget[] {
  const { member, newcomer, ids } = world;
  const password = { password: FUZZ_PASSWORD, matchingPassword: FUZZ_PASSWORD };
  const listQuery = { page: "2", category: "markets", q: "tax", auth: "sign-in" };
  const personal = {
    intent: "personal",
    firstName: "Ada",
    lastName: "Lovelace",
    dateOfBirth: "1990-01-31",
    ssn: "",
    phone: "5550100",
    bio: "Saving for a house.",
    address: "1 Main St",
    zipCode: "94105",
    countryCode: "US",
    stateCode: "CA",
    cityCode: "CA-san-francisco",
    industry: "11",
    avatarId: "avatar-02",
  };
  const notificationId = ids.memberNotifications[0] ?? "1";
  return [
    // Actions.
    { routeId: "routes/enplusworld.contact-us", method: "POST", caller: "anyone", form: { name: "Grace Hopper", email: "grace@example.com", topic: "tax", message: "How do I download last year's summary?", website: "" } },
    { routeId: "routes/desk", method: "POST", caller: "member", form: { intent: "status", id: "1", status: "answered", redirectTo: "/desk" } },
    { routeId: "routes/desk", method: "POST", label: "order chat reply", caller: "advisor", form: { intent: "chat-reply", orderId: ids.chatOrders[0]!, message: "It fills at the end of the countdown.", redirectTo: "/desk?chat=all" } },
    { routeId: "routes/desk", method: "POST", label: "order chat status", caller: "advisor", form: { intent: "chat-status", orderId: ids.chatOrders[0]!, status: "closed", redirectTo: "/desk" } },
    { routeId: "routes/auth.sign-in", method: "POST", caller: "anyone", form: { username: member.username, password: "Wrong1password", redirectTo: FROM }, states: ["anonymous", "second factor due"] },
    { routeId: "routes/auth.sign-in", method: "POST", caller: "anyone", form: { intent: "code", code: "123456", redirectTo: FROM }, states: ["second factor due", "anonymous"] },
    { routeId: "routes/auth.sign-in", method: "POST", intents: ["resend", "back"], caller: "anyone", form: { intent: "resend", redirectTo: FROM }, states: ["second factor due", "anonymous"] },
    { routeId: "routes/auth.sign-up", method: "POST", caller: "anyone", form: { username: newcomer.username, email: newcomer.email, phone: "", redirectTo: FROM } },
    { routeId: "routes/auth.sign-up", method: "POST", caller: "anyone", form: { intent: "code", code: "123456", redirectTo: FROM }, states: ["sign-up code step", "anonymous"] },
    { routeId: "routes/auth.sign-up", method: "POST", caller: "anyone", form: { intent: "password", ...password, redirectTo: FROM }, states: ["sign-up password step", "anonymous"] },
    { routeId: "routes/auth.sign-up", method: "POST", intents: ["resend", "back"], caller: "anyone", form: { intent: "back", redirectTo: FROM }, states: ["sign-up code step", "sign-up password step"] },
    { routeId: "routes/auth.forgot-password", method: "POST", caller: "anyone", form: { email: member.email, redirectTo: FROM } },
    { routeId: "routes/auth.forgot-password", method: "POST", caller: "anyone", form: { intent: "code", code: "123456", redirectTo: FROM }, states: ["forgot code step", "anonymous"] },
    { routeId: "routes/auth.forgot-password", method: "POST", caller: "anyone", form: { intent: "password", ...password, redirectTo: FROM }, states: ["forgot password step", "anonymous"] },
    { routeId: "routes/auth.forgot-password", method: "POST", intents: ["resend", "back", "cancel"], caller: "anyone", form: { intent: "back", redirectTo: FROM }, states: ["forgot code step", "forgot password step"] },
    { routeId: "routes/auth.close", method: "POST", caller: "anyone", form: { redirectTo: FROM }, states: ["anonymous", "sign-up code step", "forgot code step"] },
    { routeId: "routes/auth.join", method: "POST", caller: "anyone", form: { redirectTo: "/?tier=gold" }, states: ["anonymous", "member"] },
    { routeId: "routes/auth.sign-out", method: "POST", caller: "anyone", form: { intent: "sign-in-again", redirectTo: FROM }, states: ["member", "anonymous", "second factor due"] },
    { routeId: "routes/resources.visit", method: "POST", caller: "anyone", json: { pageUrl: "/news?page=2" } },
    { routeId: "routes/myworld.profile.personal", method: "POST", caller: "member", form: personal },
    { routeId: "routes/myworld.profile.security.($detail)", method: "POST", caller: "member", params: { detail: ["sessions"] }, form: { intent: "two-step", enabled: "off", password: FUZZ_PASSWORD } },
    // The same password again: the member stays usable for the rest of the run.
    { routeId: "routes/myworld.profile.security.($detail)", method: "POST", caller: "member", form: { intent: "change-password", oldPassword: FUZZ_PASSWORD, ...password } },
    { routeId: "routes/myworld.profile.notifications.($detail)", method: "POST", intents: ["read", "unread", "delete"], caller: "member", params: { detail: ["unread"] }, form: { intent: "read", id: notificationId, redirectTo: "/myworld/profile/notifications" } },
    { routeId: "routes/myworld.profile.security.($detail)", method: "POST", caller: "member", form: { intent: "sign-out-elsewhere" } },
    { routeId: "routes/myworld.profile.security.($detail)", method: "POST", caller: "member", form: { intent: "sign-out-session", session: "2000000000" } },
    { routeId: "routes/myworld.profile.$", method: "POST", caller: "member", form: { intent: "sign-out-elsewhere" } },
    // The investor account's pages (issue "Investor accounts for real").
    { routeId: OPEN_ACCOUNT, method: "POST", caller: "member", query: { step: "personal" }, form: { intent: "save", step: "personal", firstName: "Ada", lastName: "Lovelace", dateOfBirth: "1990-01-31", ssn: "123-45-6789", citizenship: "US" } },
    { routeId: OPEN_ACCOUNT, method: "POST", label: "address", caller: "member", form: { intent: "save", step: "address", address: "1 Main St", countryCode: "US", stateCode: "CA", cityCode: "CA-san-francisco", zipCode: "94105" } },
    { routeId: OPEN_ACCOUNT, method: "POST", label: "employment", caller: "member", form: { intent: "save", step: "employment", employmentStatus: "employed", industry: "11" } },
    { routeId: OPEN_ACCOUNT, method: "POST", label: "finances", caller: "member", form: { intent: "save", step: "finances", annualIncome: "100k_250k", netWorth: "250k_1m" } },
    { routeId: OPEN_ACCOUNT, method: "POST", label: "agreements", caller: "member", form: { intent: "save", step: "agreements", signature: "Ada Lovelace", agreementsAccepted: "on" } },
    { routeId: OPEN_ACCOUNT, method: "POST", label: "submit", caller: "member", form: { intent: "submit" } },
    {
      routeId: ASSESSMENT,
      method: "POST",
      caller: "member",
      form: { qToken: "an-expired-or-unknown-token-000000", questions: "horizon,goal", "answer.horizon": "over_10y", "answer.goal": "growth", from: "application" },
    },
    { routeId: FUNDING, method: "POST", label: "link bank", caller: "member", form: { intent: "link-bank", holderName: "Ada Lovelace", routingNumber: "011000015", accountNumber: "123456789", accountType: "checking" } },
    { routeId: FUNDING, method: "POST", label: "transfer", caller: "member", form: { intent: "transfer", bankId: "1", direction: "deposit", amount: "1,500.00", idempotencyKey: "fuzz-idempotency-key-0001" } },
    ...budgetingActions(world),
    ...tradingActions(world),
    { routeId: FUNDING, method: "POST", label: "one-button forms", intents: ["remove-bank", "cancel-transfer"], caller: "member", form: { intent: "cancel-transfer", id: "1" } },
    // The tax filing wizard (issue "Tax" §2): each step's save (and autosave), submit and amend.
    {
      routeId: TAX_FILING,
      method: "POST",
      label: "status",
      intents: ["save", "next", "autosave"],
      caller: "member",
      query: { year: "2025" },
      form: { intent: "save", step: "status", filingStatus: "single", "taxpayer.firstName": "Ada", "taxpayer.lastName": "Lovelace", "taxpayer.ssn": "123-45-6789", "taxpayer.dateOfBirth": "1990-01-31", "taxpayer.blind": "on" },
    },
    {
      routeId: TAX_FILING,
      method: "POST",
      label: "dependents",
      caller: "member",
      query: { year: "2025" },
      form: { intent: "next", step: "dependents", "dependents.rows": "2", "dependents.0.key": "", "dependents.0.firstName": "Kit", "dependents.0.lastName": "Lovelace", "dependents.0.ssn": "223-45-6789", "dependents.0.dateOfBirth": "2015-06-01", "dependents.0.relationship": "child" },
    },
    {
      routeId: TAX_FILING,
      method: "POST",
      label: "income",
      intents: ["save", "autosave"],
      caller: "member",
      query: { year: "2026" },
      form: { intent: "autosave", step: "income", "income.w2.rows": "2", "income.w2.0.employer": "Analytical Engines", "income.w2.0.wages": "85,000", "income.w2.0.withheld": "10000", "income.taxableInterest": "12.50", "income.longTermCapitalGains": "-1,500" },
    },
    { routeId: TAX_FILING, method: "POST", label: "deductions", caller: "member", form: { intent: "save", step: "deductions", "deductions.stateAndLocalTaxes": "12000", "deductions.charitable": "500" } },
    { routeId: TAX_FILING, method: "POST", label: "submit and amend", intents: ["submit", "amend"], caller: "member", query: { year: "2025" }, form: { intent: "submit" } },
    { routeId: TAX_BUSINESS, method: "POST", label: "reminders", caller: "member", form: { taxYear: "2026", entity: "partnership", filingStatus: "single", "revenue.sales": "120,000", "expenses.meals": "1,200", "expenses.rent": "12000", otherWages: "50000", ownershipShare: "50", priorYearTax: "18000", priorYearAgi: "160000" } },
    // Loaders: the query strings and path parameters pages read.
    { routeId: "routes/_index", method: "GET", caller: "anyone", query: { tier: "gold", overview: "", auth: "sign-up" }, states: ["anonymous", "member", "sign-up code step"] },
    { routeId: "routes/news._index", method: "GET", caller: "anyone", query: listQuery },
    { routeId: "routes/news.$id", method: "GET", caller: "anyone", params: { id: [ids.news, "no-such-news"] } },
    { routeId: "routes/enplusworld.whatis-new._index", method: "GET", caller: "anyone", query: { ...listQuery, category: "platform" } },
    { routeId: "routes/enplusworld.whatis-new.$id", method: "GET", caller: "anyone", params: { id: [ids.whatsNew] } },
    { routeId: "routes/enplusworld.learning-center._index", method: "GET", caller: "anyone", query: { ...listQuery, category: "retirement" } },
    { routeId: "routes/enplusworld.learning-center.$id", method: "GET", caller: "anyone", params: { id: [ids.learning] } },
    { routeId: "routes/enplusworld.services.$serviceName", method: "GET", caller: "anyone", params: { serviceName: SERVICE_NAMES } },
    { routeId: "routes/enplusworld.pricing", method: "GET", caller: "anyone", query: { type: PRICING_TYPES[1] } },
    { routeId: "routes/enplusworld.digital-vault", method: "GET", caller: "anyone", query: { auth: "forgot-password" }, states: ["forgot code step"] },
    { routeId: "routes/enplusworld.who-we-are", method: "GET", caller: "anyone", query: { auth: "sign-in" }, states: ["second factor due"] },
    { routeId: "routes/enplusworld.ai-enne", method: "GET", caller: "anyone", query: { auth: "sign-up" }, states: ["sign-up password step"] },
    { routeId: "routes/enplusworld.ai-enne", method: "GET", label: "conversation", caller: "member", query: { c: ids.conversations[0]! } },
    { routeId: "routes/enplusworld.ai-enne", method: "GET", label: "question in the address", caller: "member", query: { ask: "When buying a home, why should I do a final walk-through before signing?" } },
    { routeId: "routes/enplusworld.ai-enne", method: "POST", label: "ask", caller: "anyone", form: { intent: "ask", question: "What is the difference between Roth and traditional accounts?" } },
    { routeId: "routes/enplusworld.ai-enne", method: "POST", label: "member ask", caller: "member", form: { intent: "ask", question: "How much cash can I withdraw?", conversationId: ids.conversations[0]! } },
    { routeId: "routes/enplusworld.ai-enne", method: "POST", label: "history", intents: ["rename", "delete"], caller: "member", form: { intent: "rename", conversationId: ids.conversations[1]!, title: "Retirement questions" } },
    { routeId: "routes/enplusworld.ai-enne", method: "POST", label: "feedback", caller: "member", form: { intent: "feedback", messageId: String(ids.answers[0]), conversationId: ids.conversations[0]!, rating: "up", comment: "Clear" } },
    { routeId: "routes/resources.ai-enne", method: "POST", caller: "anyone", form: { question: "How does a 529 plan work?" } },
    { routeId: "routes/enplusworld.members", method: "GET", caller: "anyone", query: { auth: "sign-in" } },
    { routeId: "routes/enplusworld.legal", method: "GET", caller: "anyone", query: { auth: "sign-in" } },
    { routeId: "routes/auth.availability", method: "GET", caller: "anyone", query: { username: newcomer.username } },
    { routeId: "routes/auth.availability", method: "GET", label: "email", caller: "anyone", query: { email: member.email } },
    { routeId: "routes/resources.cities", method: "GET", caller: "anyone", query: { state: "CA" } },
    { routeId: "routes/sitemap[.]xml", method: "GET", caller: "anyone" },
    { routeId: "routes/robots[.]txt", method: "GET", caller: "anyone" },
    { routeId: "routes/enplusworld.contact-us", method: "GET", caller: "anyone" },
    { routeId: "routes/desk", method: "GET", caller: "member", query: { status: "all", page: "2" } },
    { routeId: "routes/desk", method: "GET", label: "advisor", caller: "advisor", query: { status: "open", page: "1", chat: "all", chatPage: "1" } },
    { routeId: "routes/auth.sign-in", method: "GET", caller: "anyone", query: { auth: "sign-in" } },
    { routeId: "routes/auth.sign-up", method: "GET", caller: "anyone" },
    { routeId: "routes/auth.forgot-password", method: "GET", caller: "anyone" },
    { routeId: "routes/auth.close", method: "GET", caller: "anyone" },
    { routeId: "routes/auth.join", method: "GET", caller: "anyone" },
    { routeId: "routes/auth.sign-out", method: "GET", caller: "anyone" },
    { routeId: "routes/myworld._index", method: "GET", caller: "member", query: { auth: "sign-in" } },
    { routeId: "routes/myworld.profile._index", method: "GET", caller: "member" },
    { routeId: "routes/myworld.profile.overview", method: "GET", caller: "member" },
    { routeId: "routes/myworld.profile.personal", method: "GET", caller: "member" },
    { routeId: "routes/myworld.profile.security.($detail)", method: "GET", caller: "member", params: { detail: ["sessions"] } },
    { routeId: "routes/myworld.profile.notifications.($detail)", method: "GET", caller: "member", params: { detail: ["all", "tasks", "unread"] }, query: { page: "2" } },
    { routeId: "routes/myworld.profile.$", method: "GET", caller: "member" },
    { routeId: "routes/myworld.service._index", method: "GET", caller: "member" },
    { routeId: "routes/myworld.service.$service.($tab).($childPage)", method: "GET", caller: "member", params: { service: SERVICE_NAMES, tab: ["overview", "learn", "product", "filing", "calculators"] } },
    { routeId: OPEN_ACCOUNT, method: "GET", caller: "member", query: { step: "address" } },
    { routeId: ASSESSMENT, method: "GET", caller: "member", query: { from: "application", profile: "moderate", score: "12" } },
    { routeId: FUNDING, method: "GET", caller: "member", query: { page: "2" } },
    // The calculator pages: every input is the URL's (issue "Planning and budgeting" §1).
    { routeId: "routes/myworld.service.loans.calculators", method: "GET", caller: "member", query: { principal: "250000", rate: "6.5", years: "30", extra: "200", start: "2026-03-01", page: "2" } },
    {
      routeId: "routes/myworld.service.retirement.calculators",
      method: "GET",
      caller: "member",
      query: { currentAge: "45", retirementAge: "65", lifeExpectancy: "90", savings: "150000", contribution: "800", return: "6", volatility: "12", inflation: "2.5", withdrawal: "50000", socialSecurity: "18000", rule: "guardrails", paths: "1000", seed: "7" },
    },
    { routeId: "routes/myworld.service.budgeting.calculators", method: "GET", caller: "member", query: { target: "50000", date: "2031-06-30", savings: "5000", return: "4" } },
    {
      routeId: "routes/myworld.service.education.calculators",
      method: "GET",
      caller: "member",
      query: { school: "private", cost: "58000", years: "12", study: "4", growth: "4", savings: "5000", return: "6" },
    },
    { routeId: "routes/myworld.service.tax.calculators", method: "GET", caller: "member", query: WITHHOLDING_QUERY },
    { routeId: "routes/myworld.service.retirement.tax-planning", method: "GET", caller: "member", query: RETIREMENT_TAX_QUERY },
    { routeId: "routes/myworld.service.loans.mortgages", method: "GET", caller: "member", query: MORTGAGE_QUERY },
    { routeId: "routes/myworld.service.loans.business", method: "GET", caller: "member", query: BUSINESS_QUERY },
    { routeId: "routes/myworld.service.insurance.policies", method: "GET", caller: "member", query: ANNUITY_QUERY },
    { routeId: "routes/myworld.service.insurance.policies_.life", method: "GET", caller: "member", query: CASH_VALUE_QUERY },
    { routeId: "routes/myworld.service.retirement.investments", method: "GET", caller: "member", query: RETIREMENT_MIX_QUERY },
    { routeId: "routes/myworld.service.education.investments", method: "GET", caller: "member", query: EDUCATION_MIX_QUERY },
    { routeId: "routes/myworld.service.tax.trusts", method: "GET", caller: "member", query: TRUST_TAX_QUERY },
    { routeId: "routes/myworld.service.insurance.trust", method: "GET", caller: "member", query: INSURANCE_TRUST_QUERY },
    { routeId: "routes/myworld.service.education.trusts", method: "GET", caller: "member", query: EDUCATION_TRUST_QUERY },
    { routeId: "routes/myworld.service.estate.trusts", method: "GET", caller: "member", query: TRUST_PLANNING_QUERY },
    { routeId: "routes/myworld.service.entrepreneurship.funding", method: "GET", caller: "member", query: FUNDING_ROUNDS_QUERY },
    { routeId: "routes/myworld.service.entrepreneurship.equity", method: "GET", caller: "member", query: EQUITY_AWARDS_QUERY },
    { routeId: "routes/myworld.service.retirement.deferred", method: "GET", caller: "member", query: DEFERRED_COMPENSATION_QUERY },
    { routeId: "routes/myworld.service.investments.private", method: "GET", caller: "member", query: PRIVATE_FUND_QUERY },
    { routeId: "routes/myworld.service.tax.family", method: "GET", caller: "member", query: FAMILY_CALENDAR_QUERY },
    { routeId: "routes/myworld.service.tax.family_.calendar", method: "GET", caller: "member", query: FAMILY_CALENDAR_QUERY },
    { routeId: "routes/myworld.service.estate.foundation", method: "GET", caller: "member", query: FOUNDATION_QUERY },
    { routeId: "routes/myworld.service.estate.foundation_.calendar", method: "GET", caller: "member", query: FOUNDATION_QUERY },
    { routeId: "routes/myworld.service.loans.family", method: "GET", caller: "member", query: FAMILY_LIABILITIES_QUERY },
    { routeId: "routes/myworld.service.loans.family_.calendar", method: "GET", caller: "member", query: FAMILY_LIABILITIES_QUERY },
    { routeId: "routes/myworld.service.insurance.family", method: "GET", caller: "member", query: FAMILY_RISK_QUERY },
    { routeId: "routes/myworld.service.insurance.family_.calendar", method: "GET", caller: "member", query: FAMILY_RISK_QUERY },
    { routeId: "routes/myworld.service.budgeting.family", method: "GET", caller: "member", query: FAMILY_CASH_QUERY },
    { routeId: "routes/myworld.service.legal.family", method: "GET", caller: "member", query: FAMILY_LEGAL_QUERY },
    { routeId: "routes/myworld.service.legal.family_.calendar", method: "GET", caller: "member", query: FAMILY_LEGAL_QUERY },
    { routeId: "routes/myworld.service.entrepreneurship.succession", method: "GET", caller: "member", query: SUCCESSION_QUERY },
    { routeId: "routes/myworld.service.education.family", method: "GET", caller: "member", query: NEXT_GENERATION_QUERY },
    { routeId: "routes/myworld.service.estate.family", method: "GET", caller: "member", query: FAMILY_SUCCESSION_QUERY },
    { routeId: "routes/myworld.service.loans.credit-line", method: "GET", caller: "member", query: { draw: "25000", rate: "6.75", months: "18" } },
    { routeId: "routes/myworld.service.investments.calculators", method: "GET", caller: "member", query: GROWTH_QUERY },
    { routeId: "routes/myworld.service.insurance.calculators", method: "GET", caller: "member", query: LIFE_QUERY },
    { routeId: "routes/myworld.service.entrepreneurship.calculators", method: "GET", caller: "member", query: BREAK_EVEN_QUERY },
    { routeId: "routes/myworld.service.insurance.calculators_.disability", method: "GET", caller: "member", query: DISABILITY_QUERY },
    { routeId: "routes/myworld.service.insurance.calculators_.liability", method: "GET", caller: "member", query: LIABILITY_QUERY },
    { routeId: "routes/myworld.service.estate.calculators", method: "GET", caller: "member", query: ESTATE_QUERY },
    { routeId: TAX_FILING, method: "GET", caller: "member", query: { year: "2025", step: "income" } },
    { routeId: "routes/myworld.service.tax.filing.pdf", method: "GET", caller: "member", query: { year: "2026" } },
    { routeId: TAX_BUSINESS, method: "GET", caller: "member", query: { taxYear: "2026", entity: "partnership", filingStatus: "single", "revenue.sales": "120,000", "expenses.meals": "1,200", "expenses.rent": "12000", otherWages: "50000", ownershipShare: "50", priorYearTax: "18000", priorYearAgi: "160000" } },
    { routeId: BUDGET_TRANSACTIONS, method: "GET", caller: "member", query: { month: "2026-03", page: "1", edit: ids.budgetTransactions[0]!, editAccount: String(ids.memberBudget.account) } },
    // Trading's pages (issue "Trading"): the catalogue's filters, a product and its range, compare, the station, orders.
    { routeId: PRODUCTS, method: "GET", caller: "member", query: { q: "bond", assetClass: "government_bond", risk: "2", sort: "return1y", page: "1" } },
    { routeId: PRODUCT, method: "GET", caller: "member", params: { id: ["etf-sp500", "pe-buyout", "no-such-product"] }, query: { range: "5Y" } },
    { routeId: COMPARE, method: "GET", caller: "member", query: { ids: "etf-sp500,cd-1y", range: "MAX" } },
    { routeId: STATION, method: "GET", caller: "member" },
    { routeId: ORDERS, method: "GET", caller: "member", query: { status: "pending_review", page: "1" } },
    { routeId: ORDER, method: "GET", caller: "member", params: { id: ids.orders } },
    // The portfolio (issue "Portfolio"): the value series' range is the URL's.
    { routeId: PORTFOLIO, method: "GET", caller: "member", query: { range: "5Y" } },
    { routeId: "routes/myworld.service.investments.analysis", method: "GET", caller: "member" },
    { routeId: BUDGET_IMPORT, method: "GET", caller: "member" },
    { routeId: BUDGET, method: "GET", caller: "member", query: { month: "2026-03" } },
    { routeId: LEGAL_CHECKLISTS, method: "GET", caller: "member" },
    { routeId: LEGAL_FORMATION, method: "GET", caller: "member" },
    { routeId: BENEFICIARIES, method: "GET", caller: "member" },
    { routeId: "routes/myworld.service.budgeting.analysis", method: "GET", caller: "member", query: { month: "2026-03" } },
    { routeId: "routes/myworld.service.budgeting.export", method: "GET", caller: "member" },
    { routeId: "routes/myworld.service.budgeting.cash", method: "GET", caller: "member" },
    { routeId: DEBTS, method: "GET", caller: "member", query: { extra: "125.00", edit: world.ids.debts[0]!, remove: world.ids.debts[0]! } },
    { routeId: "routes/myworld.service.$service.($tab).($childPage)", method: "GET", label: "video", caller: "member", params: { service: ["tax"], tab: ["learn"], childPage: [ids.video] } },
  ];
}

/** The URL pattern of a route in the build, parents included: "/myworld/profile/:tab?/:detail?". */
export function routePattern(build: ServerBuild, routeId: string): string {
  const segments: string[] = [];
  for (let route = build.routes[routeId]; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path);
  }
  return `/${segments.join("/")}`;
}

/** The route and its parents: every loader that runs for a GET of it. */
function routeChain(build: ServerBuild, routeId: string): string[] {
  const chain: string[] = [];
  for (let route = build.routes[routeId]; route; route = route.parentId ? build.routes[route.parentId] : undefined) chain.push(route.id);
  return chain;
}

/** Routes with an action or a loader that no target reaches (a layout's loader runs under its pages). */
function tradingActions(world: FuzzWorld): WebTarget[] {
  const { ids } = world;
  const products = ["etf-sp500", "mm-treasury", "pe-buyout", "no-such-product"];
  return [
    { routeId: PRODUCTS, method: "POST", label: "unwatch", caller: "member", form: { intent: "unwatch", productId: "etf-sp500" } },
    { routeId: PRODUCT, method: "POST", label: "watchlist", intents: ["watch", "unwatch"], caller: "member", params: { id: products }, form: { intent: "watch" } },
    { routeId: PRODUCT, method: "POST", label: "station", caller: "member", params: { id: products }, query: { range: "1M" }, form: { intent: "add-to-station", amount: "1,000.00", acknowledgeRisk: "on" } },
    { routeId: PRODUCT, method: "POST", label: "sell", caller: "member", params: { id: products }, form: { intent: "sell", field: "units", value: "1.5" } },
    { routeId: STATION, method: "POST", label: "change", caller: "member", form: { intent: "change", id: ids.stationItems[0]!, amount: "75.00", acknowledgeRisk: "on" } },
    { routeId: STATION, method: "POST", label: "remove", intents: ["remove", "checkout"], caller: "member", form: { intent: "remove", id: ids.stationItems[1]!, [`acknowledge-${ids.stationItems[0]!}`]: "on" } },
    { routeId: ORDER, method: "POST", label: "modify", caller: "member", params: { id: ids.orders }, form: { intent: "modify", field: "amount", value: "120.00", acknowledgeRisk: "on" } },
    { routeId: ORDER, method: "POST", label: "chat", caller: "member", params: { id: ids.orders }, form: { intent: "chat", message: "Can I still change this order?" } },
    { routeId: ORDER, method: "POST", label: "chat (fetcher)", caller: "member", params: { id: ids.orders }, form: { intent: "chat", via: "fetcher", message: "And the fee?" } },
    { routeId: ORDER, method: "POST", label: "one-button forms", intents: ["cancel", "submit", "buy-again"], caller: "member", params: { id: ids.orders }, form: { intent: "submit" } },
    // The portfolio's forms (issue "Portfolio"): the cost basis method, the target allocation, its reset, rebalancing.
    { routeId: PORTFOLIO, method: "POST", label: "cost basis", caller: "member", query: { range: "1M" }, form: { intent: "cost-basis", costBasisMethod: "average" } },
    { routeId: PORTFOLIO, method: "POST", label: "target", caller: "member", form: { intent: "target", index_etf: "60", government_bond: "30", money_market: "10", cd: "" } },
    { routeId: PORTFOLIO, method: "POST", label: "reset and rebalance", intents: ["target-reset", "rebalance"], caller: "member", form: { intent: "rebalance", allowSells: "on" } },
  ];
}

function budgetingActions(world: FuzzWorld): WebTarget[] {
  const { ids } = world;
  const account = String(ids.memberBudget.account);
  const category = String(ids.memberBudget.category);
  const transaction = ids.budgetTransactions[0]!;
  const statement = "Date;Description;Debit;Credit\n01.03.2026;Rent;1.200,00;\n02.03.2026;=SUM(A1);;5,00\n31.02.2026;Bad;1,00;\n";
  return [
    {
      routeId: BUDGET_TRANSACTIONS,
      method: "POST",
      label: "account",
      intents: ["add-account", "edit-account"],
      caller: "member",
      form: { intent: "add-account", id: account, name: "Fuzz cash", kind: "cash", openingBalance: "1,000.00", month: "2026-03" },
    },
    {
      routeId: BUDGET_TRANSACTIONS,
      method: "POST",
      label: "transaction",
      intents: ["add-transaction", "edit-transaction"],
      caller: "member",
      form: { intent: "add-transaction", id: transaction, accountId: account, date: "2026-03-03", amount: "-12.50", description: "Fuzz lunch", categoryId: category, month: "2026-03" },
    },
    { routeId: BUDGET_TRANSACTIONS, method: "POST", label: "rule", caller: "member", form: { intent: "add-rule", match: "contains", pattern: "lunch", categoryId: category, month: "2026-03" } },
    {
      routeId: BUDGET_TRANSACTIONS,
      method: "POST",
      label: "one-button forms",
      intents: ["delete-account", "delete-transaction", "delete-rule", "apply-rules"],
      caller: "member",
      form: { intent: "delete-transaction", id: transaction, month: "2026-03" },
    },
    { routeId: BUDGET_IMPORT, method: "POST", label: "preview", caller: "member", form: { intent: "preview", accountId: account, text: statement } },
    {
      routeId: BUDGET_IMPORT,
      method: "POST",
      label: "mapped",
      intents: ["preview-mapped", "confirm"],
      caller: "member",
      form: { intent: "preview-mapped", accountId: account, text: statement, separator: ";", date: "0", description: "1", debit: "2", credit: "3", dateFormat: "dmy", amountFormat: "comma" },
    },
    { routeId: LEGAL_CHECKLISTS, method: "POST", label: "checklist saved", caller: "member", form: { checklist: "buying-a-home", done: "title" } },
    { routeId: LEGAL_CHECKLISTS, method: "POST", label: "checklist autosaved", caller: "member", form: { checklist: "signing-a-lease", done: "deposit", autosave: "1" } },
    { routeId: LEGAL_CHECKLISTS, method: "POST", label: "checklist cleared", caller: "member", form: { checklist: "forming-a-business", intent: "clear" } },
    { routeId: LEGAL_FORMATION, method: "POST", label: "formation checklist saved", caller: "member", form: { checklist: "setting-up-a-trust", done: "purpose" } },
    {
      routeId: BENEFICIARIES,
      method: "POST",
      label: "beneficiaries saved",
      caller: "member",
      form: { intent: "save", "primary-0-name": "Ana Ruiz", "primary-0-relationship": "spouse", "primary-0-share": "100", "primary-rows": "1", "contingent-rows": "1" },
    },
    { routeId: BENEFICIARIES, method: "POST", label: "beneficiary row added", caller: "member", form: { intent: "add-primary", "primary-0-name": "Ana Ruiz", "primary-rows": "1" } },
    { routeId: BUDGET, method: "POST", label: "budget", caller: "member", form: { intent: "set-budget", categoryId: category, month: "2026-03", amount: "400.00" } },
    { routeId: "routes/myworld.service.budgeting.cash", method: "POST", label: "reserve target", caller: "member", form: { intent: "reserve", months: "9" } },
    {
      routeId: DEBTS,
      method: "POST",
      label: "debt",
      intents: ["add", "update", "remove"],
      caller: "member",
      form: { intent: "add", id: world.ids.debts[0]!, name: "Fuzz auto loan", kind: "auto_loan", balance: "9,500", apr: "6.9", minimumPayment: "280" },
    },
    { routeId: BUDGET, method: "POST", label: "rollover", caller: "member", form: { intent: "rollover", categoryId: category, rollover: "on", month: "2026-03" } },
    {
      routeId: BUDGET,
      method: "POST",
      label: "category",
      intents: ["add-category", "delete-category"],
      caller: "member",
      form: { intent: "add-category", name: "Fuzz pets", group: "Other", kind: "expense", categoryId: category, month: "2026-03" },
    },
  ];
}

export function uncoveredWebRoutes(build: ServerBuild, targets: readonly WebTarget[]): string[] {
  const missing: string[] = [];
  const loaded = new Set(targets.filter((t) => t.method === "GET").flatMap((t) => routeChain(build, t.routeId)));
  for (const [id, route] of Object.entries(build.routes)) {
    if (route.module.action && !targets.some((t) => t.routeId === id && t.method === "POST")) missing.push(`POST ${routePattern(build, id)} (${id})`);
    if (route.module.loader && !loaded.has(id)) missing.push(`GET ${routePattern(build, id)} (${id})`);
  }
  for (const target of targets) if (!build.routes[target.routeId]) missing.push(`${target.routeId}: no such route in the build`);
  return missing;
}
