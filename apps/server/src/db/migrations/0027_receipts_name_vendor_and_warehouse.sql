ALTER TABLE "vendors" ALTER COLUMN "contact_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "phone_country" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "address_line1" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "state_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "country_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "postal_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "b2b_orders" ADD COLUMN "warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD COLUMN "warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "b2b_orders" ADD CONSTRAINT "b2b_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "b2b_orders_warehouse_index" ON "b2b_orders" USING btree ("warehouse_id","order_date","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_vendor_index" ON "goods_receipts" USING btree ("vendor_id","expected_date");--> statement-breakpoint
CREATE INDEX "goods_receipts_warehouse_index" ON "goods_receipts" USING btree ("warehouse_id","expected_date");--> statement-breakpoint
-- A receipt recorded before vendors were kept names the vendor its client has by that name.
UPDATE "goods_receipts" SET "vendor_id" = "vendors"."id" FROM "vendors" WHERE "vendors"."user_id" = "goods_receipts"."user_id" AND lower("vendors"."name") = lower(trim("goods_receipts"."supplier_name")) AND "goods_receipts"."vendor_id" IS NULL;--> statement-breakpoint
-- Every other supplier typed on a receipt becomes a vendor of that client, with its name and
-- latest GSTIN; its contact and address are left for someone to complete.
INSERT INTO "vendors" ("code", "user_id", "name", "tax_id") SELECT 'VEN-' || regexp_replace(lpad(nextval('vendor_number_seq')::text, 9, '0'), '^0{0,3}', ''), "user_id", "name", "tax_id" FROM (SELECT DISTINCT ON ("user_id", lower(trim("supplier_name"))) "user_id", trim("supplier_name") AS "name", "supplier_tax_id" AS "tax_id" FROM "goods_receipts" WHERE "vendor_id" IS NULL ORDER BY "user_id", lower(trim("supplier_name")), "created_at" DESC) AS "typed" ORDER BY "user_id", "name";--> statement-breakpoint
UPDATE "goods_receipts" SET "vendor_id" = "vendors"."id" FROM "vendors" WHERE "vendors"."user_id" = "goods_receipts"."user_id" AND lower("vendors"."name") = lower(trim("goods_receipts"."supplier_name")) AND "goods_receipts"."vendor_id" IS NULL;--> statement-breakpoint
-- Receipts and orders recorded before warehouses were kept are placed at the operator's first
-- active warehouse (its first of any when none is active); with none, they stay unplaced and a
-- receipt asks for its warehouse before it is approved.
UPDATE "goods_receipts" SET "warehouse_id" = (SELECT "id" FROM "warehouses" ORDER BY "status" <> 'active', "id" LIMIT 1) WHERE "warehouse_id" IS NULL;--> statement-breakpoint
UPDATE "b2b_orders" SET "warehouse_id" = (SELECT "id" FROM "warehouses" ORDER BY "status" <> 'active', "id" LIMIT 1) WHERE "warehouse_id" IS NULL;
