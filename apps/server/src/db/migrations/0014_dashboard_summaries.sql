CREATE TABLE "dispatch_days" (
	"day" date PRIMARY KEY NOT NULL,
	"dispatched" integer NOT NULL,
	"on_time" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_days" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"orders" integer NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	CONSTRAINT "order_days_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "plan_expiry_notices" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"period_end" date NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_days" (
	"day" date PRIMARY KEY NOT NULL,
	"approved" integer NOT NULL,
	"rejected" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_days" (
	"day" date NOT NULL,
	"package_id" integer NOT NULL,
	"currency" text NOT NULL,
	"invoices" integer NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	CONSTRAINT "revenue_days_day_package_id_currency_pk" PRIMARY KEY("day","package_id","currency")
);
--> statement-breakpoint
CREATE TABLE "status_counts" (
	"entity" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "status_counts_entity_status_pk" PRIMARY KEY("entity","status")
);
--> statement-breakpoint
ALTER TABLE "b2b_orders" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_expiry_notices" ADD CONSTRAINT "plan_expiry_notices_plan_id_user_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_plans_period_end_index" ON "user_plans" USING btree ("period_end");--> statement-breakpoint
-- Orders already settled left the warehouse before their last change; the sample data and the
-- console set the moment itself from now on.
UPDATE "b2b_orders" SET "dispatched_at" = "updated_at" WHERE "status" IN ('dispatched', 'delivered', 'returned');
--> statement-breakpoint
-- Summaries kept by the database: each trigger is per statement and reads the statement's
-- transition tables, so a bulk load costs one grouped upsert per summary, not one per row. Days
-- are the operator's calendar (Asia/Kolkata). Upserts go in key order, so that concurrent
-- writers take the summary rows' locks in the same order.
CREATE FUNCTION "count_statuses"(table_name text, direction int, statuses text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO status_counts AS s (entity, status, count)
    SELECT table_name, u.status, direction * count(*) FROM unnest(statuses) AS u(status) GROUP BY u.status ORDER BY u.status
  ON CONFLICT (entity, status) DO UPDATE SET count = s.count + excluded.count;
$$;
--> statement-breakpoint
CREATE FUNCTION "summarise_orders"(direction int, changed b2b_orders[]) RETURNS void
LANGUAGE sql AS $$
  SELECT count_statuses('b2b_orders', direction, array(SELECT r.status FROM unnest(changed) AS r));
  INSERT INTO order_days AS d (day, currency, orders, amount)
    SELECT r.order_date, r.currency, direction * count(*), direction * sum(r.amount)
    FROM unnest(changed) AS r GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, currency) DO UPDATE SET orders = d.orders + excluded.orders, amount = d.amount + excluded.amount;
  INSERT INTO dispatch_days AS d (day, dispatched, on_time)
    SELECT (r.dispatched_at AT TIME ZONE 'Asia/Kolkata')::date, direction * count(*),
      direction * count(*) FILTER (WHERE (r.dispatched_at AT TIME ZONE 'Asia/Kolkata')::date <= r.required_by)
    FROM unnest(changed) AS r
    WHERE r.dispatched_at IS NOT NULL AND r.required_by IS NOT NULL
    GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET dispatched = d.dispatched + excluded.dispatched, on_time = d.on_time + excluded.on_time;
$$;
--> statement-breakpoint
CREATE FUNCTION "summarise_receipts"(direction int, changed goods_receipts[]) RETURNS void
LANGUAGE sql AS $$
  SELECT count_statuses('goods_receipts', direction, array(SELECT r.status FROM unnest(changed) AS r));
  INSERT INTO receipt_days AS d (day, approved, rejected)
    SELECT (r.decided_at AT TIME ZONE 'Asia/Kolkata')::date,
      direction * count(*) FILTER (WHERE r.status = 'approved'), direction * count(*) FILTER (WHERE r.status = 'rejected')
    FROM unnest(changed) AS r
    WHERE r.decided_at IS NOT NULL AND r.status IN ('approved', 'rejected')
    GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET approved = d.approved + excluded.approved, rejected = d.rejected + excluded.rejected;
