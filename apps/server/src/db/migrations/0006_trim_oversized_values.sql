-- Values written before every field had a bound are brought within the bounds that the next
-- migration enforces, so that it applies to any existing database.
UPDATE "team_members" SET "full_name" = left("full_name", 120) WHERE char_length("full_name") > 120;--> statement-breakpoint
UPDATE "team_members" SET "designation" = left("designation", 120) WHERE char_length("designation") > 120;--> statement-breakpoint
UPDATE "team_members" SET "department" = left("department", 120) WHERE char_length("department") > 120;--> statement-breakpoint
UPDATE "team_members" SET "phone" = NULL WHERE char_length("phone") > 32;--> statement-breakpoint
UPDATE "roles" SET "name" = left("name", 60) WHERE char_length("name") > 60;--> statement-breakpoint
UPDATE "roles" SET "description" = left("description", 300) WHERE char_length("description") > 300;--> statement-breakpoint
UPDATE "organization" SET "name" = left("name", 160) WHERE char_length("name") > 160;--> statement-breakpoint
UPDATE "organization" SET "legal_name" = left("legal_name", 200) WHERE char_length("legal_name") > 200;--> statement-breakpoint
UPDATE "organization" SET "timezone" = 'Asia/Kolkata' WHERE char_length("timezone") > 64;--> statement-breakpoint
UPDATE "member_settings" SET "preferences" = '{}'::jsonb WHERE octet_length("preferences"::text) > 8192;--> statement-breakpoint
UPDATE "member_settings" SET "notifications" = '{}'::jsonb WHERE octet_length("notifications"::text) > 8192;--> statement-breakpoint
UPDATE "member_settings" SET "accessibility" = '{}'::jsonb WHERE octet_length("accessibility"::text) > 8192;--> statement-breakpoint
DELETE FROM "table_sequences" WHERE octet_length("columns"::text) > 16384;--> statement-breakpoint
UPDATE "audit_log" SET "before" = jsonb_build_object('omitted', 'too large to keep') WHERE octet_length("before"::text) > 32768;--> statement-breakpoint
UPDATE "audit_log" SET "after" = jsonb_build_object('omitted', 'too large to keep') WHERE octet_length("after"::text) > 32768;
