ALTER TABLE "goods_receipt_lines" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "goods_receipt_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD COLUMN "lot" text;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD COLUMN "put_away_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipt_lines_id_unique" ON "goods_receipt_lines" USING btree ("id");--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_to_put_away_index" ON "goods_receipt_lines" USING btree ("receipt_id","line_no") WHERE "goods_receipt_lines"."put_away_qty" < coalesce("goods_receipt_lines"."received_qty", 0) - "goods_receipt_lines"."rejected_qty";--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_lot_length" CHECK (char_length("goods_receipt_lines"."lot") between 1 and 40);--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_put_away_check" CHECK ("goods_receipt_lines"."put_away_qty" >= 0 and "goods_receipt_lines"."put_away_qty" <= coalesce("goods_receipt_lines"."received_qty", 0) - "goods_receipt_lines"."rejected_qty");