$$;
--> statement-breakpoint
CREATE FUNCTION "summarise_transactions"(direction int, changed transactions[]) RETURNS void
LANGUAGE sql AS $$
  -- Revenue is paid invoices by the day they were raised, as the transactions list dates them.
  INSERT INTO revenue_days AS d (day, package_id, currency, invoices, amount)
    SELECT (r.created_at AT TIME ZONE 'Asia/Kolkata')::date, r.package_id, r.currency, direction * count(*), direction * sum(r.amount)
    FROM unnest(changed) AS r
    WHERE r.status = 'paid'
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, package_id, currency) DO UPDATE SET invoices = d.invoices + excluded.invoices, amount = d.amount + excluded.amount;
$$;
--> statement-breakpoint
-- One trigger function per table: an update takes out the old rows and adds the new ones, only
-- for rows whose summarised columns changed (an edit of a buyer's name costs nothing).
CREATE FUNCTION "b2b_orders_summaries"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM summarise_orders(1, array(SELECT n::b2b_orders FROM new_rows AS n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM summarise_orders(-1, array(SELECT o::b2b_orders FROM old_rows AS o));
  ELSE
    PERFORM summarise_orders(-1, array(
      SELECT o::b2b_orders FROM old_rows AS o JOIN new_rows AS n USING (id)
      WHERE (o.status, o.order_date, o.currency, o.amount, o.required_by, o.dispatched_at)
        IS DISTINCT FROM (n.status, n.order_date, n.currency, n.amount, n.required_by, n.dispatched_at)));
    PERFORM summarise_orders(1, array(
      SELECT n::b2b_orders FROM new_rows AS n JOIN old_rows AS o USING (id)
      WHERE (o.status, o.order_date, o.currency, o.amount, o.required_by, o.dispatched_at)
        IS DISTINCT FROM (n.status, n.order_date, n.currency, n.amount, n.required_by, n.dispatched_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "goods_receipts_summaries"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM summarise_receipts(1, array(SELECT n::goods_receipts FROM new_rows AS n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM summarise_receipts(-1, array(SELECT o::goods_receipts FROM old_rows AS o));
  ELSE
    PERFORM summarise_receipts(-1, array(
      SELECT o::goods_receipts FROM old_rows AS o JOIN new_rows AS n USING (id)
      WHERE (o.status, o.decided_at) IS DISTINCT FROM (n.status, n.decided_at)));
    PERFORM summarise_receipts(1, array(
      SELECT n::goods_receipts FROM new_rows AS n JOIN old_rows AS o USING (id)
      WHERE (o.status, o.decided_at) IS DISTINCT FROM (n.status, n.decided_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "transactions_summaries"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM summarise_transactions(1, array(SELECT n::transactions FROM new_rows AS n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM summarise_transactions(-1, array(SELECT o::transactions FROM old_rows AS o));
  ELSE
    PERFORM summarise_transactions(-1, array(
      SELECT o::transactions FROM old_rows AS o JOIN new_rows AS n USING (id)
      WHERE (o.status, o.created_at, o.package_id, o.currency, o.amount)
        IS DISTINCT FROM (n.status, n.created_at, n.package_id, n.currency, n.amount)));
    PERFORM summarise_transactions(1, array(
      SELECT n::transactions FROM new_rows AS n JOIN old_rows AS o USING (id)
      WHERE (o.status, o.created_at, o.package_id, o.currency, o.amount)
        IS DISTINCT FROM (n.status, n.created_at, n.package_id, n.currency, n.amount)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Users and shipments only need their status counted.
CREATE FUNCTION "status_summaries"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM count_statuses(TG_TABLE_NAME, 1, array(SELECT n.status FROM new_rows AS n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM count_statuses(TG_TABLE_NAME, -1, array(SELECT o.status FROM old_rows AS o));
  ELSE
    PERFORM count_statuses(TG_TABLE_NAME, -1, array(
      SELECT o.status FROM old_rows AS o JOIN new_rows AS n USING (id) WHERE o.status IS DISTINCT FROM n.status));
    PERFORM count_statuses(TG_TABLE_NAME, 1, array(
      SELECT n.status FROM new_rows AS n JOIN old_rows AS o USING (id) WHERE o.status IS DISTINCT FROM n.status));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "b2b_orders_summaries_insert" AFTER INSERT ON "b2b_orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION b2b_orders_summaries();
--> statement-breakpoint
CREATE TRIGGER "b2b_orders_summaries_update" AFTER UPDATE ON "b2b_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION b2b_orders_summaries();
--> statement-breakpoint
CREATE TRIGGER "b2b_orders_summaries_delete" AFTER DELETE ON "b2b_orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION b2b_orders_summaries();
--> statement-breakpoint
CREATE TRIGGER "goods_receipts_summaries_insert" AFTER INSERT ON "goods_receipts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_receipts_summaries();
--> statement-breakpoint
CREATE TRIGGER "goods_receipts_summaries_update" AFTER UPDATE ON "goods_receipts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_receipts_summaries();
--> statement-breakpoint
CREATE TRIGGER "goods_receipts_summaries_delete" AFTER DELETE ON "goods_receipts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_receipts_summaries();
--> statement-breakpoint
CREATE TRIGGER "transactions_summaries_insert" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transactions_summaries();
--> statement-breakpoint
CREATE TRIGGER "transactions_summaries_update" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transactions_summaries();
--> statement-breakpoint
CREATE TRIGGER "transactions_summaries_delete" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transactions_summaries();
--> statement-breakpoint
CREATE TRIGGER "users_summaries_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_summaries();
--> statement-breakpoint
CREATE TRIGGER "users_summaries_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_summaries();
--> statement-breakpoint
CREATE TRIGGER "users_summaries_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_summaries();
--> statement-breakpoint
CREATE TRIGGER "shipments_summaries_insert" AFTER INSERT ON "shipments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_summaries();
--> statement-breakpoint
CREATE TRIGGER "shipments_summaries_update" AFTER UPDATE ON "shipments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_summaries();
--> statement-breakpoint
CREATE TRIGGER "shipments_summaries_delete" AFTER DELETE ON "shipments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_summaries();
--> statement-breakpoint
-- What is already there, summarised once.
SELECT summarise_orders(1, array(SELECT o FROM b2b_orders AS o));
--> statement-breakpoint
SELECT summarise_receipts(1, array(SELECT r FROM goods_receipts AS r));
--> statement-breakpoint
SELECT summarise_transactions(1, array(SELECT t FROM transactions AS t));
--> statement-breakpoint
SELECT count_statuses('users', 1, array(SELECT status FROM users));
--> statement-breakpoint
SELECT count_statuses('shipments', 1, array(SELECT status FROM shipments));
