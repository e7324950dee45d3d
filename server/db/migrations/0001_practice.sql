CREATE TABLE "ai_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"language" text NOT NULL,
	"code_hash" text NOT NULL,
	"score" smallint NOT NULL,
	"time_complexity" text NOT NULL,
	"space_complexity" text NOT NULL,
	"feedback" text NOT NULL,
	"optimization_suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"patterns" text[] DEFAULT '{}'::text[] NOT NULL,
	"issues" text[] DEFAULT '{}'::text[] NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_challenges" (
	"day" date PRIMARY KEY NOT NULL,
	"problem_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_items" (
	"plan_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"reason" jsonb,
	CONSTRAINT "plan_items_plan_id_problem_id_pk" PRIMARY KEY("plan_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"target_date" date NOT NULL,
	"mode" text NOT NULL,
	"available_minutes" integer NOT NULL,
	"ai_summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"status" text NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"remote_total" integer,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "user_problems" (
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"status" text NOT NULL,
	"first_attempted_at" timestamp with time zone NOT NULL,
	"solved_at" timestamp with time zone,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"best_score" smallint,
	"last_score" smallint,
	"last_submitted_at" timestamp with time zone,
	"card" jsonb,
	"review_due" timestamp with time zone,
	CONSTRAINT "user_problems_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
DROP INDEX "submissions_user_problem_idx";--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "time_class" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "space_class" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "source" text DEFAULT 'starter' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "patterns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "issues" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_challenges" ADD CONSTRAINT "daily_challenges_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_problems" ADD CONSTRAINT "user_problems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_problems" ADD CONSTRAINT "user_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_user_idx" ON "analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_user_date_key" ON "plans" USING btree ("user_id","target_date");--> statement-breakpoint
CREATE INDEX "sync_runs_status_idx" ON "sync_runs" USING btree ("status","started_at");--> statement-breakpoint
CREATE INDEX "user_problems_status_idx" ON "user_problems" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "user_problems_due_idx" ON "user_problems" USING btree ("user_id","review_due");--> statement-breakpoint
CREATE INDEX "problems_difficulty_idx" ON "problems" USING btree ("difficulty","frontend_id");--> statement-breakpoint
CREATE INDEX "problems_category_idx" ON "problems" USING btree ("category","frontend_id");--> statement-breakpoint
CREATE INDEX "problems_tags_idx" ON "problems" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "problems_acceptance_idx" ON "problems" USING btree ("acceptance_rate");--> statement-breakpoint
CREATE INDEX "problems_frequency_idx" ON "problems" USING btree ("frequency");--> statement-breakpoint
CREATE INDEX "problems_title_en_idx" ON "problems" USING btree (lower("title_en"));--> statement-breakpoint
CREATE INDEX "problems_title_zh_idx" ON "problems" USING btree ("title_zh");--> statement-breakpoint
CREATE INDEX "submissions_user_score_idx" ON "submissions" USING btree ("user_id","score");--> statement-breakpoint
CREATE INDEX "submissions_time_idx" ON "submissions" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "submissions_user_problem_idx" ON "submissions" USING btree ("user_id","problem_id","submitted_at");