import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe on the page as it is now: no serious or critical violation (AXE_DEBUG=1 prints them all). */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  if (process.env.AXE_DEBUG) console.log(JSON.stringify(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => [n.html, n.failureSummary]) })), null, 1));
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`)).toEqual([]);
}
