import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { loadConfigOrExit } from "../server/config";
import { openConfiguredDatabase } from "../server/database";
import { createLogger } from "../server/logger";
import { onShutdownSignal } from "../server/shutdown";
import { createConfiguredApi } from "../server/api-instance";

// `npm run start:api`: the upstream API alone on API_PORT, for running web and API separately.
const config = loadConfigOrExit();
const logger = createLogger(config);
const database = await openConfiguredDatabase(config);
const api = createConfiguredApi(config, database, logger);

const server = serve({ fetch: api.fetch, port: config.API_PORT, hostname: config.HOST }, (info) => {
  logger.info({ port: info.port, database: database.kind }, "EnPlus World API listening");
});

// serve() makes a plain HTTP/1 server unless told otherwise.
onShutdownSignal(server as Server, logger, () => database.close());
