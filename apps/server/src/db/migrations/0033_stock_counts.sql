CREATE SEQUENCE "public"."stock_count_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"count_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot_number" text,
	"expires_on" date,
	"expected" integer DEFAULT 0 NOT NULL,
	"at_count" integer,
	"counted" integer,
	CONSTRAINT "stock_count_lines_count_id_line_no_pk" PRIMARY KEY("count_id","line_no"),
	CONSTRAINT "stock_count_lines_quantities_check" CHECK ("stock_count_lines"."expected" >= 0 and "stock_count_lines"."at_count" >= 0 and "stock_count_lines"."counted" >= 0),
	CONSTRAINT "stock_count_lines_counted_check" CHECK (("stock_count_lines"."at_count" is null) = ("stock_count_lines"."counted" is null)),
	CONSTRAINT "stock_count_lines_lot_length" CHECK (char_length("stock_count_lines"."lot_number") <= 40)
);
--> statement-breakpoint
CREATE TABLE "stock_count_places" (
	"count_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"counted_at" timestamp with time zone,
	"counted_by_member_id" integer,
	CONSTRAINT "stock_count_places_count_id_location_id_pk" PRIMARY KEY("count_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"bins" integer NOT NULL,
	"bins_counted" integer DEFAULT 0 NOT NULL,
	"created_by_member_id" integer,
	"submitted_by_member_id" integer,
	"submitted_at" timestamp with time zone,
	"decided_by_member_id" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_counts_status_check" CHECK ("stock_counts"."status" in ('counting', 'review', 'posted', 'rejected')),
	CONSTRAINT "stock_counts_bins_check" CHECK ("stock_counts"."bins" >= 1 and "stock_counts"."bins_counted" between 0 and "stock_counts"."bins"),
	CONSTRAINT "stock_counts_counted_check" CHECK ("stock_counts"."status" not in ('review', 'posted') or "stock_counts"."bins_counted" = "stock_counts"."bins"),
	CONSTRAINT "stock_counts_note_length" CHECK (char_length("stock_counts"."note") <= 500),
	CONSTRAINT "stock_counts_comment_length" CHECK (char_length("stock_counts"."decision_comment") <= 500)
);
--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD COLUMN "count_id" integer;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_places" ADD CONSTRAINT "stock_count_places_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_places" ADD CONSTRAINT "stock_count_places_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_places" ADD CONSTRAINT "stock_count_places_counted_by_member_id_team_members_id_fk" FOREIGN KEY ("counted_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_member_id_team_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_submitted_by_member_id_team_members_id_fk" FOREIGN KEY ("submitted_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_decided_by_member_id_team_members_id_fk" FOREIGN KEY ("decided_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_key_unique" ON "stock_count_lines" USING btree ("count_id","location_id","sku_id",coalesce("lot_number", ''));--> statement-breakpoint
CREATE INDEX "stock_count_lines_sku_index" ON "stock_count_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "stock_count_places_location_index" ON "stock_count_places" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_code_unique" ON "stock_counts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stock_counts_status_index" ON "stock_counts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "stock_counts_warehouse_index" ON "stock_counts" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_counts_created_at_index" ON "stock_counts" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_count_index" ON "stock_adjustments" USING btree ("count_id");--> statement-breakpoint
-- The built-in super-admin holds every action on every resource: the cycle counts' row of the
-- role matrix included. No other role gains it.
UPDATE "roles" SET
  "permissions" = "permissions"
    || '{"counts": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true, "import": true}}'::jsonb,
  "updated_at" = now()
WHERE "key" = 'super-admin' AND jsonb_typeof("permissions") = 'object'
  -- Left alone, and not marked changed, where it holds them already.
  AND NOT "permissions" @> '{"counts": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true, "import": true}}'::jsonb;
