ALTER TABLE "content_publications" ALTER COLUMN "published_by" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "resent_by" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "app_settings" DROP COLUMN "updated_by";--> statement-breakpoint
ALTER TABLE "settings_log" DROP COLUMN "changed_by";