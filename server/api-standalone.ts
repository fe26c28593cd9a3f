import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { configOrExit, parseApiConfig } from "../api/platform/config";
import { createConfiguredApi, startConfiguredJobs } from "./api-instance";
import { openConfiguredDatabase } from "./database";
import { createLogger } from "./logger";
import { keepConnectionsAlive } from "./keep-alive";
import { onShutdownSignal } from "./shutdown";

// `npm run start:api`: the upstream API alone on API_PORT, for running web and API separately.
// It reads the API's settings only (api/platform/config.ts): no cookie secret, no upstream.
const config = configOrExit(parseApiConfig(process.env));
const logger = createLogger(config);
const database = await openConfiguredDatabase(config);
const api = createConfiguredApi(config, database, logger);
const jobs = startConfiguredJobs(database, logger);

const server = serve({ fetch: api.fetch, port: config.API_PORT, hostname: config.HOST }, (info) => {
  logger.info({ port: info.port, database: database.kind }, "EnPlus World API listening");
});

// serve() makes a plain HTTP/1 server unless told otherwise.
keepConnectionsAlive(server as Server);

// The job runner finishes its jobs in flight before the database closes.
onShutdownSignal(server as Server, logger, async () => {
  await jobs.stop();
  await database.close();
});
