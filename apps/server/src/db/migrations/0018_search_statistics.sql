-- The e-mail search's contains page (lower(email) LIKE '%text%', by id, 11 rows) needs a fair estimate of
-- how many customers match: with the default 100-entry histogram a common fragment ('obert', 1% of a
-- million customers) was estimated at 100 rows, so the planner read every match through the trigram index
-- and sorted them (100-250 ms) instead of walking the primary key and stopping after 11 (under 1 ms).
-- A 1,000-entry histogram of lower(email) gives the pattern estimate enough values (issue 32, ten-year bench).
ALTER INDEX "customers_email_lower_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "customers_email_prefix_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "customers_email_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "customers";
