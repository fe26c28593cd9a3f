import { defineConfig } from "drizzle-kit";

// Migrations are generated from api/db/schema.ts and committed; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./api/db/schema.ts",
  out: "./api/db/migrations",
});
