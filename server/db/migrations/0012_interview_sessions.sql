CREATE TABLE "interview_problems" (
	"session_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"problem_id" uuid NOT NULL,
	CONSTRAINT "interview_problems_session_id_position_pk" PRIMARY KEY("session_id","position")
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"category" text,
	"minutes" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "interview_session_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "interview_seconds" integer;--> statement-breakpoint
ALTER TABLE "interview_problems" ADD CONSTRAINT "interview_problems_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_problems" ADD CONSTRAINT "interview_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_problems_problem_idx" ON "interview_problems" USING btree ("problem_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_sessions_one_active_key" ON "interview_sessions" USING btree ("user_id") WHERE "interview_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "interview_sessions_user_time_idx" ON "interview_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_interview_session_id_interview_sessions_id_fk" FOREIGN KEY ("interview_session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_interview_idx" ON "submissions" USING btree ("interview_session_id");