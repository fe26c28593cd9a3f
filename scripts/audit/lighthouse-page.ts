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
  /** The performance score of every run, in the order they ran; the figures above are those of the run with the median score. */
  performanceRuns: number[];
};

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * Runs of Lighthouse per page. Its scores move from run to run on one machine (Lighthouse's own
 * documentation on variability: the median of five runs is about twice as stable as one run). The
 * portfolio page scored 93 and 97 for performance in two audits of one build on one machine, and
 * 87 to 98 in runs on end: its first paint moved with the time Chromium's first layout took (60 to
 * 200 ms for the same page) and with the server's render. A page's figures are those of its run
 * with the median performance score, so one slow run does not decide the page's score, and every
 * run's score is reported beside it. Not Lighthouse's own computeMedianRun, which picks the run
 * nearest the medians of first paint and time to interactive: on the home page it picked the one
 * run of three whose total blocking time was 170 ms (94, where the other two scored 99).
 */
export const RUNS_PER_PAGE = 3;

type Finding = { category: Category; id: string; title: string; score: number; value?: string };

// Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): a run error, not a
// finding about the page, so the navigation is tried again.
const ATTEMPTS = 3;

async function navigate(url: string, port: number) {
  let lastError = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: [...CATEGORIES] };
    const run = await lighthouse(url, flags, desktopConfig);
    if (run && !run.lhr.runtimeError) return run.lhr;
    lastError = run?.lhr.runtimeError?.message ?? "Lighthouse returned nothing";
  }
  throw new Error(`Lighthouse could not audit ${url} in ${ATTEMPTS} attempts: ${lastError}`);
}

/**
 * One Lighthouse navigation of `url` in the Chromium listening on `port` (for a member's page, a
 * browser that holds the member's session cookie). The desktop preset: requirements §1 makes this
 * a desktop product (phones meet a notice recommending a desktop browser).
 */
export async function lighthouseRun(url: string, port: number): Promise<LighthouseResult> {
  const lhr = await navigate(url, port);
  // A member page that sent Lighthouse elsewhere (to the sign-in dialog, say) was not audited at all.
  const landed = new URL(lhr.finalDisplayedUrl);
  if (landed.pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: not the page asked for`);
  return lhr;
}

const performanceOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/** The run with the median performance score (the lower middle one of an even count). */
export function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** A page's figures from its runs: the scores and findings of the run with the median performance score, and every run's performance score. */
export function pageAudit(path: string, runs: LighthouseResult[]): PageAudit {
  if (runs.length === 0) throw new Error(`${path}: no Lighthouse run to report`);
  const lhr = medianRun(runs);
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
  return { path, scores, failing, advice, performanceRuns: runs.map(performanceOf) };
}
