// Enne's embedded answers (issue "Enne, the assistant" §2: the first words in under 300 ms):
// time to the first delta event and answers per second, in-process on a fresh database with the
// content seeded. Standalone: `npx tsx scripts/bench/assistant-latency.ts` (ASSISTANT_BENCH_ANSWERS
// sets how many). `npm run bench` adds the figures to its report.
import { pathToFileURL } from "node:url";
import { createApi } from "../../api/app";
import { warmContentIndex } from "../../api/modules/assistant/sources";
import { DEFAULT_API_SETTINGS } from "../../api/platform/context";
import { outboxMailer } from "../../api/platform/mail/mailer";
import { seedContent, seedLists } from "../../api/seed/content";
import { openTestDatabase, silentLogger } from "../../tests/support/test-database";

export const FIRST_WORDS_TARGET_MS = 300;

const QUESTIONS = [
  "What is the difference between Roth and traditional accounts?",
  "How much should I keep in an emergency fund?",
  "How does dollar-cost averaging work?",
  "When do required minimum distributions start?",
  "How are long-term capital gains taxed?",
  "What is the capital of France?",
];

export type AssistantLatency = { answers: number; firstDeltaP50Ms: number; firstDeltaP95Ms: number; answersPerSecond: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function measureAssistantLatency(count = 300): Promise<AssistantLatency> {
  const database = await openTestDatabase();
  try {
    await seedContent(database.db);
    await seedLists(database.db);
    await warmContentIndex(database.db);
    const api = createApi({ database, logger: silentLogger, mailer: outboxMailer(database.db, silentLogger), settings: { ...DEFAULT_API_SETTINGS, assistantRateLimitPerMinute: 1_000_000 } });
    const ask = async (i: number) => {
      const started = performance.now();
      const response = await api.request("/api/ai/query", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Client-Ip": "192.0.2.9" },
        body: JSON.stringify({ question: QUESTIONS[i % QUESTIONS.length] }),
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = "";
      let first: number | null = null;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
        if (first === null && text.includes("event: delta")) first = performance.now() - started;
      }
      return first ?? performance.now() - started;
    };
    for (let i = 0; i < 20; i += 1) await ask(i); // warm-up
    const started = performance.now();
    const firsts: number[] = [];
    for (let i = 0; i < count; i += 1) firsts.push(await ask(i));
    const seconds = (performance.now() - started) / 1000;
    firsts.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return { answers: count, firstDeltaP50Ms: round(percentile(firsts, 50)), firstDeltaP95Ms: round(percentile(firsts, 95)), answersPerSecond: Math.round(count / seconds) };
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await measureAssistantLatency(Number(process.env.ASSISTANT_BENCH_ANSWERS ?? 300));
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}
