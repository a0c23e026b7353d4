ALTER TABLE "member_settings" ADD COLUMN "preferences_updated_at" timestamp with time zone;--> statement-breakpoint
-- Rows saved before the column: their last change is the best estimate of the preferences' age.
UPDATE "member_settings" SET "preferences_updated_at" = "updated_at" WHERE "preferences" <> '{}'::jsonb;
