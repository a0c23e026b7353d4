CREATE TABLE "package_rates" (
	"package_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"per_shipment" numeric(16, 4) NOT NULL,
	"per_kg" numeric(16, 4) NOT NULL,
	CONSTRAINT "package_rates_package_id_zone_id_pk" PRIMARY KEY("package_id","zone_id"),
	CONSTRAINT "package_rates_amounts_check" CHECK ("package_rates"."per_shipment" >= 0 and "package_rates"."per_kg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"price" numeric(16, 4) NOT NULL,
	"billing_cycle" text NOT NULL,
	"warehouses" integer NOT NULL,
	"orders_per_month" integer NOT NULL,
	"team_seats" integer NOT NULL,
	"skus" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_status_check" CHECK ("packages"."status" in ('active', 'inactive')),
	CONSTRAINT "packages_billing_cycle_check" CHECK ("packages"."billing_cycle" in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "packages_price_check" CHECK ("packages"."price" >= 0),
	CONSTRAINT "packages_code_length" CHECK (char_length("packages"."code") <= 30),
	CONSTRAINT "packages_name_length" CHECK (char_length("packages"."name") <= 80),
	CONSTRAINT "packages_description_length" CHECK (char_length("packages"."description") <= 1000),
	CONSTRAINT "packages_currency_length" CHECK (char_length("packages"."currency") = 3),
	CONSTRAINT "packages_limits_check" CHECK ("packages"."warehouses" >= 0 and "packages"."orders_per_month" >= 0 and "packages"."team_seats" >= 0 and "packages"."skus" >= 0),
	CONSTRAINT "packages_features_size" CHECK (octet_length("packages"."features"::text) <= 8192)
);
--> statement-breakpoint
CREATE TABLE "zone_regions" (
	"zone_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"state_code" text,
	CONSTRAINT "zone_regions_country_length" CHECK (char_length("zone_regions"."country_code") = 2),
	CONSTRAINT "zone_regions_state_length" CHECK (char_length("zone_regions"."state_code") <= 10)
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zones_status_check" CHECK ("zones"."status" in ('active', 'inactive')),
	CONSTRAINT "zones_code_length" CHECK (char_length("zones"."code") <= 30),
	CONSTRAINT "zones_name_length" CHECK (char_length("zones"."name") <= 80),
	CONSTRAINT "zones_description_length" CHECK (char_length("zones"."description") <= 500)
);
--> statement-breakpoint
ALTER TABLE "package_rates" ADD CONSTRAINT "package_rates_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_rates" ADD CONSTRAINT "package_rates_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_regions" ADD CONSTRAINT "zone_regions_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_rates_zone_index" ON "package_rates" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_code_unique" ON "packages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "packages_name_index" ON "packages" USING btree ("name");--> statement-breakpoint
CREATE INDEX "packages_status_index" ON "packages" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "zone_regions_unique" ON "zone_regions" USING btree ("zone_id","country_code",coalesce("state_code", ''));--> statement-breakpoint
CREATE INDEX "zone_regions_country_index" ON "zone_regions" USING btree ("country_code","state_code");--> statement-breakpoint
CREATE UNIQUE INDEX "zones_code_unique" ON "zones" USING btree ("code");--> statement-breakpoint
CREATE INDEX "zones_name_index" ON "zones" USING btree ("name");