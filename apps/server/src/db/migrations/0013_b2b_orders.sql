CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "b2b_order_lines" (
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sku" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(16, 4) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"tax_amount" numeric(16, 4) NOT NULL,
	"line_total" numeric(16, 4) NOT NULL,
	CONSTRAINT "b2b_order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "b2b_order_lines_figures_check" CHECK ("b2b_order_lines"."quantity" >= 1 and "b2b_order_lines"."unit_price" >= 0 and "b2b_order_lines"."tax_rate" between 0 and 100 and "b2b_order_lines"."tax_amount" >= 0 and "b2b_order_lines"."line_total" >= 0),
	CONSTRAINT "b2b_order_lines_sku_length" CHECK (char_length("b2b_order_lines"."sku") <= 40),
	CONSTRAINT "b2b_order_lines_description_length" CHECK (char_length("b2b_order_lines"."description") <= 200)
);
--> statement-breakpoint
CREATE TABLE "b2b_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "b2b_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_gstin" text,
	"buyer_city" text NOT NULL,
	"buyer_state_code" text NOT NULL,
	"buyer_country_code" text NOT NULL,
	"buyer_postal_code" text NOT NULL,
	"order_date" date NOT NULL,
	"required_by" date,
	"status" text DEFAULT 'new' NOT NULL,
	"quantity" integer NOT NULL,
	"line_count" integer NOT NULL,
	"subtotal" numeric(16, 4) NOT NULL,
	"tax" numeric(16, 4) NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "b2b_orders_status_check" CHECK ("b2b_orders"."status" in ('new', 'confirmed', 'picking', 'packed', 'dispatched', 'delivered', 'cancelled', 'returned')),
	CONSTRAINT "b2b_orders_figures_check" CHECK ("b2b_orders"."quantity" >= 0 and "b2b_orders"."line_count" >= 0 and "b2b_orders"."subtotal" >= 0 and "b2b_orders"."tax" >= 0 and "b2b_orders"."amount" = "b2b_orders"."subtotal" + "b2b_orders"."tax"),
	CONSTRAINT "b2b_orders_number_length" CHECK (char_length("b2b_orders"."number") <= 20),
	CONSTRAINT "b2b_orders_buyer_name_length" CHECK (char_length("b2b_orders"."buyer_name") <= 160),
	CONSTRAINT "b2b_orders_buyer_gstin_length" CHECK (char_length("b2b_orders"."buyer_gstin") <= 20),
	CONSTRAINT "b2b_orders_buyer_city_length" CHECK (char_length("b2b_orders"."buyer_city") <= 100),
	CONSTRAINT "b2b_orders_buyer_state_length" CHECK (char_length("b2b_orders"."buyer_state_code") <= 10),
	CONSTRAINT "b2b_orders_buyer_country_length" CHECK (char_length("b2b_orders"."buyer_country_code") = 2),
	CONSTRAINT "b2b_orders_buyer_postal_length" CHECK (char_length("b2b_orders"."buyer_postal_code") <= 12),
	CONSTRAINT "b2b_orders_currency_length" CHECK (char_length("b2b_orders"."currency") = 3)
);
--> statement-breakpoint
ALTER TABLE "b2b_order_lines" ADD CONSTRAINT "b2b_order_lines_order_id_b2b_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."b2b_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2b_orders" ADD CONSTRAINT "b2b_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "b2b_order_lines_sku_index" ON "b2b_order_lines" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_orders_number_unique" ON "b2b_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "b2b_orders_order_date_index" ON "b2b_orders" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "b2b_orders_status_index" ON "b2b_orders" USING btree ("status","order_date","id");--> statement-breakpoint
CREATE INDEX "b2b_orders_user_index" ON "b2b_orders" USING btree ("user_id","order_date","id");--> statement-breakpoint
CREATE INDEX "b2b_orders_amount_index" ON "b2b_orders" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "b2b_orders_required_by_index" ON "b2b_orders" USING btree ("required_by","id");--> statement-breakpoint
CREATE INDEX "b2b_orders_buyer_gstin_index" ON "b2b_orders" USING btree ("buyer_gstin");