import { setFlagsFromString } from "node:v8";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler as createFetchHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request as ExpressRequest } from "express";
import type { DatabaseHandle } from "./api/db/connection";
import { createUpstream } from "./app/upstream/client.server";
import { httpTransport, inProcessTransport, type UpstreamTransport } from "./app/upstream/transport.server";
import { projectPath } from "./api/platform/project-root";
import { createConfiguredApi, startConfiguredJobs } from "./server/api-instance";
import { processLogger, serveOrForkWorkers } from "./server/cluster";
import { loadConfigOrExit } from "./server/config";
import { precompressedFiles } from "./server/precompressed-files";
import { publicFiles } from "./server/public-files";
import { openConfiguredDatabase } from "./server/database";
import { createLogger } from "./server/logger";
import { requestLog } from "./server/request-log";
import { batchedFlush } from "./server/batched-flush";
import { pageCacheControl } from "./server/cache-control";
import { PageCache, pageCacheMiddleware } from "./server/page-cache";
import { memberPageCacheMiddleware } from "./server/member-page-cache";
import { memberDataVersion, timedOutTransport } from "./server/member-data-version";
import { serverPublicAnswers } from "./server/public-answers";
import { onContentReseeded } from "./api/modules/content/reseeds";
import { cspNonce, limitBodySize, sameOriginWrites, securityHeaders, strictTransportSecurity } from "./server/security";
import { onShutdownSignal } from "./server/shutdown";
import { keepConnectionsAlive } from "./server/keep-alive";
import { remixHandler } from "./server/remix-handler";
import { limitConcurrency } from "./server/concurrency-limit";
import { pacedHandler, paceFor, startInItsTurn } from "./server/one-per-turn";
import { hasSessionCookie } from "./app/session/session-cookie";

// V8 lets the heap grow to several times what is live when a process allocates as fast as a
// server under load does; a page's objects die young, so a heap 1.3 times the live data keeps
// the same throughput in about 100 MB less memory at 100 connections (docs/decisions/025). The
// growth factor is read at each collection, so setting it here applies however the server starts.
setFlagsFromString("--heap-growing-percent=30");

const config = loadConfigOrExit();
const logger = processLogger(createLogger(config));
// WEB_CONCURRENCY above 1 on PostgreSQL: this process becomes the primary that forks the workers
// running the rest of this file, and never goes past this line (server/cluster.ts).
await serveOrForkWorkers(config, logger);

// From the project root: this file runs compiled from build/server.js, and from source under `npm run dev`.
const BUILD_PATH = projectPath("build", "index.js");
if (!existsSync(BUILD_PATH)) {
  logger.fatal("No build found: run `npm run build` (npm start does it for you)");
  process.exit(1);
}
const build = (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;

// Embedded mode (no UPSTREAM_API_URL): this process owns the database and mounts the API.
let database: DatabaseHandle | null = null;
let upstream: UpstreamTransport;
let api: ReturnType<typeof createConfiguredApi> | null = null;
let jobs: ReturnType<typeof startConfiguredJobs> | null = null;
const publicAnswers = serverPublicAnswers();
if (config.UPSTREAM_API_URL) {
  upstream = httpTransport(config.UPSTREAM_API_URL, config.UPSTREAM_TIMEOUT_MS, { publicAnswers });
} else {
  database = await openConfiguredDatabase(config);
  api = createConfiguredApi(config, database, logger);
  jobs = startConfiguredJobs(database, logger);
  upstream = inProcessTransport(api.fetch, config.UPSTREAM_TIMEOUT_MS, { publicAnswers });
}

/** How long past its freshness a cached page may still be sent while one render replaces it. */
const PAGE_CACHE_STALE_SECONDS = 60;

let draining = false;
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.TRUST_PROXY);

// The request's id and logger, and at info level one line per request (server/request-log.ts).
app.use(requestLog(logger));
// The assistant's answer streams as server-sent events: compressed, it would wait in the
// compressor's buffer instead of reaching the page as it is written.
const STREAMED_PATHS = new Set(["/resources/ai-enne", "/api/ai/query"]);
app.use(compression({ filter: (req, res) => !STREAMED_PATHS.has(req.path) && compression.filter(req, res) }));
app.use(batchedFlush);

// Liveness has no dependencies; readiness needs the database (or the remote upstream) to answer.
app.get("/healthz", (_req, res) => {
  res.json({ status: "ok" });
});
app.get("/readyz", async (_req, res) => {
  if (draining) return void res.status(503).json({ status: "draining" });
  try {
    if (database) await database.ping();
    else await createUpstream({ ...upstream, timeoutMs: 2000 }, { timeZone: "UTC" }).call({ path: "/api/ready" });
    res.json({ status: "ready" });
  } catch {
    res.status(503).json({ status: "unavailable" });
  }
});

// Pages and API calls take their turn here, and so do the pages from the page caches and the
// static files below (decision 025's correction); the streamed answers hold a connection for as
// long as the answer is written and are not counted, nor are /healthz and /readyz above.
app.use(limitConcurrency(config.MAX_CONCURRENT_REQUESTS, { exempt: (req) => STREAMED_PATHS.has(req.path) }));

