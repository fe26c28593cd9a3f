// Issue #6 fuzzing: thousands of malformed inputs across every API endpoint and every web action
// and loader, in-process. Fails on any 5xx, any hang, and any write caused by a refused input.
//   FUZZ_SEED   the seed of the inputs (printed; the same seed sends the same inputs)
//   FUZZ_COUNT  how many inputs to send (at least 2000 for a passing run)
import { sql } from "drizzle-orm";
import { apiInput } from "../tests/fuzz/api-requests";
import { apiTargets, uncoveredApiRoutes } from "../tests/fuzz/api-targets";
import { describeInput, type FuzzInput } from "../tests/fuzz/fuzz-input";
import { preview } from "../tests/fuzz/inputs";
import { createRandom, type Random } from "../tests/fuzz/random";
import { sendWithDeadline, withQuietConsole } from "../tests/fuzz/send";
import { changedTables, createSnapshotter } from "../tests/fuzz/snapshot";
import { createSummary } from "../tests/fuzz/summary";
import { openWebApp } from "../tests/fuzz/web-app";
import { webInput } from "../tests/fuzz/web-requests";
import { uncoveredWebRoutes, webTargets } from "../tests/fuzz/web-targets";
import { openFuzzWorld } from "../tests/fuzz/world";

const MIN_INPUTS = 2000;
const DEADLINE_MS = 5000;
const SHOWN_FAILURES = 15;

const seed = Number(process.env.FUZZ_SEED ?? 20_260_601);
const count = Number(process.env.FUZZ_COUNT ?? 3000);
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(count) || count < 1) {
  console.error("FUZZ_SEED and FUZZ_COUNT must be whole numbers (FUZZ_COUNT at least 1)");
  process.exit(2);
}

const started = Date.now();
const random = createRandom(seed);
const world = await openFuzzWorld(seed);
const web = await openWebApp(world);

type Source = { weight: number; make(random: Random): Promise<{ input: FuzzInput; setupWrote: boolean }> };
const api = apiTargets(world);
const pages = webTargets(world);
const sources: Source[] = [
  // Endpoints that read a body have more to bend: they get twice the share.
  ...api.map((t) => ({ weight: t.json || t.form ? 2 : 1, make: (r: Random) => apiInput(t, world, r) })),
  ...pages.map((t) => ({ weight: t.form || t.json ? 2 : 1, make: (r: Random) => webInput(t, world, web, r) })),
];

const failures: string[] = [];
const uncovered = [...uncoveredApiRoutes(world.api, api), ...uncoveredWebRoutes(web.build, pages)];
for (const route of uncovered) failures.push(`No fuzz target for ${route}: add one to tests/fuzz/api-targets.ts or web-targets.ts`);

/** Each round sends every source its weight's worth, in a seeded order. */
function* schedule(): Generator<Source> {
  const round = sources.flatMap((source) => Array<Source>(source.weight).fill(source));
  for (;;) {
    const order = [...round];
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = random.int(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    yield* order;
  }
}

// The setup has just written every table, 55,000 prices among them. Until PostgreSQL's autovacuum
// reaches them, each fingerprint reads row versions whose visibility it must still check: 88 ms a
// snapshot instead of 14 (400 inputs, measured), and a snapshot follows every input, so one CI
// run's fuzzing on PostgreSQL took 370 s where others took 75-126. Vacuumed and analysed once here
// (a quarter of a second), the run no longer depends on when autovacuum wakes. PGlite: no change.
await world.database.db.execute(sql`vacuum analyze`);
const snapshots = createSnapshotter(world.database.db);
const summary = createSummary();
let before = await snapshots.take();
let refusedInputs = 0;
const plan = schedule();
world.logs.drain(); // setup's own lines

for (let sent = 0; sent < count; sent += 1) {
  const { input, setupWrote } = await plan.next().value!.make(random);
  if (setupWrote) before = await snapshots.take();
  const { result: answer, lines: consoleLines } = await withQuietConsole(() => sendWithDeadline(input, DEADLINE_MS));
  summary.record(input.endpoint, answer.statusClass);
  const after = await snapshots.take();
  const logged = world.logs.drain();
  const problems: string[] = [];
  // (A hung request may still write later, under a later input; the hang is reported first.)
  if (answer.kind === "hang") problems.push(`no answer within ${DEADLINE_MS} ms`);
  if (answer.kind === "threw") problems.push(`the handler threw: ${String((answer.error as Error)?.stack ?? answer.error)}`);
  if (answer.kind === "answered") {
    if (answer.status >= 500) problems.push(`status ${answer.status}: ${preview(answer.body, 300)}`);
    const refusal = await input.refusal(answer.response);
    const changed = changedTables(before, after);
    if (refusal) refusedInputs += 1;
    if (refusal && changed.length > 0) problems.push(`${refusal}, yet changed ${changed.join(", ")}`);
  }
  // An error logged under a 2xx or 3xx is a page that failed after its status was sent.
  if (logged.length > 0 && answer.statusClass !== "4xx") problems.push(`server error logged:\n    ${logged.map((l) => preview(l, 600)).join("\n    ")}`);
  if (problems.length > 0 && consoleLines.length > 0) problems.push(`console:\n    ${consoleLines.map((l) => preview(l, 300)).join("\n    ")}`);
  if (problems.length > 0) failures.push(`${input.endpoint}\n  ${describeInput(input).replace(/\n/g, "\n  ")}\n  → ${problems.join("\n  → ")}`);
  before = after;
}
await world.close();

console.log(`\nFuzzing on ${world.database.engine}: seed ${seed} (FUZZ_SEED), ${summary.total} inputs (FUZZ_COUNT), ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
console.log(summary.format());
console.log(`\n${refusedInputs} inputs were refused; the database was compared before and after each.`);
if (summary.total < MIN_INPUTS) failures.push(`Only ${summary.total} inputs sent; a run needs at least ${MIN_INPUTS}.`);
if (failures.length > 0) {
  console.log(`\n${failures.length} failure(s); the first ${Math.min(SHOWN_FAILURES, failures.length)}:\n`);
  for (const failure of failures.slice(0, SHOWN_FAILURES)) console.log(`✗ ${failure}\n`);
  console.log(`Replay with FUZZ_SEED=${seed} FUZZ_COUNT=${count}.`);
  process.exit(1);
}
console.log("\nNo 5xx, no hang, no write from a refused input.");
