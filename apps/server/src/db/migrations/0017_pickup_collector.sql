-- Who collected a pickup order (issue 29 point 6): the name given and the ID checked (its kind and last
-- four characters; a full ID number is never stored).
ALTER TABLE "orders" ADD COLUMN "picked_up_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_id_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_id_last4" text;