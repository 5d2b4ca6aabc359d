ALTER TABLE "orders" ADD COLUMN "add_on_counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tiers" ADD COLUMN "insured" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tiers" ADD COLUMN "invoice_counts" jsonb DEFAULT '{}'::jsonb NOT NULL;