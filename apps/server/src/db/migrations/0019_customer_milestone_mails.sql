ALTER TABLE "customers" ADD COLUMN "mail_turned_off" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "milestone" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "mail_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "rendered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_key_uq" ON "mail_outbox" USING btree ("mail_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id","created_at") WHERE "mail_outbox"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_customer_idx" ON "mail_outbox" USING btree ("customer_id","created_at") WHERE "mail_outbox"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_unrendered_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."milestone" is not null and "mail_outbox"."rendered_at" is null;