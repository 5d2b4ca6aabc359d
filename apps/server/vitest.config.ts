import { configDefaults, defineConfig } from "vitest/config";

// Tests that need PostgreSQL itself (several server processes on one database) are named
// *.postgres.int.test.ts and run only in the PostgreSQL suite (TEST_DATABASE_URL set, as `npm test` and
// CI run it): in the PGlite suite they are not collected at all rather than reported as skipped.
const isPostgresSuite = Boolean(process.env.TEST_DATABASE_URL?.trim());

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "bench/**/*.test.ts"],
    exclude: isPostgresSuite
      ? configDefaults.exclude
      : [...configDefaults.exclude, "src/**/*.postgres.int.test.ts"],
    globalSetup: ["./src/test/global-setup.ts"],
    // Two cores shared with other work; each file opens its own database.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
