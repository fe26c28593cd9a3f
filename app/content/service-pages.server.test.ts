import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readContentSources } from "../../api/modules/content/content-source";
import { askEnneHref } from "#core/assistant/links";
import { SERVICE_NAMES } from "#core/services";
import { ASSET_CLASSES } from "#core/trading/catalogue";
import { serviceTabs } from "~/utils/service-tabs";
import { servicePage } from "./service-pages.server";

const offers = SERVICE_NAMES.flatMap((name) => servicePage(name).offers.map((offer) => ({ service: name, ...offer })));

describe("service tabs", () => {
  // A tab served by a route of its own is a link in every member's header: without its route module
  // it would be a 404 one click away.
  it("each have their route module when they are served by one", () => {
    for (const service of SERVICE_NAMES) {
      for (const tab of serviceTabs(service).filter((t) => t.ownRoute)) {
        const folder = new URL(`../routes/myworld.service.${service}.${tab.key}/route.tsx`, import.meta.url);
        expect(existsSync(folder), `${service}/${tab.key}`).toBe(true);
      }
    }
  });
});

describe("service offers' links", () => {
  it("lead to a page of the product: a tab of the service named, served by a route of its own", () => {
    for (const offer of offers.filter((o) => o.link?.href.startsWith("/myworld/service/"))) {
      const [, , , service, tab] = offer.link!.href.split(/[#?]/)[0]!.split("/");
      const found = serviceTabs(service as (typeof SERVICE_NAMES)[number]).find((t) => t.key === tab);
      expect(found, `${offer.service}: ${offer.title} → ${offer.link!.href}`).toMatchObject({ ownRoute: true });
    }
  });

  // A card that opens the catalogue on one asset class names a class the catalogue has.
  it("filter the catalogue by one of its asset classes", () => {
    const classes = offers.flatMap((o) => (o.link?.href.startsWith("/myworld/service/investments/product?") ? [new URL(o.link.href, "http://x").searchParams.get("assetClass")] : []));
    expect(classes).toEqual(["private_investment", "uhnw_investment"]);
    for (const assetClass of classes) expect(ASSET_CLASSES).toContain(assetClass);
  });

  // An offer that is built is reached from its card: taking a link away (or leaving a built page
  // without one) changes this list.
  it("are on every offer whose page is built", () => {
    const linked = offers.filter((o) => o.link?.href.startsWith("/myworld/service/")).map((o) => `${o.service}: ${o.title} → ${o.link!.href}`);
    expect(linked).toEqual([
      "investments: Investment calculators and Enne → /myworld/service/investments/calculators",
      "investments: Accounts and cash overview → /myworld/service/budgeting/cash",
      "investments: Portfolio investment analysis → /myworld/service/investments/analysis",
      "investments: High-net-worth private investments → /myworld/service/investments/product?assetClass=private_investment",
      "investments: Ultra-high-net-worth investment opportunities → /myworld/service/investments/product?assetClass=uhnw_investment",
      "budgeting: Budget and savings calculators → /myworld/service/budgeting/calculators",
      "budgeting: Spending behavior analysis → /myworld/service/budgeting/analysis",
      "budgeting: Accounts and cash management → /myworld/service/budgeting/cash",
      "budgeting: Family office household oversight → /myworld/service/budgeting/family",
      "education: College savings calculators → /myworld/service/education/calculators",
      "education: Education savings investment review → /myworld/service/education/investments",
      "education: Trusts for education funding → /myworld/service/education/trusts",
      "education: Next-generation family education → /myworld/service/education/family",
      "education: Foundation scholarship programs → /myworld/service/estate/foundation#scholarships",
      "entrepreneurship: Business planning calculators → /myworld/service/entrepreneurship/calculators",
      "entrepreneurship: Business tax and loans → /myworld/service/loans/business",
      "entrepreneurship: Entrepreneurship resource library → /myworld/service/entrepreneurship/funding",
      "entrepreneurship: Executive and founder accounts → /myworld/service/entrepreneurship/equity",
      "entrepreneurship: Business succession and family office → /myworld/service/entrepreneurship/succession",
      "tax: Withholding and estimated tax calculators → /myworld/service/tax/calculators",
      "tax: Individual tax preparation and filing → /myworld/service/tax/filing",
      "tax: Tax-aware investment analysis → /myworld/service/investments/analysis#finding-tax",
      "tax: Business tax services → /myworld/service/tax/business",
      "tax: Trust tax planning → /myworld/service/tax/trusts",
      "tax: Family office tax coordination → /myworld/service/tax/family",
      "loans: Loan and mortgage calculators → /myworld/service/loans/calculators",
      "loans: Debt and cash flow insights → /myworld/service/loans/debts",
      "loans: Mortgages and refinancing → /myworld/service/loans/mortgages",
      "loans: Securities-backed lines of credit → /myworld/service/loans/credit-line",
      "loans: Business loans and credit → /myworld/service/loans/business",
      "loans: Family balance sheet liability management → /myworld/service/loans/family",
      "estate: Estate checklists and calculators → /myworld/service/estate/calculators",
      "estate: Beneficiary and account review → /myworld/service/estate/beneficiaries",
      "estate: Trust planning and funding → /myworld/service/estate/trusts",
      "estate: Family office succession planning → /myworld/service/estate/family",
      "estate: Private foundation planning → /myworld/service/estate/foundation",
      "insurance: Coverage needs calculators → /myworld/service/insurance/calculators",
      "insurance: Premiums in your cash flow → /myworld/service/budgeting/analysis#premiums",
      "insurance: Annuity and policy analysis → /myworld/service/insurance/policies",
      "insurance: Life insurance trust planning → /myworld/service/insurance/trust",
      "insurance: Family office risk management → /myworld/service/insurance/family",
      "legal: Checklists and Enne explanations → /myworld/service/legal/checklists",
      "legal: Account ownership and titling review → /myworld/service/estate/beneficiaries#ownership",
      "legal: Trust and business formation resources → /myworld/service/legal/formation",
      "legal: Family office legal coordination → /myworld/service/legal/family",
      "legal: Foundation governance and compliance → /myworld/service/estate/foundation#compliance",
      "retirement: Retirement income calculators → /myworld/service/retirement/calculators",
      "retirement: Retirement accounts and saving habits → /myworld/service/budgeting/analysis#saving",
      "retirement: Retirement investment analysis → /myworld/service/retirement/investments",
      "retirement: Retirement tax planning → /myworld/service/retirement/tax-planning",
      "retirement: Executive deferred compensation accounts → /myworld/service/retirement/deferred",
    ]);
  });

  // The free reading cards lead to the learning center: each link is an article that exists, or a
  // category with articles in it, so a renamed file or category cannot leave a card pointing at nothing.
  it("lead their reading offers to articles that exist", async () => {
    const articles = (await readContentSources()).filter((s) => s.kind === "learning");
    const reading = offers.filter((o) => o.link?.href.startsWith("/enplusworld/learning-center"));
    expect(reading.map((o) => o.service)).toEqual(["investments", "budgeting", "education", "entrepreneurship", "tax", "loans", "estate", "insurance", "legal", "retirement"]);
    for (const offer of reading) {
      const url = new URL(offer.link!.href, "http://x");
      const category = url.searchParams.get("category");
      const found = category ? articles.filter((a) => a.category === category) : articles.filter((a) => `/enplusworld/learning-center/${a.slug}` === url.pathname);
      expect(found.length, `${offer.service}: ${offer.link!.href}`).toBeGreaterThan(0);
      expect(offer.unlockLevel, `${offer.service}: ${offer.title}`).toBe(1);
    }
  });

  // Enne's offers open Enne's page with a question of the card's subject in the box, for the member to send.
  it("take Enne's offers to Enne with their question drafted", () => {
    const toEnne = offers.filter((o) => o.link?.href.startsWith("/enplusworld/ai-enne")).map((o) => [o.service, o.title, o.link!.href]);
    expect(toEnne).toEqual([
      ["budgeting", "Ask Enne about money", askEnneHref("How large should an emergency fund be?")],
      ["education", "Ask Enne about paying for school", askEnneHref("How does a 529 plan compare with a Coverdell account?")],
    ]);
  });
});
