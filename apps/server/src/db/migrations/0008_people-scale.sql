-- Trigram indexes for contains search (issue 13); pg_trgm is a trusted extension and in PGlite's contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
CREATE INDEX "customers_last_name_trgm_idx" ON "customers" USING gin (lower("last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_first_name_trgm_idx" ON "customers" USING gin (lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_date_idx" ON "orders" USING btree ("customer_id","date");