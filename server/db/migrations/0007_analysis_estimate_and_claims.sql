-- Each analysis (and the submission that copies it) keeps how far its complexities can be trusted (a rough estimate
-- says so, with its reason) and the code's own complexity claims compared with them. Constant defaults: existing rows
-- are not rewritten (Postgres keeps the default in the catalogue), and were all read whole, with no claim kept.
ALTER TABLE "analyses" ADD COLUMN "estimate" jsonb DEFAULT '{"precision":"full"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "complexity_claims" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "estimate" jsonb DEFAULT '{"precision":"full"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "complexity_claims" jsonb DEFAULT '[]'::jsonb NOT NULL;