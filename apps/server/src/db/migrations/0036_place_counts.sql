CREATE TABLE "stock_place_counts" (
	"warehouse_id" integer NOT NULL,
	"places" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_place_counts_warehouse_index" ON "stock_place_counts" USING btree ("warehouse_id");--> statement-breakpoint
-- Places holding units, per warehouse: a write to the balances adds a row of the change per
-- warehouse where it first filled places (+) or emptied them (-), and only rows are added, so no
-- movement waits for another's count. Read as the sum of a warehouse's rows; folded now and then.
-- Inserts and deletes are counted per statement (a bulk load adds a row per warehouse); an update
-- per row, and only a row whose on hand crosses zero calls the function at all: most movements
-- cross nothing, and pairing an update's old and new rows per statement would be planned once
-- per session (see 0020) or on every call.
CREATE FUNCTION "stock_balances_places"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stock_place_counts (warehouse_id, places)
      SELECT n.warehouse_id, count(*) FROM new_rows AS n WHERE n.on_hand > 0 GROUP BY 1;
  ELSE
    INSERT INTO stock_place_counts (warehouse_id, places)
      SELECT o.warehouse_id, -count(*) FROM old_rows AS o WHERE o.on_hand > 0 GROUP BY 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "stock_balance_place_crossed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_place_counts (warehouse_id, places)
    VALUES (NEW.warehouse_id, CASE WHEN NEW.on_hand > 0 THEN 1 ELSE -1 END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_balances_places_insert" AFTER INSERT ON "stock_balances" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_balances_places();
--> statement-breakpoint
CREATE TRIGGER "stock_balances_places_update" AFTER UPDATE OF "on_hand" ON "stock_balances" FOR EACH ROW WHEN ((OLD.on_hand > 0) <> (NEW.on_hand > 0)) EXECUTE FUNCTION stock_balance_place_crossed();
--> statement-breakpoint
CREATE TRIGGER "stock_balances_places_delete" AFTER DELETE ON "stock_balances" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_balances_places();
--> statement-breakpoint
INSERT INTO "stock_place_counts" ("warehouse_id", "places")
  SELECT "warehouse_id", count(*) FROM "stock_balances" WHERE "on_hand" > 0 GROUP BY 1;
