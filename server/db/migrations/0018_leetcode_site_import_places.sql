CREATE TABLE "leetcode_site_imports" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"place" jsonb,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leetcode_site_imports" ADD CONSTRAINT "leetcode_site_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;