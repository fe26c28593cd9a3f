import type { ServiceName } from "#core/services";
import type { FeatureKey } from "#core/tiers";

export type ServiceTab = {
  key: string;
  label: string;
  feature?: FeatureKey;
  /** Served by a route of its own (app/routes/myworld.service.<service>.<tab>/), not the service catch-all. */
  ownRoute?: true;
};

const COMMON: ServiceTab[] = [
  { key: "overview", label: "Overview" },
  { key: "learn", label: "Learn" },
];

/** requirements §2 named sub-pages; the feature each one is behind (requirements §6), where it has one. */
const NAMED: Partial<Record<ServiceName, ServiceTab[]>> = {
  investments: [
    // Issue "Trading": the catalogue is open to every member; each product shows the tier that unlocks it.
    { key: "product", label: "Products", ownRoute: true },
    { key: "station", label: "Station", ownRoute: true },
    { key: "orders", label: "Orders", ownRoute: true },
    // Issue "Portfolio": holdings, returns, cost basis, target allocation and rebalancing.
    { key: "portfolio", label: "Portfolio", ownRoute: true },
    // Gold's investment analysis of the holdings: concentration, costs, risk and allocation.
    { key: "analysis", label: "Analysis", feature: "investment-analysis", ownRoute: true },
    // Emerald's private funds: who may invest, and a commitment's calls and distributions.
    { key: "private", label: "Private funds", feature: "hnw-private-investments", ownRoute: true },
    { key: "open-account", label: "Open an account", ownRoute: true },
    { key: "assessment", label: "Risk assessment", ownRoute: true },
    { key: "funding", label: "Funding", ownRoute: true },
    // Compound growth and what fees cost (Bronze and up, like the other calculators).
    { key: "calculators", label: "Calculators", ownRoute: true },
  ],
  budgeting: [
    { key: "transactions", label: "Accounts and transactions", ownRoute: true },
    { key: "import", label: "Import", ownRoute: true },
    { key: "budget", label: "Budget", ownRoute: true },
    { key: "analysis", label: "Analysis", ownRoute: true },
    // Silver's cash across accounts and the emergency reserve against the member's target ("cash").
    { key: "cash", label: "Cash and reserve", ownRoute: true },
    // Taaffeite's family cash forecast: every household and entity's cash for the year, and the transfers that keep each reserve.
    { key: "family", label: "Family cash forecast", feature: "family-office", ownRoute: true },
    // Issue "Planning and budgeting" §1 (Bronze and up; the page itself shows the locked view below).
    { key: "calculators", label: "Calculators", ownRoute: true },
  ],
  tax: [
    // The withholding and estimated tax check (Bronze and up, like the other calculators).
    { key: "calculators", label: "Calculators", ownRoute: true },
    { key: "filing", label: "Filing", feature: "individual-tax", ownRoute: true },
    { key: "business", label: "Business", feature: "business-tax", ownRoute: true },
    // Diamond's trust tax planning: a trust's income kept or paid out, and the tax of each.
    { key: "trusts", label: "Trusts", feature: "trusts", ownRoute: true },
    // Taaffeite's family office: every filer's federal deadlines of a tax year in one calendar.
    { key: "family", label: "Family calendar", feature: "family-office", ownRoute: true },
  ],
  education: [
    // The college savings calculator (Bronze and up, like the others).
    { key: "calculators", label: "Calculators", ownRoute: true },
    // Gold's review of a 529 or Coverdell account's mix and costs against an age-based path.
    { key: "investments", label: "Investment review", feature: "investment-analysis", ownRoute: true },
    // Diamond's education trust against a 529 plan, with tuition paid straight to the school beside them.
    { key: "trusts", label: "Trusts", feature: "trusts", ownRoute: true },
    // Taaffeite's next generation: each child's stage of the family's money education and the family's milestones.
    { key: "family", label: "Next generation", feature: "family-office", ownRoute: true },
  ],
  loans: [
    { key: "calculators", label: "Calculators", ownRoute: true },
    // Silver's debts beside the member's cash flow, and the ways to pay them off (the behavior analysis).
    { key: "debts", label: "Debts", feature: "behavior-analysis", ownRoute: true },
    // Platinum's mortgage and refinancing options side by side ("loans").
    { key: "mortgages", label: "Mortgages", feature: "loans", ownRoute: true },
    // Platinum's line of credit secured by the member's holdings on the platform.
    { key: "credit-line", label: "Credit line", feature: "loans", ownRoute: true },
    // Platinum's term loans, lines of credit and equipment financing for a business.
    { key: "business", label: "Business loans", feature: "loans", ownRoute: true },
    // Taaffeite's family balance sheet: every loan of the family, its maturity, rate risk and collateral.
    { key: "family", label: "Family balance sheet", feature: "family-office", ownRoute: true },
  ],
  // Break-even and cash flow (Bronze and up, like the other calculators).
  entrepreneurship: [
    { key: "calculators", label: "Calculators", ownRoute: true },
    // Diamond's resource library: priced rounds, the option pool and what the founders keep.
    { key: "funding", label: "Funding", feature: "entrepreneurship-resources", ownRoute: true },
    // Emerald's executive accounts: an equity award's vesting, its tax year and the one company's weight.
    { key: "equity", label: "Equity awards", feature: "executive-accounts", ownRoute: true },
    // Taaffeite's business succession: the family business kept, given each year or given now, against the transfer tax.
    { key: "succession", label: "Succession", feature: "family-office", ownRoute: true },
  ],
  // Life insurance, disability and liability needs (Bronze and up, like the other calculators).
  insurance: [
    { key: "calculators", label: "Calculators", ownRoute: true },
    // Gold's review of an annuity and of a cash value life policy (part of investment analysis).
    { key: "policies", label: "Policy review", feature: "investment-analysis", ownRoute: true },
    // Diamond's life insurance trust planning: a policy kept out of the estate, and its premium gifts.
    { key: "trust", label: "Life insurance trust", feature: "trusts", ownRoute: true },
    // Taaffeite's family risk review: every policy of the family, its renewal, the liability cover and what is under-insured.
    { key: "family", label: "Family risk review", feature: "family-office", ownRoute: true },
  ],
  retirement: [
    { key: "calculators", label: "Calculators", ownRoute: true },
    // Gold's retirement tax planning, with individual tax: conversions, required distributions, Medicare.
    { key: "tax-planning", label: "Tax planning", feature: "individual-tax", ownRoute: true },
    // Gold's review of a retirement account held elsewhere: its mix, costs and withdrawals' sequence risk.
    { key: "investments", label: "Investment review", feature: "investment-analysis", ownRoute: true },
    // Emerald's executive accounts: a deferred compensation balance as a lump sum or installments.
    { key: "deferred", label: "Deferred pay", feature: "executive-accounts", ownRoute: true },
  ],
  // The estate's size, how it passes, and a checklist (Bronze and up, like the other calculators).
  estate: [
    { key: "calculators", label: "Calculators", ownRoute: true },
    // Silver's review of how the investor account is owned and who receives it (the "accounts" feature).
    { key: "beneficiaries", label: "Beneficiaries", feature: "accounts", ownRoute: true },
    // Diamond's trust planning: funding a living trust against probate's fees, and an irrevocable trust's gift.
    { key: "trusts", label: "Trusts", feature: "trusts", ownRoute: true },
    // Painite's private foundation: the founding gift against a donor-advised fund, the payout, the rules and the calendar.
    { key: "foundation", label: "Foundation", feature: "foundation", ownRoute: true },
    // Taaffeite's family succession: who holds each of the family's roles, who follows, and on whom they rest.
    { key: "family", label: "Family succession", feature: "family-office", ownRoute: true },
  ],
  // Checklists for common legal matters, each member's ticks kept (Bronze and up).
  legal: [
    { key: "checklists", label: "Checklists", ownRoute: true },
    // Diamond's trust and business formation checklists, kept like the others.
    { key: "formation", label: "Trusts and formation", feature: "trusts", ownRoute: true },
    // Taaffeite's family legal calendar: every contract, lease, filing and agreement in the order to act.
    { key: "family", label: "Family legal calendar", feature: "family-office", ownRoute: true },
  ],
};

export const serviceTabs = (service: ServiceName): ServiceTab[] => [...COMMON, ...(NAMED[service] ?? [])];
