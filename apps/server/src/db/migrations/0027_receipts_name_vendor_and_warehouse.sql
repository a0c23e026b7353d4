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
UPDATE "goods_receipts" SET "vendor_id" = "vendors"."id" FROM "vendors" WHERE "vendors"."user_id" = "goods_receipts"."user_id" AND lower("vendors"."name") = lower("goods_receipts"."supplier_name") AND "goods_receipts"."vendor_id" IS NULL;--> statement-breakpoint
-- An operator with one warehouse received and fulfilled everything there.
UPDATE "goods_receipts" SET "warehouse_id" = (SELECT "id" FROM "warehouses") WHERE "warehouse_id" IS NULL AND (SELECT count(*) FROM "warehouses") = 1;--> statement-breakpoint
UPDATE "b2b_orders" SET "warehouse_id" = (SELECT "id" FROM "warehouses") WHERE "warehouse_id" IS NULL AND (SELECT count(*) FROM "warehouses") = 1;
