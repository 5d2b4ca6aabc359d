import type { AppConfig } from "./config";
import type { Database, Db } from "./db/client";
import type { AppMetrics } from "./http/metrics";
import type { RouteRegistry } from "./http/route-registry";
import type { BlobStore } from "./integrations/blobs/blob-store";
import type { MailService } from "./integrations/mail/mail-service";
import type { PaymentGateway } from "./integrations/payments/payment-gateway";

/** What every module plugin receives (`app.register(plugin, context)`). */
export type AppContext = {
  config: AppConfig;
  database: Database;
  db: Db;
  mail: MailService;
  /** Pictures and files: DATA_DIR/blobs or an S3-compatible bucket (integrations/blobs). */
  blobs: BlobStore;
  /** Card and bank payments: the built-in test gateway or a real one (integrations/payments). */
  payments: PaymentGateway;
  registry: RouteRegistry;
  /** /metrics: counters and gauges a module feeds (live-event streams). */
  metrics: AppMetrics;
};
