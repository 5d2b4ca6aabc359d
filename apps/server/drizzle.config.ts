import { defineConfig } from "drizzle-kit";

// Migrations are generated only (never pushed): the server applies them at start on PGlite or PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
});