// Over the embedded database, members' pages and API calls start one per turn of the event loop,
// so that new connections are accepted under load (server/one-per-turn.ts): there they run without
// I/O of their own and fill the turn that read them. Visitors' pages, the pages from the caches and
// the static files, which cost a few milliseconds at most, do not wait; nor does anything over
// PostgreSQL or a remote API, where the loop turns while each request waits for its answers.
const pace = paceFor(database?.kind);

if (api) {
  const listener = getRequestListener(api.fetch);
  app.use((req, res, next) => {
    if (!(req.path.startsWith("/api/") || req.path === "/api")) return next();
    if (pace === null) return void listener(req, res);
    pace(() => {
      if (!res.closed) void listener(req, res);
    });
  });
}

app.use(cspNonce, securityHeaders, strictTransportSecurity, sameOriginWrites, limitBodySize);

const sessionSecure = config.NODE_ENV === "production";
const mode = config.NODE_ENV === "production" ? "production" : "development";
const loadContext = (req: ExpressRequest, cspNonce: string | undefined): AppLoadContext => ({
  cspNonce,
  requestId: req.id,
  clientIp: req.ip ?? "",
  idleTimeoutMinutes: config.IDLE_TIMEOUT_MINUTES,
  // Read when a page logs, which most never do: the request's logger is made then (server/request-log.ts).
  get logger() {
    return req.log;
  },
  upstream,
  session: { secrets: config.sessionSecrets, secure: sessionSecure },
  botCheck: { siteKey: config.TURNSTILE_SITE_KEY, secret: config.TURNSTILE_SECRET, verifyUrl: config.TURNSTILE_VERIFY_URL },
  callerMemo: new Map(),
  // A document's content bodies go into its HTML once (decision 046); a `.data` answer carries them.
  documentBodies: req.path.endsWith(".data") ? undefined : new Map(),
});

/** The web app as a fetch handler, for the pages the caches render without a nonce. */
const renderPage = createFetchHandler(build, mode);

// Anonymous public pages from memory (docs/decisions/022), rendered without a nonce; before the
// static files, whose look-ups cost a page from memory more than the rest of its answer (files have
// a dot in their last segment and are never asked of the cache).
if (config.PAGE_CACHE_SECONDS > 0) {
  const pageCache = new PageCache({
    freshMs: config.PAGE_CACHE_SECONDS * 1000,
    staleMs: PAGE_CACHE_STALE_SECONDS * 1000,
    maxEntries: 500,
    maxBytes: 64 * 1024 * 1024,
  });
  onContentReseeded(() => pageCache.clear());
  app.use(pageCacheMiddleware(pageCache, renderPage, (req) => loadContext(req, undefined)));
}
// A member's pages from memory while their data version stays the same (docs/decisions/038); with
// the API in this process only, where asking it for the version costs no network round trip.
if (config.MEMBER_PAGE_CACHE_SECONDS > 0 && api) {
  const memberPages = new PageCache({
    freshMs: config.MEMBER_PAGE_CACHE_SECONDS * 1000,
    // Only ever under the version it was rendered at: past its freshness, what can have moved is
    // what the page computes from the clock, so it is sent once more while one render replaces it
    // (the members waiting do not all wait for that render), for as long again at most.
    staleMs: config.MEMBER_PAGE_CACHE_SECONDS * 1000,
    maxEntries: 2000,
    maxBytes: 32 * 1024 * 1024,
  });
  app.use(
    memberPageCacheMiddleware({
      cache: memberPages,
      handle: pace === null ? renderPage : pacedHandler(pace, renderPage),
      loadContext: (req) => loadContext(req, undefined),
      dataVersion: memberDataVersion(upstream),
    }),
  );
}
// Hashed build assets never change under the same name; their scripts and stylesheets go as
// compressed at build time (docs/decisions/050).
const buildFolder = projectPath("public", "build");
const buildCaching = { immutable: true, maxAge: "1y" };
app.use("/build", precompressedFiles(buildFolder, buildCaching));
app.use("/build", publicFiles(buildFolder, buildCaching));
app.use(publicFiles(projectPath("public"), { maxAge: "1h" }));

app.use(pageCacheControl);
if (pace !== null) app.use(startInItsTurn(pace, (req) => hasSessionCookie(req.headers.cookie)));
app.all(
  "*",
  remixHandler({
    build,
    mode,
    getLoadContext: (req, res) => {
      const context = loadContext(req, res.locals.cspNonce as string);
      // The member page cache asked the API for this request and it did not answer in time (server/member-data-version.ts).
      return res.locals.upstreamTimedOut === true ? { ...context, upstream: timedOutTransport(upstream) } : context;
    },
  }),
);

const server = keepConnectionsAlive(
  app.listen(config.PORT, config.HOST, () => {
    logger.info(
      { url: `http://localhost:${config.PORT}`, database: database?.kind ?? "remote upstream", upstream: upstream.kind },
      "EnPlus World listening",
    );
  }),
);

// The job runner finishes its jobs in flight before the database closes.
onShutdownSignal(
  server,
  logger,
  async () => {
    await jobs?.stop();
    await database?.close();
  },
  () => (draining = true),
);
