-- Goods-receipt and B2B order lines name a SKU of their client instead of free text. Every code
-- a line names becomes a SKU of the line's client, if it is not one already, named by the
-- line's description and grouped under a product of that name; each line then points at it.
-- The code stays on the line beside its SKU (codes are fixed once made), as lists and the
-- order report print it.
ALTER TABLE "b2b_order_lines" ADD COLUMN "sku_id" integer;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD COLUMN "sku_id" integer;--> statement-breakpoint
CREATE TEMPORARY TABLE "line_codes" ON COMMIT DROP AS
  SELECT DISTINCT ON ("user_id", "code") "user_id", "code", "description"
  FROM (
    SELECT r."user_id", upper(l."sku") AS "code", l."description"
    FROM "goods_receipt_lines" l JOIN "goods_receipts" r ON r."id" = l."receipt_id"
    UNION ALL
    SELECT o."user_id", upper(l."sku") AS "code", l."description"
    FROM "b2b_order_lines" l JOIN "b2b_orders" o ON o."id" = l."order_id"
  ) AS "named"
  WHERE NOT EXISTS (
    SELECT 1 FROM "skus" s WHERE s."user_id" = "named"."user_id" AND s."code" = "named"."code"
  )
  ORDER BY "user_id", "code", "description";--> statement-breakpoint
INSERT INTO "products" ("code", "user_id", "name")
  SELECT 'PRD-' || regexp_replace(lpad(nextval('product_number_seq')::text, 9, '0'), '^0{0,3}', ''),
    "user_id", "name"
  FROM (
    SELECT DISTINCT ON ("user_id", lower(left("description", 160))) "user_id",
      left("description", 160) AS "name"
    FROM "line_codes"
    ORDER BY "user_id", lower(left("description", 160)), "code"
  ) AS "named"
  WHERE NOT EXISTS (
    SELECT 1 FROM "products" p
    WHERE p."user_id" = "named"."user_id" AND lower(p."name") = lower("named"."name")
  )
  ORDER BY "user_id", "name";--> statement-breakpoint
INSERT INTO "skus" ("public_id", "user_id", "product_id", "code", "name")
  SELECT 'SKU-' || regexp_replace(lpad(nextval('sku_number_seq')::text, 9, '0'), '^0{0,3}', ''),
    c."user_id", p."id", c."code", left(c."description", 200)
  FROM "line_codes" c
  JOIN "products" p ON p."user_id" = c."user_id" AND lower(p."name") = lower(left(c."description", 160))
  ORDER BY c."user_id", c."code";--> statement-breakpoint
UPDATE "goods_receipt_lines" l SET "sku_id" = s."id"
  FROM "goods_receipts" r, "skus" s
  WHERE r."id" = l."receipt_id" AND s."user_id" = r."user_id" AND s."code" = upper(l."sku");--> statement-breakpoint
UPDATE "b2b_order_lines" l SET "sku_id" = s."id"
  FROM "b2b_orders" o, "skus" s
  WHERE o."id" = l."order_id" AND s."user_id" = o."user_id" AND s."code" = upper(l."sku");--> statement-breakpoint
ALTER TABLE "b2b_order_lines" ALTER COLUMN "sku_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ALTER COLUMN "sku_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "b2b_order_lines" ADD CONSTRAINT "b2b_order_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "b2b_order_lines_sku_id_index" ON "b2b_order_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_sku_id_index" ON "goods_receipt_lines" USING btree ("sku_id");
