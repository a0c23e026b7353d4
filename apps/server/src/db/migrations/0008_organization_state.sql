ALTER TABLE "organization" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_state_length" CHECK (char_length("organization"."state") <= 100);