// The ten financial services of requirements §1 and §2, in the order the spec lists them for /myworld.

export const SERVICE_NAMES = [
  "investments",
  "budgeting",
  "education",
  "entrepreneurship",
  "tax",
  "loans",
  "estate",
  "insurance",
  "legal",
  "retirement",
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export type ServiceSummary = { name: ServiceName; title: string; summary: string };

export const SERVICES: Record<ServiceName, ServiceSummary> = {
  investments: {
    name: "investments",
    title: "Investments",
    summary:
      "Build and manage a diversified portfolio with clear fees, risk profiling that explains itself, and research that grows with your tier, from index funds to private placements.",
  },
  budgeting: {
    name: "budgeting",
    title: "Budgeting",
    summary:
      "See where every dollar goes, set spending plans that match your priorities, and get a monthly review that points out what changed and why.",
  },
  education: {
    name: "education",
    title: "Education",
    summary:
      "Plan for tuition with 529 and Coverdell comparisons, savings targets by school type, and guides that explain financial aid in plain language.",
  },
  entrepreneurship: {
    name: "entrepreneurship",
    title: "Entrepreneurship",
    summary:
      "Start and grow a business with entity comparisons, cash-flow planning, funding options and business accounts built for owners.",
  },
  tax: {
    name: "tax",
    title: "Tax",
    summary:
      "Estimate what you owe, keep documents together, file individual and business returns, and plan the year ahead with a specialist.",
  },
  loans: {
    name: "loans",
    title: "Loans",
    summary:
      "Compare mortgages, refinancing and securities-backed lines of credit side by side, with the total cost of borrowing stated up front.",
  },
  estate: {
    name: "estate",
    title: "Estate",
    summary:
      "Organise wills, trusts, beneficiaries and powers of attorney so the people you choose are looked after the way you intend.",
  },
  insurance: {
    name: "insurance",
    title: "Insurance",
    summary:
      "Review life, disability, property and umbrella coverage against what your household actually needs, and close the gaps you find.",
  },
  legal: {
    name: "legal",
    title: "Legal",
    summary:
      "Get plain-language guidance on contracts, property and family matters, and reach vetted attorneys when a question needs one.",
  },
  retirement: {
    name: "retirement",
    title: "Retirement",
    summary:
      "Project your retirement income from 401(k)s, IRAs and Social Security, test withdrawal plans, and see how each choice changes the outcome.",
  },
};

export function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}
