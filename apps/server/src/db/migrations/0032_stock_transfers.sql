CREATE SEQUENCE "public"."stock_transfer_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_transfer_lines" (
	"transfer_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot_id" integer,
	"from_location_id" integer NOT NULL,
	"to_location_id" integer,
	"quantity" integer NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_transfer_lines_transfer_id_line_no_pk" PRIMARY KEY("transfer_id","line_no"),
	CONSTRAINT "stock_transfer_lines_quantities_check" CHECK ("stock_transfer_lines"."quantity" >= 1 and "stock_transfer_lines"."received_qty" between 0 and "stock_transfer_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"from_warehouse_id" integer NOT NULL,
	"to_warehouse_id" integer NOT NULL,
	"note" text,
	"units" integer NOT NULL,
	"received_units" integer DEFAULT 0 NOT NULL,
	"created_by_member_id" integer,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_transfers_kind_check" CHECK ("stock_transfers"."kind" in ('bin', 'warehouse')),
	CONSTRAINT "stock_transfers_status_check" CHECK ("stock_transfers"."status" in ('done', 'in-transit', 'partly-received', 'received')),
	CONSTRAINT "stock_transfers_kind_places_check" CHECK (("stock_transfers"."kind" = 'bin') = ("stock_transfers"."from_warehouse_id" = "stock_transfers"."to_warehouse_id") and ("stock_transfers"."kind" = 'bin') = ("stock_transfers"."status" = 'done')),
	CONSTRAINT "stock_transfers_units_check" CHECK ("stock_transfers"."units" >= 1 and "stock_transfers"."received_units" between 0 and "stock_transfers"."units"),
	CONSTRAINT "stock_transfers_note_length" CHECK (char_length("stock_transfers"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_from_location_id_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_created_by_member_id_team_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_transfer_lines_sku_index" ON "stock_transfer_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfers_code_unique" ON "stock_transfers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stock_transfers_status_index" ON "stock_transfers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "stock_transfers_user_index" ON "stock_transfers" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "stock_transfers_from_index" ON "stock_transfers" USING btree ("from_warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_index" ON "stock_transfers" USING btree ("to_warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_transfers_created_at_index" ON "stock_transfers" USING btree ("created_at","id");--> statement-breakpoint
-- The built-in super-admin holds every action on every resource: the transfers' row of the role
-- matrix included. No other role gains it.
UPDATE "roles" SET
  "permissions" = "permissions"
    || '{"transfers": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true, "import": true}}'::jsonb,
  "updated_at" = now()
WHERE "key" = 'super-admin' AND jsonb_typeof("permissions") = 'object'
  -- Left alone, and not marked changed, where it holds them already.
  AND NOT "permissions" @> '{"transfers": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true, "import": true}}'::jsonb;
