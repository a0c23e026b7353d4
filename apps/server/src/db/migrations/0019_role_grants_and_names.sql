-- Export and approve now need view on the same resource (actionNeeds in
-- packages/contracts/src/permissions.ts). A role granting either without view is brought within
-- the rule by withdrawing the export or approve, not by adding view: those grants never worked
-- on the console's screens, which need view, and served only to download or decide on records
-- the role's members were not allowed to see. Adding view would widen what every such member
-- reads; withdrawing takes away only what the rule forbids. Whoever needs the grant back gives
-- the role view as well, knowingly.
UPDATE "roles" SET
  "permissions" = (
    SELECT jsonb_object_agg(
      "grant"."resource",
      CASE
        WHEN jsonb_typeof("grant"."flags") = 'object' AND "grant"."flags" ->> 'view' IS DISTINCT FROM 'true'
          THEN "grant"."flags" || '{"export": false, "approve": false}'::jsonb
        ELSE "grant"."flags"
      END
    )
    FROM jsonb_each("roles"."permissions") AS "grant"("resource", "flags")
  ),
  "updated_at" = now()
WHERE CASE
  WHEN jsonb_typeof("permissions") = 'object' THEN EXISTS (
    SELECT 1 FROM jsonb_each("roles"."permissions") AS "grant"("resource", "flags")
    WHERE jsonb_typeof("grant"."flags") = 'object'
      AND "grant"."flags" ->> 'view' IS DISTINCT FROM 'true'
      AND ("grant"."flags" ->> 'export' = 'true' OR "grant"."flags" ->> 'approve' = 'true')
  )
  ELSE false
END;--> statement-breakpoint
-- Role names become unique, case, surrounding and repeated spaces aside, so that no role can
-- pass for another ("Super Admin" beside the built-in one). Roles already named alike keep the
-- name on the built-in role, else on the oldest; each other one has its key added to its name,
-- "Super Admin (ops-admin)", within the 60 characters a name may have. Keys are unique, so the
-- renamed roles differ from each other.
UPDATE "roles" AS "later" SET
  "name" = left("later"."name", 57 - char_length("later"."key")) || ' (' || "later"."key" || ')',
  "updated_at" = now()
WHERE EXISTS (
  SELECT 1 FROM "roles" AS "earlier"
  WHERE lower(btrim(regexp_replace("earlier"."name", '\s+', ' ', 'g')))
      = lower(btrim(regexp_replace("later"."name", '\s+', ' ', 'g')))
    AND (("earlier"."is_built_in" AND NOT "later"."is_built_in")
      OR ("earlier"."is_built_in" = "later"."is_built_in" AND "earlier"."id" < "later"."id"))
);--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_unique" ON "roles" USING btree (lower(btrim(regexp_replace("name", '\s+', ' ', 'g'))));
