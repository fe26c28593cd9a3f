import lighthouse, { desktopConfig } from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type PageAudit = {
  path: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  /** Audits that count towards a score and did not pass, with what Lighthouse measured. */
  failing: Finding[];
  /** Diagnostics that do not count towards the score but found something to improve. */
  advice: Finding[];
};

type Finding = { category: Category; id: string; title: string; score: number; value?: string };

// Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): a run error, not a
// finding about the page, so the navigation is tried again.
const ATTEMPTS = 3;

async function navigate(url: string, port: number, cookie: string | undefined) {
  let lastError = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: [...CATEGORIES], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
    const run = await lighthouse(url, flags, desktopConfig);
    if (run && !run.lhr.runtimeError) return run.lhr;
    lastError = run?.lhr.runtimeError?.message ?? "Lighthouse returned nothing";
  }
  throw new Error(`Lighthouse could not audit ${url} in ${ATTEMPTS} attempts: ${lastError}`);
}

/**
 * One Lighthouse navigation of `url` in the Chromium listening on `port`; `cookie`, a member's
 * session, is sent with every request of the page (a signed-in page). The desktop preset:
 * requirements §1 makes this a desktop product (phones meet a notice recommending a desktop browser).
 */
export async function auditPage(url: string, port: number, { cookie }: { cookie?: string } = {}): Promise<PageAudit> {
  const lhr = await navigate(url, port, cookie);
  const scores = {} as Record<Category, number>;
  const failing: Finding[] = [];
  const advice: Finding[] = [];
  for (const category of CATEGORIES) {
    const result = lhr.categories[category]!;
    scores[category] = Math.round((result.score ?? 0) * 100);
    for (const ref of result.auditRefs) {
      const audit = lhr.audits[ref.id]!;
      const scored = audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "numeric" || audit.scoreDisplayMode === "metricSavings";
      // Pass/fail audits must pass; measured ones must be in Lighthouse's green band (0.9 and up).
      const passMark = audit.scoreDisplayMode === "binary" ? 1 : 0.9;
      // Lighthouse 12 repeats several diagnostics as "insights"; the classic audit is enough.
      if (!scored || audit.score === null || audit.score >= passMark || audit.id.endsWith("-insight")) continue;
      const finding = { category, id: audit.id, title: audit.title, score: audit.score, ...(audit.displayValue ? { value: audit.displayValue } : {}) };
      (ref.weight > 0 ? failing : advice).push(finding);
    }
  }
  // A member page that sent Lighthouse elsewhere (to the sign-in dialog, say) was not audited at all.
  const landed = new URL(lhr.finalDisplayedUrl);
  if (landed.pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: not the page asked for`);
  return { path: new URL(url).pathname, scores, failing, advice };
}
