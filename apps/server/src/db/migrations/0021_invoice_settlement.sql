CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "credit_note_counters_last_number_check" CHECK ("credit_note_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" integer NOT NULL,
	"applied_to_transaction_id" integer,
	"amount" numeric(16, 4) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_member_id" integer,
	CONSTRAINT "credit_notes_kind_check" CHECK ("credit_notes"."kind" in ('manual', 'plan-change')),
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount" > 0),
	CONSTRAINT "credit_notes_number_length" CHECK (char_length("credit_notes"."number") <= 20),
	CONSTRAINT "credit_notes_reason_length" CHECK (char_length("credit_notes"."reason") <= 300)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "settled_by_member_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_by_member_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "credited" numeric(16, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "next_package_id" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_applied_to_transaction_id_transactions_id_fk" FOREIGN KEY ("applied_to_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_member_id_team_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_transaction_index" ON "credit_notes" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE INDEX "credit_notes_applied_to_index" ON "credit_notes" USING btree ("applied_to_transaction_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_settled_by_member_id_team_members_id_fk" FOREIGN KEY ("settled_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refunded_by_member_id_team_members_id_fk" FOREIGN KEY ("refunded_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_next_package_id_packages_id_fk" FOREIGN KEY ("next_package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_plans_next_package_index" ON "user_plans" USING btree ("next_package_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_credited_check" CHECK ("transactions"."credited" >= 0 and "transactions"."credited" <= "transactions"."amount");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_failure_reason_length" CHECK (char_length("transactions"."failure_reason") <= 300);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refund_reason_length" CHECK (char_length("transactions"."refund_reason") <= 300);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refund_reference_length" CHECK (char_length("transactions"."refund_reference") <= 60);--> statement-breakpoint
-- The day each invoice already paid was paid, in the operator's calendar, from when it was.
UPDATE "transactions" SET "paid_on" = ("paid_at" AT TIME ZONE 'Asia/Kolkata')::date
WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- The built-in super-admin holds every action on every resource, the two new rows of the role
-- matrix included (settlements, credit-notes: docs/decisions/0041). No other role gains them.
-- Its updated_at stays: nobody edited the role, a release widened what "everything" is.
UPDATE "roles" SET
  "permissions" = "permissions"
    || '{"settlements": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true}, "credit-notes": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true}}'::jsonb
WHERE "key" = 'super-admin' AND jsonb_typeof("permissions") = 'object';
