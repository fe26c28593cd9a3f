import { defineConfig } from "drizzle-kit";

// Migrations are generated from api/db/schema/ (one file per domain) and committed; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./api/db/schema",
  out: "./api/db/migrations",
});
