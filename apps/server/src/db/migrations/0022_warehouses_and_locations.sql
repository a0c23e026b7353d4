CREATE SEQUENCE "public"."location_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"path" text NOT NULL,
	"depth" integer NOT NULL,
	"pickable" boolean NOT NULL,
	"counts_as_available" boolean NOT NULL,
	"max_units" integer,
	"max_volume_l" numeric(12, 3),
	"max_weight_kg" numeric(12, 3),
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_status_check" CHECK ("locations"."status" in ('active', 'inactive')),
	CONSTRAINT "locations_kind_check" CHECK ("locations"."kind" in ('area', 'rack', 'shelf', 'bin', 'virtual')),
	CONSTRAINT "locations_purpose_check" CHECK ("locations"."purpose" in ('receiving', 'storage', 'pick-face', 'packing', 'dispatch', 'returns', 'qc-hold', 'damaged', 'supplier', 'customer', 'in-transit', 'adjustment', 'scrap')),
	CONSTRAINT "locations_parent_check" CHECK (("locations"."kind" in ('area', 'virtual')) = ("locations"."parent_id" is null)),
	CONSTRAINT "locations_virtual_check" CHECK ("locations"."kind" <> 'virtual' or (not "locations"."pickable" and not "locations"."counts_as_available" and "locations"."purpose" in ('supplier', 'customer', 'in-transit', 'adjustment', 'scrap'))),
	CONSTRAINT "locations_max_units_check" CHECK ("locations"."max_units" is null or "locations"."max_units" > 0),
	CONSTRAINT "locations_max_volume_check" CHECK ("locations"."max_volume_l" is null or "locations"."max_volume_l" > 0),
	CONSTRAINT "locations_max_weight_check" CHECK ("locations"."max_weight_kg" is null or "locations"."max_weight_kg" > 0),
	CONSTRAINT "locations_depth_check" CHECK ("locations"."depth" between 1 and 8),
	CONSTRAINT "locations_public_id_length" CHECK (char_length("locations"."public_id") <= 20),
	CONSTRAINT "locations_code_length" CHECK (char_length("locations"."code") <= 30),
	CONSTRAINT "locations_name_length" CHECK (char_length("locations"."name") <= 80),
	CONSTRAINT "locations_path_length" CHECK (char_length("locations"."path") <= 260)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"country_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"gstin" text,
	"timezone" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"phone_country" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_status_check" CHECK ("warehouses"."status" in ('active', 'inactive')),
	CONSTRAINT "warehouses_code_length" CHECK (char_length("warehouses"."code") <= 30),
	CONSTRAINT "warehouses_name_length" CHECK (char_length("warehouses"."name") <= 120),
	CONSTRAINT "warehouses_address_line1_length" CHECK (char_length("warehouses"."address_line1") <= 200),
	CONSTRAINT "warehouses_address_line2_length" CHECK (char_length("warehouses"."address_line2") <= 200),
	CONSTRAINT "warehouses_city_length" CHECK (char_length("warehouses"."city") <= 100),
	CONSTRAINT "warehouses_state_code_length" CHECK (char_length("warehouses"."state_code") <= 10),
	CONSTRAINT "warehouses_country_code_length" CHECK (char_length("warehouses"."country_code") = 2),
	CONSTRAINT "warehouses_postal_code_length" CHECK (char_length("warehouses"."postal_code") <= 12),
	CONSTRAINT "warehouses_gstin_length" CHECK (char_length("warehouses"."gstin") <= 20),
	CONSTRAINT "warehouses_timezone_length" CHECK (char_length("warehouses"."timezone") <= 64),
	CONSTRAINT "warehouses_contact_name_length" CHECK (char_length("warehouses"."contact_name") <= 120),
	CONSTRAINT "warehouses_phone_length" CHECK (char_length("warehouses"."phone") <= 32),
	CONSTRAINT "warehouses_email_length" CHECK (char_length("warehouses"."email") <= 254)
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_public_id_unique" ON "locations" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_code_unique" ON "locations" USING btree ("warehouse_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_path_unique" ON "locations" USING btree ("warehouse_id","path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "locations_parent_index" ON "locations" USING btree ("parent_id","code");--> statement-breakpoint
CREATE INDEX "locations_code_index" ON "locations" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "locations_search_index" ON "locations" USING gin ("code" gin_trgm_ops,"name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_updated_at_index" ON "locations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_unique" ON "warehouses" USING btree ("code");--> statement-breakpoint
CREATE INDEX "warehouses_name_index" ON "warehouses" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "warehouses_city_index" ON "warehouses" USING btree ("city","id");--> statement-breakpoint
-- The built-in super-admin holds every action on every resource, the two new rows of the role
-- matrix included (warehouses, locations). No other role gains them.
UPDATE "roles" SET
  "permissions" = "permissions"
    || '{"warehouses": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true}, "locations": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true}}'::jsonb
WHERE "key" = 'super-admin' AND jsonb_typeof("permissions") = 'object';
