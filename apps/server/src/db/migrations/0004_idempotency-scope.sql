-- Idempotency keys are scoped to the worker and the operation, with the hash of the request's payload.
-- Rows written before this have neither: they keep an empty worker and hash, so no new request matches them.
ALTER TABLE "order_idempotency" DROP CONSTRAINT "order_idempotency_pkey";--> statement-breakpoint
ALTER TABLE "order_idempotency" ADD COLUMN "worker_id" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "order_idempotency" ADD COLUMN "payload_hash" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "order_idempotency" ALTER COLUMN "worker_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_idempotency" ALTER COLUMN "payload_hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_idempotency" ADD CONSTRAINT "order_idempotency_worker_id_operation_key_pk" PRIMARY KEY("worker_id","operation","key");
