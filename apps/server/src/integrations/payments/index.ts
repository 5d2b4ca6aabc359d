// Picks the gateway by configuration: the built-in test gateway (default) or a real one.
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import type { PaymentGateway } from "./payment-gateway";

export * from "./payment-gateway";

export function createPaymentGateway(config: AppConfig, db: Db): PaymentGateway {
  // SCAFFOLD (issue 12, methods slice): return the test gateway for config.payments.gateway === "test".
  void config;
  void db;
  const notBuilt = async (): Promise<never> => {
    throw new Error("payment gateway not built yet");
  };
  return {
    name: "test",
    tokenizeUrl: "/api/payments/test-gateway/tokenize",
    describeToken: notBuilt,
    charge: notBuilt,
    refund: notBuilt,
    void: notBuilt,
    status: notBuilt,
  };
}
