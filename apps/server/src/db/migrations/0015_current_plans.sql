CREATE TABLE "current_plan_ends" (
	"day" date PRIMARY KEY NOT NULL,
	"plans" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "current_plans" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"period_end" date NOT NULL,
	"cancelled" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "current_plans" ADD CONSTRAINT "current_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_plans" ADD CONSTRAINT "current_plans_plan_id_user_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "current_plans_open_index" ON "current_plans" USING btree ("period_end") WHERE not "current_plans"."cancelled";
--> statement-breakpoint
-- The current plan of each given user, found again through user_plans_user_index (user_id,
-- period_start desc): one index probe per user a statement touched.
CREATE FUNCTION "refresh_current_plans"(user_ids int[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM current_plans AS c
  WHERE c.user_id = ANY(user_ids)
    AND NOT EXISTS (SELECT 1 FROM user_plans AS p WHERE p.user_id = c.user_id);
  INSERT INTO current_plans AS c (user_id, plan_id, period_end, cancelled)
    SELECT DISTINCT ON (p.user_id) p.user_id, p.id, p.period_end, p.cancelled_at IS NOT NULL
    FROM user_plans AS p
    WHERE p.user_id = ANY(user_ids)
    ORDER BY p.user_id, p.period_start DESC, p.id DESC
  ON CONFLICT (user_id) DO UPDATE
    SET plan_id = excluded.plan_id, period_end = excluded.period_end, cancelled = excluded.cancelled
    WHERE (c.plan_id, c.period_end, c.cancelled)
      IS DISTINCT FROM (excluded.plan_id, excluded.period_end, excluded.cancelled);
$$;
--> statement-breakpoint
CREATE FUNCTION "user_plans_current"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_current_plans(array(SELECT DISTINCT n.user_id FROM new_rows AS n ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_current_plans(array(SELECT DISTINCT o.user_id FROM old_rows AS o ORDER BY 1));
  ELSE
    PERFORM refresh_current_plans(array(
      SELECT DISTINCT u.user_id FROM (
        SELECT o.user_id FROM old_rows AS o
        UNION ALL SELECT n.user_id FROM new_rows AS n
      ) AS u ORDER BY 1));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_plans_current_insert" AFTER INSERT ON "user_plans" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_plans_current();
--> statement-breakpoint
CREATE TRIGGER "user_plans_current_update" AFTER UPDATE ON "user_plans" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_plans_current();
--> statement-breakpoint
CREATE TRIGGER "user_plans_current_delete" AFTER DELETE ON "user_plans" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_plans_current();
--> statement-breakpoint
-- Running plans by the day they end, from the current plans' changes.
CREATE FUNCTION "count_plan_ends"(direction int, ends date[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO current_plan_ends AS e (day, plans)
    SELECT u.day, direction * count(*) FROM unnest(ends) AS u(day) GROUP BY u.day ORDER BY u.day
  ON CONFLICT (day) DO UPDATE SET plans = e.plans + excluded.plans;
$$;
--> statement-breakpoint
CREATE FUNCTION "current_plans_ends"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM count_plan_ends(-1, array(SELECT o.period_end FROM old_rows AS o WHERE NOT o.cancelled));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM count_plan_ends(1, array(SELECT n.period_end FROM new_rows AS n WHERE NOT n.cancelled));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "current_plans_ends_insert" AFTER INSERT ON "current_plans" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION current_plans_ends();
--> statement-breakpoint
CREATE TRIGGER "current_plans_ends_update" AFTER UPDATE ON "current_plans" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION current_plans_ends();
--> statement-breakpoint
CREATE TRIGGER "current_plans_ends_delete" AFTER DELETE ON "current_plans" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION current_plans_ends();
--> statement-breakpoint
SELECT refresh_current_plans(array(SELECT DISTINCT user_id FROM user_plans ORDER BY 1));
