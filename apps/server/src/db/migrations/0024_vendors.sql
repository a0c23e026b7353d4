CREATE SEQUENCE "public"."vendor_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_country" text NOT NULL,
	"tax_id" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"country_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_status_check" CHECK ("vendors"."status" in ('active', 'inactive')),
	CONSTRAINT "vendors_code_length" CHECK (char_length("vendors"."code") <= 20),
	CONSTRAINT "vendors_name_length" CHECK (char_length("vendors"."name") <= 160),
	CONSTRAINT "vendors_contact_name_length" CHECK (char_length("vendors"."contact_name") <= 120),
	CONSTRAINT "vendors_email_length" CHECK (char_length("vendors"."email") <= 254),
	CONSTRAINT "vendors_phone_length" CHECK (char_length("vendors"."phone") <= 32),
	CONSTRAINT "vendors_phone_country_length" CHECK (char_length("vendors"."phone_country") = 2),
	CONSTRAINT "vendors_tax_id_length" CHECK (char_length("vendors"."tax_id") <= 20),
	CONSTRAINT "vendors_address_line1_length" CHECK (char_length("vendors"."address_line1") <= 200),
	CONSTRAINT "vendors_address_line2_length" CHECK (char_length("vendors"."address_line2") <= 200),
	CONSTRAINT "vendors_city_length" CHECK (char_length("vendors"."city") <= 100),
	CONSTRAINT "vendors_state_code_length" CHECK (char_length("vendors"."state_code") <= 10),
	CONSTRAINT "vendors_country_code_length" CHECK (char_length("vendors"."country_code") = 2),
	CONSTRAINT "vendors_postal_code_length" CHECK (char_length("vendors"."postal_code") <= 12)
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendors_search_index" ON "vendors" USING gin ("name" gin_trgm_ops,"code" gin_trgm_ops,"contact_name" gin_trgm_ops,"email" gin_trgm_ops,"phone" gin_trgm_ops,"tax_id" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_code_unique" ON "vendors" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_user_name_unique" ON "vendors" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "vendors_user_index" ON "vendors" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "vendors_status_index" ON "vendors" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vendors_name_index" ON "vendors" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "vendors_contact_name_index" ON "vendors" USING btree ("contact_name","id");--> statement-breakpoint
CREATE INDEX "vendors_created_at_index" ON "vendors" USING btree ("created_at","id");--> statement-breakpoint
-- The built-in super-admin holds every action on every resource, the new vendors row of the
-- role matrix included. No other role gains it.
UPDATE "roles" SET
  "permissions" = "permissions"
    || '{"vendors": {"view": true, "add": true, "edit": true, "delete": true, "export": true, "approve": true}}'::jsonb
WHERE "key" = 'super-admin' AND jsonb_typeof("permissions") = 'object';
