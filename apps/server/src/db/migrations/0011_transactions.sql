CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_number_check" CHECK ("invoice_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_number" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"plan_id" integer,
	"amount" numeric(16, 4) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"reference" text,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"created_by_member_id" integer,
	CONSTRAINT "transactions_kind_check" CHECK ("transactions"."kind" in ('new', 'change', 'renewal')),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('paid', 'pending', 'failed', 'refunded')),
	CONSTRAINT "transactions_method_check" CHECK ("transactions"."method" in ('upi', 'card', 'netbanking', 'bank-transfer', 'cheque')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount" >= 0),
	CONSTRAINT "transactions_period_check" CHECK ("transactions"."period_end" >= "transactions"."period_start"),
	CONSTRAINT "transactions_invoice_number_length" CHECK (char_length("transactions"."invoice_number") <= 20),
	CONSTRAINT "transactions_currency_length" CHECK (char_length("transactions"."currency") = 3),
	CONSTRAINT "transactions_reference_length" CHECK (char_length("transactions"."reference") <= 60)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_plan_id_user_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_member_id_team_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_invoice_number_unique" ON "transactions" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "transactions_user_index" ON "transactions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_created_at_index" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_status_index" ON "transactions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "transactions_package_index" ON "transactions" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "transactions_plan_index" ON "transactions" USING btree ("plan_id");