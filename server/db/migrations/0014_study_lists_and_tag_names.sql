CREATE TABLE "study_goals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"list_id" uuid NOT NULL,
	"finish_date" date NOT NULL,
	"daily_minutes" integer NOT NULL,
	"started_on" date NOT NULL,
	"planned_finish" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_list_items" (
	"list_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"frontend_id" integer NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "study_list_items_list_id_position_pk" PRIMARY KEY("list_id","position")
);
--> statement-breakpoint
CREATE TABLE "study_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"builtin_key" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_names" (
	"slug" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text
);
--> statement-breakpoint
ALTER TABLE "study_goals" ADD CONSTRAINT "study_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_goals" ADD CONSTRAINT "study_goals_list_id_study_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."study_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_list_items" ADD CONSTRAINT "study_list_items_list_id_study_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."study_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_lists" ADD CONSTRAINT "study_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_list_items_slug_idx" ON "study_list_items" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "study_lists_builtin_key" ON "study_lists" USING btree ("builtin_key");