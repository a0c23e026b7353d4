CREATE SEQUENCE "public"."stock_adjustment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_adjustment_lines" (
	"adjustment_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot_number" text,
	"expires_on" date,
	"location_id" integer NOT NULL,
	"change" integer NOT NULL,
	CONSTRAINT "stock_adjustment_lines_adjustment_id_line_no_pk" PRIMARY KEY("adjustment_id","line_no"),
	CONSTRAINT "stock_adjustment_lines_change_check" CHECK ("stock_adjustment_lines"."change" <> 0),
	CONSTRAINT "stock_adjustment_lines_lot_length" CHECK (char_length("stock_adjustment_lines"."lot_number") <= 40)
);
--> statement-breakpoint
CREATE TABLE "stock_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"units" integer NOT NULL,
	"value" numeric(16, 2) NOT NULL,
	"created_by_member_id" integer,
	"decided_by_member_id" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"movement_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_adjustments_status_check" CHECK ("stock_adjustments"."status" in ('pending', 'posted', 'rejected')),
	CONSTRAINT "stock_adjustments_reason_check" CHECK ("stock_adjustments"."reason" in ('damaged', 'expired', 'lost', 'found', 'count-correction', 'other')),
	CONSTRAINT "stock_adjustments_note_length" CHECK (char_length("stock_adjustments"."note") <= 500),
	CONSTRAINT "stock_adjustments_comment_length" CHECK (char_length("stock_adjustments"."decision_comment") <= 500),
	CONSTRAINT "stock_adjustments_units_check" CHECK ("stock_adjustments"."units" >= 1 and "stock_adjustments"."value" >= 0),
	CONSTRAINT "stock_adjustments_posted_check" CHECK (("stock_adjustments"."status" = 'posted') = ("stock_adjustments"."movement_code" is not null))
);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "adjustment_approval_units" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "adjustment_approval_value" numeric(14, 2) DEFAULT '10000' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_adjustment_lines" ADD CONSTRAINT "stock_adjustment_lines_adjustment_id_stock_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."stock_adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustment_lines" ADD CONSTRAINT "stock_adjustment_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustment_lines" ADD CONSTRAINT "stock_adjustment_lines_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_created_by_member_id_team_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_decided_by_member_id_team_members_id_fk" FOREIGN KEY ("decided_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustment_lines_sku_index" ON "stock_adjustment_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_adjustments_code_unique" ON "stock_adjustments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stock_adjustments_status_index" ON "stock_adjustments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "stock_adjustments_user_index" ON "stock_adjustments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "stock_adjustments_warehouse_index" ON "stock_adjustments" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_adjustments_created_at_index" ON "stock_adjustments" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_adjustment_approval_check" CHECK ("organization"."adjustment_approval_units" >= 0 and "organization"."adjustment_approval_value" >= 0);--> statement-breakpoint
-- The built-in super-admin holds every action on every resource: the rows of the role matrix
-- for the stock (inventory) and its adjustments included. No other role gains them.
UPDATE "roles" SET
  "permissions" = "permissions"
    || '{"inventory": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true, "import": true}, "adjustments": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true, "import": true}}'::jsonb,
  "updated_at" = now()
WHERE "key" = 'super-admin' AND jsonb_typeof("permissions") = 'object'
  -- Left alone, and not marked changed, where it holds them already.
  AND NOT "permissions" @> '{"inventory": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true, "import": true}, "adjustments": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true, "import": true}}'::jsonb;
