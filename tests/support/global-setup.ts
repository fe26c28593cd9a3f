import { startServer } from "./server";

/**
 * One production server for the whole e2e run: fresh data, free port. With TEST_DATABASE_URL
 * (scripts/with-postgres.sh) the same suite runs against PostgreSQL instead of PGlite.
 */
export default async function globalSetup() {
  const env: Record<string, string> = {};
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  const server = await startServer(env);
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM:\n${server.output()}`);
  };
}
