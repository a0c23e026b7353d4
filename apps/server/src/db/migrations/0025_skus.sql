CREATE SEQUENCE "public"."product_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."sku_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_length" CHECK (char_length("products"."code") <= 20),
	CONSTRAINT "products_name_length" CHECK (char_length("products"."name") <= 160),
	CONSTRAINT "products_brand_length" CHECK (char_length("products"."brand") <= 80),
	CONSTRAINT "products_category_length" CHECK (char_length("products"."category") <= 80)
);
--> statement-breakpoint
CREATE TABLE "sku_barcodes" (
	"sku_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sku_barcodes_sku_id_position_pk" PRIMARY KEY("sku_id","position"),
	CONSTRAINT "sku_barcodes_barcode_length" CHECK (char_length("sku_barcodes"."barcode") between 1 and 48)
);
--> statement-breakpoint
CREATE TABLE "sku_components" (
	"sku_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sku_components_sku_id_component_id_pk" PRIMARY KEY("sku_id","component_id"),
	CONSTRAINT "sku_components_quantity_positive" CHECK ("sku_components"."quantity" > 0),
	CONSTRAINT "sku_components_not_itself" CHECK ("sku_components"."sku_id" <> "sku_components"."component_id")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"name" text NOT NULL,
	"variant" text,
	"hsn_code" text,
	"gst_rate" text,
	"mrp" numeric(16, 4),
	"currency" text DEFAULT 'INR' NOT NULL,
	"unit" text DEFAULT 'each' NOT NULL,
	"units_per_case" integer,
	"weight_kg" numeric(12, 3),
	"length_cm" numeric(8, 1),
	"width_cm" numeric(8, 1),
	"height_cm" numeric(8, 1),
	"tracking" text DEFAULT 'none' NOT NULL,
	"shelf_life_days" integer,
	"min_shelf_life_days" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skus_kind_check" CHECK ("skus"."kind" in ('standard', 'bundle', 'kit')),
	CONSTRAINT "skus_tracking_check" CHECK ("skus"."tracking" in ('none', 'lot', 'lot-expiry', 'serial')),
	CONSTRAINT "skus_unit_check" CHECK ("skus"."unit" in ('each', 'pair', 'pack', 'box', 'carton', 'kg', 'g', 'l', 'ml', 'm')),
	CONSTRAINT "skus_status_check" CHECK ("skus"."status" in ('active', 'inactive')),
	CONSTRAINT "skus_bundle_untracked" CHECK ("skus"."kind" <> 'bundle' or "skus"."tracking" = 'none'),
	CONSTRAINT "skus_public_id_length" CHECK (char_length("skus"."public_id") <= 20),
	CONSTRAINT "skus_code_length" CHECK (char_length("skus"."code") <= 40),
	CONSTRAINT "skus_name_length" CHECK (char_length("skus"."name") <= 200),
	CONSTRAINT "skus_variant_length" CHECK (char_length("skus"."variant") <= 120),
	CONSTRAINT "skus_hsn_code_format" CHECK ("skus"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'),
	CONSTRAINT "skus_currency_length" CHECK (char_length("skus"."currency") = 3),
	CONSTRAINT "skus_mrp_positive" CHECK ("skus"."mrp" >= 0),
	CONSTRAINT "skus_units_per_case_positive" CHECK ("skus"."units_per_case" > 0),
	CONSTRAINT "skus_weight_positive" CHECK ("skus"."weight_kg" > 0),
	CONSTRAINT "skus_sides_positive" CHECK ("skus"."length_cm" > 0 and "skus"."width_cm" > 0 and "skus"."height_cm" > 0),
	CONSTRAINT "skus_shelf_life_positive" CHECK ("skus"."shelf_life_days" > 0),
	CONSTRAINT "skus_min_shelf_life_positive" CHECK ("skus"."min_shelf_life_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_barcodes" ADD CONSTRAINT "sku_barcodes_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_components" ADD CONSTRAINT "sku_components_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_components" ADD CONSTRAINT "sku_components_component_id_skus_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_unique" ON "products" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_user_name_unique" ON "products" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_search_index" ON "products" USING gin ("name" gin_trgm_ops,"brand" gin_trgm_ops,"category" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sku_barcodes_user_barcode_unique" ON "sku_barcodes" USING btree ("user_id","barcode");--> statement-breakpoint
CREATE INDEX "sku_barcodes_barcode_index" ON "sku_barcodes" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "sku_components_component_index" ON "sku_components" USING btree ("component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_public_id_unique" ON "skus" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_user_code_unique" ON "skus" USING btree ("user_id","code");--> statement-breakpoint
CREATE INDEX "skus_code_index" ON "skus" USING btree ("code");--> statement-breakpoint
CREATE INDEX "skus_search_index" ON "skus" USING gin ("code" gin_trgm_ops,"name" gin_trgm_ops,"variant" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_product_index" ON "skus" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "skus_user_index" ON "skus" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "skus_user_code_sort_index" ON "skus" USING btree ("user_id","code","id");--> statement-breakpoint
CREATE INDEX "skus_code_sort_index" ON "skus" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "skus_name_index" ON "skus" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "skus_status_index" ON "skus" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "skus_tracking_index" ON "skus" USING btree ("tracking","id");--> statement-breakpoint
CREATE INDEX "skus_kind_index" ON "skus" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "skus_created_at_index" ON "skus" USING btree ("created_at","id");--> statement-breakpoint
-- The built-in super-admin holds every action on every resource, the new products row of the
-- role matrix included. No other role gains it.
UPDATE "roles" SET
  "permissions" = "permissions"
    || '{"products": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true}}'::jsonb
WHERE "key" = 'super-admin' AND jsonb_typeof("permissions") = 'object';
--> statement-breakpoint
-- SKUs per status, kept as they change, so that the SKU list's total is one row's read at any
-- size rather than a count of a million rows.
CREATE TRIGGER "skus_summaries_insert" AFTER INSERT ON "skus" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_summaries();--> statement-breakpoint
CREATE TRIGGER "skus_summaries_update" AFTER UPDATE ON "skus" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_summaries();--> statement-breakpoint
CREATE TRIGGER "skus_summaries_delete" AFTER DELETE ON "skus" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_summaries();
