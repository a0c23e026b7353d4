CREATE SEQUENCE "public"."employee_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Databases created before the sequence continue after their highest employee number.
SELECT setval('"public"."employee_number_seq"', coalesce((SELECT max(substring("employee_id" from 5)::bigint) FROM "team_members"), 0) + 1, false);
