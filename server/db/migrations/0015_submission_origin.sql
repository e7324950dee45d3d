ALTER TABLE "submissions" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "imported_from" text;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_user_origin_key" ON "submissions" USING btree ("user_id","origin","submitted_at") WHERE "submissions"."origin" is not null;