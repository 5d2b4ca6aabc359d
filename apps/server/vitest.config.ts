import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "bench/**/*.test.ts"],
    globalSetup: ["./src/test/global-setup.ts"],
    // Two cores shared with other work; each file opens its own database.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
