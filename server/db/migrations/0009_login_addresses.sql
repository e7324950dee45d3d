-- The addresses (keyed hashes) each account logged in from lately: the account-wide limit of failed logins spares them.
CREATE TABLE "login_addresses" (
	"user_id" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_addresses_user_id_address_hash_pk" PRIMARY KEY("user_id","address_hash")
);
--> statement-breakpoint
ALTER TABLE "login_addresses" ADD CONSTRAINT "login_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_addresses_last_login_idx" ON "login_addresses" USING btree ("last_login_at");