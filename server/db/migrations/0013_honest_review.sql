-- Honest review (issue 26): each learner's sitting at a problem as the server saw it (opened, last seen, highest hint), and how each submission went with the rating that scheduled its review.
CREATE TABLE "problem_attempts" (
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"hint_level" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "problem_attempts_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "submission_reviews" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"hint_level" smallint NOT NULL,
	"minutes_used" integer NOT NULL,
	"minutes_allowed" integer NOT NULL,
	"interview" boolean NOT NULL,
	"preset_rating" text NOT NULL,
	"rating" text NOT NULL,
	"next_review_at" timestamp with time zone NOT NULL,
	"card_before" jsonb
);
--> statement-breakpoint
ALTER TABLE "problem_attempts" ADD CONSTRAINT "problem_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_attempts" ADD CONSTRAINT "problem_attempts_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_reviews" ADD CONSTRAINT "submission_reviews_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;