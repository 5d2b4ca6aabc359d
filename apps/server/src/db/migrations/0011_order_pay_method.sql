ALTER TABLE "orders" ADD COLUMN "pay_method_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_other" text;