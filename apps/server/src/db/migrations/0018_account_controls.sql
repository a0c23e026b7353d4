CREATE TABLE "account_controls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_controls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_member_id" integer NOT NULL,
	"controller_member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_controls_kind_check" CHECK ("account_controls"."kind" in ('invited', 'email-changed', 'invitation-resent'))
);
--> statement-breakpoint
ALTER TABLE "account_controls" ADD CONSTRAINT "account_controls_account_member_id_team_members_id_fk" FOREIGN KEY ("account_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_controls" ADD CONSTRAINT "account_controls_controller_member_id_team_members_id_fk" FOREIGN KEY ("controller_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_controls_account_index" ON "account_controls" USING btree ("account_member_id","at");--> statement-breakpoint
-- Acts of control made before this table existed, as the audit log kept them: a member created
-- by another, an email changed (the changed keys, or only their names when the entry was too
-- large to keep whole), an invitation sent again. The whole history is copied: only its last
-- period counts, whatever length the period is given. The installer's first administrator and
-- the sample data have no actor in the audit log, and so no controller.
INSERT INTO "account_controls" ("account_member_id", "controller_member_id", "kind", "at")
SELECT m."id", a."actor_member_id",
  CASE WHEN a."action" = 'create' THEN 'invited'
    WHEN a."after" ->> 'invitation' = 'sent again' THEN 'invitation-resent'
    ELSE 'email-changed' END,
  a."at"
FROM "audit_log" AS a
JOIN "team_members" AS m ON m."employee_id" = a."entity_id"
WHERE a."entity" = 'team-member'
  AND a."actor_member_id" IS NOT NULL
  AND a."actor_member_id" <> m."id"
  AND (a."action" = 'create'
    OR (a."action" = 'update' AND (a."after" ->> 'invitation' = 'sent again'
      OR a."after" -> 'email' IS NOT NULL
      OR a."after" -> 'keys' @> '["email"]'::jsonb)))
ORDER BY a."id";
