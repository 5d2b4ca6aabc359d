// The shared int-test harness: `createTestContext()`, `seedWorker()`, `signIn()`.

export * from "./captcha";
export * from "./factories";
export * from "./test-context";
