CREATE SEQUENCE "public"."stock_movement_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"lot_id" integer,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"on_hold" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_key_unique" UNIQUE NULLS NOT DISTINCT("user_id","sku_id","location_id","lot_id"),
	CONSTRAINT "stock_balances_quantities_check" CHECK ("stock_balances"."on_hand" >= 0 and "stock_balances"."reserved" >= 0 and "stock_balances"."on_hold" >= 0 and "stock_balances"."reserved" + "stock_balances"."on_hold" <= "stock_balances"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"movement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot_id" integer,
	"from_location_id" integer NOT NULL,
	"to_location_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_ledger_quantity_check" CHECK ("stock_ledger"."quantity" > 0),
	CONSTRAINT "stock_ledger_places_check" CHECK ("stock_ledger"."from_location_id" <> "stock_ledger"."to_location_id")
);
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku_id" integer NOT NULL,
	"number" text NOT NULL,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lots_number_length" CHECK (char_length("stock_lots"."number") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"kind" text NOT NULL,
	"document_code" text NOT NULL,
	"reason" text,
	"note" text,
	"member_id" integer,
	"idempotency_key" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('receipt', 'put-away', 'adjustment', 'transfer', 'count')),
	CONSTRAINT "stock_movements_reason_length" CHECK (char_length("stock_movements"."reason") <= 40),
	CONSTRAINT "stock_movements_note_length" CHECK (char_length("stock_movements"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_from_location_id_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balances_location_index" ON "stock_balances" USING btree ("location_id","sku_id");--> statement-breakpoint
CREATE INDEX "stock_balances_sku_index" ON "stock_balances" USING btree ("sku_id","location_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_movement_index" ON "stock_ledger" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_sku_index" ON "stock_ledger" USING btree ("sku_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_from_index" ON "stock_ledger" USING btree ("from_location_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_to_index" ON "stock_ledger" USING btree ("to_location_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_lots_sku_number_unique" ON "stock_lots" USING btree ("sku_id","number");--> statement-breakpoint
CREATE INDEX "stock_lots_expires_on_index" ON "stock_lots" USING btree ("expires_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_code_unique" ON "stock_movements" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_idempotency_key_unique" ON "stock_movements" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "stock_movements_document_index" ON "stock_movements" USING btree ("document_code","id");--> statement-breakpoint
CREATE INDEX "stock_movements_user_index" ON "stock_movements" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_warehouse_index" ON "stock_movements" USING btree ("warehouse_id","id");--> statement-breakpoint
-- The ledger is written once: a correction is a movement of its own, never an edit.
CREATE FUNCTION "stock_ledger_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% rows are never changed or deleted: post a correcting movement', TG_TABLE_NAME
		USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stock_movements_append_only" BEFORE UPDATE OR DELETE ON "stock_movements"
	FOR EACH ROW EXECUTE FUNCTION "stock_ledger_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "stock_ledger_append_only" BEFORE UPDATE OR DELETE ON "stock_ledger"
	FOR EACH ROW EXECUTE FUNCTION "stock_ledger_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "stock_movements_no_truncate" BEFORE TRUNCATE ON "stock_movements"
	FOR EACH STATEMENT EXECUTE FUNCTION "stock_ledger_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "stock_ledger_no_truncate" BEFORE TRUNCATE ON "stock_ledger"
	FOR EACH STATEMENT EXECUTE FUNCTION "stock_ledger_is_append_only"();
