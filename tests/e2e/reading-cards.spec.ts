import { readFileSync } from "node:fs";
import { SERVICE_NAMES } from "../../core/services";
import { registerMember } from "../support/accounts";
import { signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";

// Every service's first card is free reading: with JavaScript on and off, a Passenger follows it from
// the service page to the learning center's articles it promises, and the small business guide reads.

type Offer = { title: string; link?: { href: string; label: string } };
const offersOf = (service: string): Offer[] => JSON.parse(readFileSync(`content/services/${service}.json`, "utf8")).offers;
const reading = SERVICE_NAMES.map((service) => ({ service, offer: offersOf(service).find((o) => o.link?.href.startsWith("/enplusworld/learning-center"))! }));

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Passenger follows each service's reading card to its articles (${js})`, async ({ browser, baseURL, request }) => {
    const member = await registerMember(request);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, member);
    for (const { service, offer } of reading) {
      await page.goto(`/myworld/service/${service}`);
      const card = page.locator(".offer-card", { has: page.getByRole("heading", { name: offer.title }) });
      await card.getByRole("link", { name: offer.link!.label }).click();
      await expect(page, service).toHaveURL(offer.link!.href);
      // A category lists its articles; an article opens with its own heading, not the 404 page's.
      if (offer.link!.href.includes("?category=")) await expect(page.locator(".card-grid .card-link").first(), service).toBeVisible();
      else await expect(page.getByRole("heading", { level: 1 }), service).not.toContainText(/not found/i);
      await expect(page).not.toHaveTitle(/Not Found/);
    }

    await page.goto("/myworld/service/entrepreneurship");
    await page.getByRole("link", { name: "Read the small business guides" }).click();
    await page.getByRole("link", { name: /Choosing a business structure/ }).click();
    await expect(page).toHaveURL("/enplusworld/learning-center/choosing-a-business-structure");
    await expect(page.getByRole("heading", { level: 1, name: /Choosing a business structure/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Keep business and personal money apart" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Business structures" })).toHaveAttribute("href", "https://www.irs.gov/businesses/small-businesses-self-employed/business-structures");
    await page.context().close();
  });
}
