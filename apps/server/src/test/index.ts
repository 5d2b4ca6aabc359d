// The shared int-test harness: `createTestContext()`, `seedWorker()`, `signIn()`. The kits of tests that
// call more than one module's routes sit beside it, imported by path: callers.ts (a signed-in worker by
// claim), tier-kit.ts (a worker per station, scanning a tier), money-kit.ts (an order owing a balance and
// the money calls), submit-kit.ts (a customer ready to submit and the body the browser would send).

export * from "./captcha";
export * from "./factories";
export * from "./test-context";
