-- Each balance keeps its SKU's code, filled from the SKU for the rows there are; a warehouse's
-- stock is read in SKU order from the index that replaces the one by SKU id.
ALTER TABLE "stock_balances" ADD COLUMN "sku_code" text;--> statement-breakpoint
UPDATE "stock_balances" AS b SET "sku_code" = s."code" FROM "skus" AS s WHERE s."id" = b."sku_id";--> statement-breakpoint
ALTER TABLE "stock_balances" ALTER COLUMN "sku_code" SET NOT NULL;--> statement-breakpoint
DROP INDEX "stock_balances_warehouse_index";--> statement-breakpoint
CREATE INDEX "stock_balances_warehouse_sku_code_index" ON "stock_balances" USING btree ("warehouse_id","sku_code","id");
