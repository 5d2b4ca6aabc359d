// Picks the gateway by configuration (PAYMENT_GATEWAY): the built-in test gateway by default. A real
// gateway is one more entry in GATEWAYS, an adapter behind the PaymentGateway interface reading its
// settings from config.payments.gatewaySettings (PAYMENT_GATEWAY_* variables); docs/operations.md.
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import type { PaymentGateway } from "./payment-gateway";
import { createTestGateway, TEST_GATEWAY_NAME } from "./test-gateway";

export * from "./payment-gateway";
export { createTestGateway, nextUtcMidnight, TEST_GATEWAY_NAME, TEST_TOKENIZE_URL } from "./test-gateway";
export { storeTestToken, type TestTokenDetails } from "./test-vault";

type GatewayFactory = (config: AppConfig, db: Db) => PaymentGateway;

const GATEWAYS: Readonly<Record<string, GatewayFactory>> = {
  [TEST_GATEWAY_NAME]: (_config, db) => createTestGateway(db),
};

/** The configured gateway; an unknown name stops the start with a message naming the variable. */
export function createPaymentGateway(config: AppConfig, db: Db): PaymentGateway {
  const name = config.payments.gateway;
  const factory = Object.hasOwn(GATEWAYS, name) ? GATEWAYS[name] : undefined;
  if (!factory) {
    throw new Error(
      `PAYMENT_GATEWAY=${name}: no such payment gateway in this build (known: ${Object.keys(GATEWAYS).join(", ")}). ` +
        `Unset PAYMENT_GATEWAY for the built-in test gateway, or add an adapter as docs/operations.md ("Payments gateway") describes.`,
    );
  }
  return factory(config, db);
}
