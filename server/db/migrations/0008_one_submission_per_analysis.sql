-- One analysis makes at most one submission. Submits of one analysis sent at once (a double click) stored copies
-- before; the earliest of each is kept (the copies carry the same code and analysis), then the index holds.
DELETE FROM "submissions" s USING "submissions" earlier
  WHERE earlier."analysis_id" = s."analysis_id" AND (earlier."submitted_at", earlier."id") < (s."submitted_at", s."id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_analysis_key" ON "submissions" USING btree ("analysis_id");
