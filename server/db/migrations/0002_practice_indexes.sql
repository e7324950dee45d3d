DROP INDEX "problems_difficulty_idx";--> statement-breakpoint
DROP INDEX "problems_category_idx";--> statement-breakpoint
DROP INDEX "submissions_user_time_idx";--> statement-breakpoint
CREATE INDEX "problems_difficulty_idx" ON "problems" USING btree ("difficulty","frontend_id","id");--> statement-breakpoint
CREATE INDEX "problems_category_idx" ON "problems" USING btree ("category","frontend_id","id");--> statement-breakpoint
CREATE INDEX "submissions_user_time_idx" ON "submissions" USING btree ("user_id","submitted_at","score");