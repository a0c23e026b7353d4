-- Each balance keeps its location's warehouse, filled from the location for the rows there are.
ALTER TABLE "stock_balances" ADD COLUMN "warehouse_id" integer;--> statement-breakpoint
UPDATE "stock_balances" AS b SET "warehouse_id" = l."warehouse_id" FROM "locations" AS l WHERE l."id" = b."location_id";--> statement-breakpoint
ALTER TABLE "stock_balances" ALTER COLUMN "warehouse_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balances_warehouse_index" ON "stock_balances" USING btree ("warehouse_id","sku_id");
