-- Sessions ended by a logout before their time; the users trigger (0004) announces each, with its user.
CREATE TABLE "ended_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ended_sessions" ADD CONSTRAINT "ended_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_sessions_user_idx" ON "ended_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ended_sessions_ends_at_idx" ON "ended_sessions" USING btree ("ends_at");