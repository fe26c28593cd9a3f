import { expect, test } from "../support/fixtures";

// Requirements §9 scales the whole page with the window, down to 6 px a rem. Below that a phone's
// window is narrower than the page was drawn for: nothing may then run off its right edge (the
// account buttons of the header did, at 390 px, before the links took a row of their own).

const PAGES = ["/", "/news", "/enplusworld/pricing", "/enplusworld/services/investments", "/enplusworld/contact-us", "/enplusworld/learning-center"];

for (const width of [320, 390]) {
  test(`at ${width} px wide no public page scrolls sideways and the account buttons are in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const path of PAGES) {
      await page.goto(path);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      for (const name of ["Sign In", "Sign Up"]) {
        const box = await page.getByRole("banner").getByRole("link", { name, exact: true }).boundingBox();
        expect(box, `${name} on ${path}`).not.toBeNull();
        expect(box!.x + box!.width, `${name} on ${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
}
