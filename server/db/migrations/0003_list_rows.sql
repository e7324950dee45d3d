CREATE TABLE "problem_counts" (
	"difficulty" text NOT NULL,
	"category" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "problem_counts_difficulty_category_pk" PRIMARY KEY("difficulty","category")
);
--> statement-breakpoint
DROP INDEX "user_problems_status_idx";--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "summary_members" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "user_problems_status_idx" ON "user_problems" USING btree ("user_id","status","problem_id");--> statement-breakpoint
-- The list's row of a problem (ProblemSummary's members without the learner's status and without the braces),
-- rewritten with every write of the row.
CREATE FUNCTION "problems_summary_members"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  summary text;
BEGIN
  summary := json_build_object(
    'id', NEW.id, 'frontend_id', NEW.frontend_id, 'slug', NEW.slug,
    'title', json_build_object('zh', NEW.title_zh, 'en', NEW.title_en),
    'difficulty', NEW.difficulty, 'category', NEW.category, 'tags', NEW.tags,
    'acceptance_rate', round(NEW.acceptance_rate::numeric, 1), 'frequency', round(NEW.frequency::numeric, 1)
  )::text;
  NEW.summary_members := substr(summary, 2, length(summary) - 2);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "problems_summary_members" BEFORE INSERT OR UPDATE ON "problems" FOR EACH ROW EXECUTE FUNCTION "problems_summary_members"();
--> statement-breakpoint
UPDATE "problems" SET "summary_members" = '';
--> statement-breakpoint
-- problem_counts follows every insert, delete, update and truncate of problems once per statement (a sync writes
-- hundreds of rows in one): each (difficulty, category) whose count changed is written once, by its net change.
CREATE FUNCTION "problem_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO problem_counts AS c (difficulty, category, n)
  SELECT difficulty, category, count(*) FROM added GROUP BY difficulty, category
  ON CONFLICT (difficulty, category) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "problem_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE problem_counts AS c SET n = c.n - gone.n
  FROM (SELECT difficulty, category, count(*) AS n FROM removed GROUP BY difficulty, category) AS gone
  WHERE c.difficulty = gone.difficulty AND c.category = gone.category;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "problem_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO problem_counts AS c (difficulty, category, n)
  SELECT difficulty, category, sum(change) FROM (
    SELECT difficulty, category, 1 AS change FROM added
    UNION ALL
    SELECT difficulty, category, -1 FROM removed
  ) AS changes
  GROUP BY difficulty, category
  HAVING sum(change) <> 0
  ON CONFLICT (difficulty, category) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "problem_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM problem_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "problem_counts_insert" AFTER INSERT ON "problems" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "problem_counts_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "problem_counts_delete" AFTER DELETE ON "problems" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "problem_counts_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "problem_counts_update" AFTER UPDATE ON "problems" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "problem_counts_after_update"();
--> statement-breakpoint
CREATE TRIGGER "problem_counts_truncate" AFTER TRUNCATE ON "problems" FOR EACH STATEMENT EXECUTE FUNCTION "problem_counts_after_truncate"();
--> statement-breakpoint
INSERT INTO "problem_counts" ("difficulty", "category", "n") SELECT "difficulty", "category", count(*) FROM "problems" GROUP BY 1, 2;
