-- Searches look for text anywhere inside a column (ilike '%…%'), which no B-tree can answer.
-- Trigram indexes (pg_trgm, trusted since PostgreSQL 13, bundled with PGlite) let a search of
-- three characters or more read the index instead of every row. Each sort's index ends in the
-- row id, the sort's tiebreak, so a page is read from the index in order.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DROP INDEX "goods_receipts_expected_date_index";--> statement-breakpoint
DROP INDEX "goods_receipts_created_at_index";--> statement-breakpoint
DROP INDEX "goods_receipts_reference_index";--> statement-breakpoint
DROP INDEX "shipments_created_at_index";--> statement-breakpoint
DROP INDEX "shipments_carrier_index";--> statement-breakpoint
DROP INDEX "shipments_reference_index";--> statement-breakpoint
DROP INDEX "transactions_created_at_index";--> statement-breakpoint
DROP INDEX "transactions_status_index";--> statement-breakpoint
DROP INDEX "users_status_index";--> statement-breakpoint
DROP INDEX "users_business_name_index";--> statement-breakpoint
DROP INDEX "users_contact_name_index";--> statement-breakpoint
DROP INDEX "users_created_at_index";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_period_end" date;--> statement-breakpoint
CREATE INDEX "b2b_order_lines_sku_search_index" ON "b2b_order_lines" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "b2b_orders_search_index" ON "b2b_orders" USING gin ("number" gin_trgm_ops,"buyer_name" gin_trgm_ops,"buyer_gstin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_sku_search_index" ON "goods_receipt_lines" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_receipts_search_index" ON "goods_receipts" USING gin ("code" gin_trgm_ops,"reference" gin_trgm_ops,"supplier_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_search_index" ON "shipments" USING gin ("code" gin_trgm_ops,"reference" gin_trgm_ops,"consignee_name" gin_trgm_ops,"tracking_number" gin_trgm_ops,"city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_declared_value_index" ON "shipments" USING btree ("declared_value","id");--> statement-breakpoint
CREATE INDEX "shipments_weight_index" ON "shipments" USING btree ("weight_kg","id");--> statement-breakpoint
CREATE INDEX "transactions_search_index" ON "transactions" USING gin ("invoice_number" gin_trgm_ops,"reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_amount_index" ON "transactions" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "transactions_invoice_order_index" ON "transactions" USING btree ((split_part("invoice_number", '-', 2) || lpad(split_part("invoice_number", '-', 3), 9, '0')),"id");--> statement-breakpoint
CREATE INDEX "users_search_index" ON "users" USING gin ("business_name" gin_trgm_ops,"contact_name" gin_trgm_ops,"email" gin_trgm_ops,"code" gin_trgm_ops,"phone" gin_trgm_ops,"tax_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_index" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_plan_period_end_index" ON "users" USING btree ("plan_period_end","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_expected_date_index" ON "goods_receipts" USING btree ("expected_date","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_created_at_index" ON "goods_receipts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_reference_index" ON "goods_receipts" USING btree ("reference","id");--> statement-breakpoint
CREATE INDEX "shipments_created_at_index" ON "shipments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_carrier_index" ON "shipments" USING btree (lower("carrier"));--> statement-breakpoint
CREATE INDEX "shipments_reference_index" ON "shipments" USING btree ("reference","id");--> statement-breakpoint
CREATE INDEX "transactions_created_at_index" ON "transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_status_index" ON "transactions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_status_index" ON "users" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_business_name_index" ON "users" USING btree ("business_name","id");--> statement-breakpoint
CREATE INDEX "users_contact_name_index" ON "users" USING btree ("contact_name","id");--> statement-breakpoint
CREATE INDEX "users_created_at_index" ON "users" USING btree ("created_at","id");--> statement-breakpoint
-- Each user carries their current plan's last day, copied from current_plans as it changes,
-- so that the users list sorts by it through users_plan_period_end_index.
UPDATE "users" AS u SET "plan_period_end" = c.period_end FROM "current_plans" AS c WHERE c.user_id = u.id;
--> statement-breakpoint
CREATE FUNCTION "current_plans_users"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE users AS u SET plan_period_end = NULL
      FROM old_rows AS o
      WHERE u.id = o.user_id AND NOT EXISTS (SELECT 1 FROM current_plans AS c WHERE c.user_id = o.user_id);
  ELSE
    UPDATE users AS u SET plan_period_end = n.period_end
      FROM new_rows AS n
      WHERE u.id = n.user_id AND u.plan_period_end IS DISTINCT FROM n.period_end;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "current_plans_users_insert" AFTER INSERT ON "current_plans" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION current_plans_users();
--> statement-breakpoint
CREATE TRIGGER "current_plans_users_update" AFTER UPDATE ON "current_plans" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION current_plans_users();
--> statement-breakpoint
CREATE TRIGGER "current_plans_users_delete" AFTER DELETE ON "current_plans" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION current_plans_users();
