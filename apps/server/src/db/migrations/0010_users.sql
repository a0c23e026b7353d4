CREATE SEQUENCE "public"."user_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "user_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_plans_period_check" CHECK ("user_plans"."period_end" >= "user_plans"."period_start")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"business_name" text NOT NULL,
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
	"timezone" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'inactive')),
	CONSTRAINT "users_code_length" CHECK (char_length("users"."code") <= 20),
	CONSTRAINT "users_business_name_length" CHECK (char_length("users"."business_name") <= 160),
	CONSTRAINT "users_contact_name_length" CHECK (char_length("users"."contact_name") <= 120),
	CONSTRAINT "users_email_length" CHECK (char_length("users"."email") <= 254),
	CONSTRAINT "users_phone_length" CHECK (char_length("users"."phone") <= 32),
	CONSTRAINT "users_phone_country_length" CHECK (char_length("users"."phone_country") = 2),
	CONSTRAINT "users_tax_id_length" CHECK (char_length("users"."tax_id") <= 20),
	CONSTRAINT "users_address_line1_length" CHECK (char_length("users"."address_line1") <= 200),
	CONSTRAINT "users_address_line2_length" CHECK (char_length("users"."address_line2") <= 200),
	CONSTRAINT "users_city_length" CHECK (char_length("users"."city") <= 100),
	CONSTRAINT "users_state_code_length" CHECK (char_length("users"."state_code") <= 10),
	CONSTRAINT "users_country_code_length" CHECK (char_length("users"."country_code") = 2),
	CONSTRAINT "users_postal_code_length" CHECK (char_length("users"."postal_code") <= 12),
	CONSTRAINT "users_timezone_length" CHECK (char_length("users"."timezone") <= 64),
	CONSTRAINT "users_currency_length" CHECK (char_length("users"."currency") = 3)
);
--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_plans_user_index" ON "user_plans" USING btree ("user_id","period_start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_plans_package_index" ON "user_plans" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_code_unique" ON "users" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_status_index" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_country_index" ON "users" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "users_business_name_index" ON "users" USING btree ("business_name");--> statement-breakpoint
CREATE INDEX "users_contact_name_index" ON "users" USING btree ("contact_name");--> statement-breakpoint
CREATE INDEX "users_created_at_index" ON "users" USING btree ("created_at");