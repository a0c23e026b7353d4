-- Importing becomes an action of its own in the role matrix, beside adding: until now, whoever
-- could add a user, a location or a SKU could also import ten thousand of them. Every role that
-- could import keeps that, so nobody loses what they did yesterday: the roles holding add on
-- the three resources with an import gain import there. No other role gains anything.
UPDATE "roles" SET
  "permissions" = (
    SELECT jsonb_object_agg(
      "grant"."resource",
      CASE
        WHEN "grant"."resource" IN ('users', 'locations', 'products')
          AND jsonb_typeof("grant"."flags") = 'object'
          AND "grant"."flags" ->> 'add' = 'true'
        THEN "grant"."flags" || '{"import": true}'::jsonb
        ELSE "grant"."flags"
      END
    )
    FROM jsonb_each("roles"."permissions") AS "grant"("resource", "flags")
  ),
  "updated_at" = now()
WHERE "key" <> 'super-admin' AND jsonb_typeof("permissions") = 'object' AND EXISTS (
  SELECT 1 FROM jsonb_each("roles"."permissions") AS "grant"("resource", "flags")
  WHERE "grant"."resource" IN ('users', 'locations', 'products')
    AND jsonb_typeof("grant"."flags") = 'object'
    AND "grant"."flags" ->> 'add' = 'true'
);--> statement-breakpoint
-- The built-in super-admin holds every action on every resource, import included.
UPDATE "roles" SET
  "permissions" = (
    SELECT jsonb_object_agg(
      "grant"."resource",
      CASE
        WHEN jsonb_typeof("grant"."flags") = 'object'
        THEN "grant"."flags" || '{"import": true}'::jsonb
        ELSE "grant"."flags"
      END
    )
    FROM jsonb_each("roles"."permissions") AS "grant"("resource", "flags")
  )
WHERE "key" = 'super-admin' AND jsonb_typeof("permissions") = 'object'
  AND "permissions" <> '{}'::jsonb;
