CREATE SEQUENCE "public"."goods_receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."shipment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "goods_receipt_lines" (
	"receipt_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sku" text NOT NULL,
	"description" text NOT NULL,
	"expected_qty" integer NOT NULL,
	"received_qty" integer,
	"rejected_qty" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	CONSTRAINT "goods_receipt_lines_receipt_id_line_no_pk" PRIMARY KEY("receipt_id","line_no"),
	CONSTRAINT "goods_receipt_lines_quantities_check" CHECK ("goods_receipt_lines"."expected_qty" >= 1 and "goods_receipt_lines"."received_qty" >= 0 and "goods_receipt_lines"."rejected_qty" >= 0 and "goods_receipt_lines"."rejected_qty" <= coalesce("goods_receipt_lines"."received_qty", 0)),
	CONSTRAINT "goods_receipt_lines_reason_check" CHECK ("goods_receipt_lines"."reject_reason" in ('damaged', 'expired', 'short-expiry', 'wrong-sku', 'excess') and "goods_receipt_lines"."rejected_qty" > 0 or "goods_receipt_lines"."reject_reason" is null and "goods_receipt_lines"."rejected_qty" = 0),
	CONSTRAINT "goods_receipt_lines_sku_length" CHECK (char_length("goods_receipt_lines"."sku") <= 40),
	CONSTRAINT "goods_receipt_lines_description_length" CHECK (char_length("goods_receipt_lines"."description") <= 200)
);
--> statement-breakpoint
CREATE TABLE "goods_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_tax_id" text,
	"expected_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comment" text,
	"created_by_member_id" integer,
	"decided_by_member_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_receipts_status_check" CHECK ("goods_receipts"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "goods_receipts_comment_check" CHECK ("goods_receipts"."status" <> 'rejected' or "goods_receipts"."comment" is not null),
	CONSTRAINT "goods_receipts_code_length" CHECK (char_length("goods_receipts"."code") <= 20),
	CONSTRAINT "goods_receipts_reference_length" CHECK (char_length("goods_receipts"."reference") <= 60),
	CONSTRAINT "goods_receipts_supplier_name_length" CHECK (char_length("goods_receipts"."supplier_name") <= 160),
	CONSTRAINT "goods_receipts_supplier_tax_id_length" CHECK (char_length("goods_receipts"."supplier_tax_id") <= 20),
	CONSTRAINT "goods_receipts_comment_length" CHECK (char_length("goods_receipts"."comment") <= 500)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"consignee_name" text NOT NULL,
	"consignee_phone" text NOT NULL,
	"consignee_phone_country" text NOT NULL,
	"consignee_email" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"country_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"boxes" integer NOT NULL,
	"weight_kg" numeric(12, 3) NOT NULL,
	"length_cm" numeric(8, 1) NOT NULL,
	"width_cm" numeric(8, 1) NOT NULL,
	"height_cm" numeric(8, 1) NOT NULL,
	"declared_value" numeric(16, 4) NOT NULL,
	"currency" text NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"invoice_number" text,
	"invoice_date" date,
	"eway_bill_number" text,
	"hsn_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contents_description" text,
	"created_by_member_id" integer,
	"dispatched_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('draft', 'ready', 'dispatched', 'delivered', 'cancelled')),
	CONSTRAINT "shipments_boxes_check" CHECK ("shipments"."boxes" between 1 and 9999),
	CONSTRAINT "shipments_measures_check" CHECK ("shipments"."weight_kg" > 0 and "shipments"."length_cm" > 0 and "shipments"."width_cm" > 0 and "shipments"."height_cm" > 0),
	CONSTRAINT "shipments_declared_value_check" CHECK ("shipments"."declared_value" >= 0),
	CONSTRAINT "shipments_code_length" CHECK (char_length("shipments"."code") <= 20),
	CONSTRAINT "shipments_reference_length" CHECK (char_length("shipments"."reference") <= 60),
	CONSTRAINT "shipments_consignee_name_length" CHECK (char_length("shipments"."consignee_name") <= 120),
	CONSTRAINT "shipments_consignee_phone_length" CHECK (char_length("shipments"."consignee_phone") <= 32),
	CONSTRAINT "shipments_consignee_phone_country_length" CHECK (char_length("shipments"."consignee_phone_country") = 2),
	CONSTRAINT "shipments_consignee_email_length" CHECK (char_length("shipments"."consignee_email") <= 254),
	CONSTRAINT "shipments_address_line1_length" CHECK (char_length("shipments"."address_line1") <= 200),
	CONSTRAINT "shipments_address_line2_length" CHECK (char_length("shipments"."address_line2") <= 200),
	CONSTRAINT "shipments_city_length" CHECK (char_length("shipments"."city") <= 100),
	CONSTRAINT "shipments_state_code_length" CHECK (char_length("shipments"."state_code") <= 10),
	CONSTRAINT "shipments_country_code_length" CHECK (char_length("shipments"."country_code") = 2),
	CONSTRAINT "shipments_postal_code_length" CHECK (char_length("shipments"."postal_code") <= 12),
	CONSTRAINT "shipments_currency_length" CHECK (char_length("shipments"."currency") = 3),
	CONSTRAINT "shipments_carrier_length" CHECK (char_length("shipments"."carrier") <= 60),
	CONSTRAINT "shipments_tracking_number_length" CHECK (char_length("shipments"."tracking_number") <= 40),
	CONSTRAINT "shipments_invoice_number_length" CHECK (char_length("shipments"."invoice_number") <= 40),
	CONSTRAINT "shipments_eway_bill_number_length" CHECK (char_length("shipments"."eway_bill_number") = 12),
	CONSTRAINT "shipments_hsn_codes_size" CHECK (octet_length("shipments"."hsn_codes"::text) <= 512),
	CONSTRAINT "shipments_contents_description_length" CHECK (char_length("shipments"."contents_description") <= 300)
);
--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_receipt_id_goods_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."goods_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_created_by_member_id_team_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_decided_by_member_id_team_members_id_fk" FOREIGN KEY ("decided_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_member_id_team_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_sku_index" ON "goods_receipt_lines" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipts_code_unique" ON "goods_receipts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "goods_receipts_user_index" ON "goods_receipts" USING btree ("user_id","expected_date");--> statement-breakpoint
CREATE INDEX "goods_receipts_status_index" ON "goods_receipts" USING btree ("status","expected_date");--> statement-breakpoint
CREATE INDEX "goods_receipts_expected_date_index" ON "goods_receipts" USING btree ("expected_date");--> statement-breakpoint
CREATE INDEX "goods_receipts_created_at_index" ON "goods_receipts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_receipts_reference_index" ON "goods_receipts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_code_unique" ON "shipments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shipments_user_index" ON "shipments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_status_index" ON "shipments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shipments_created_at_index" ON "shipments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shipments_carrier_index" ON "shipments" USING btree ("carrier");--> statement-breakpoint
CREATE INDEX "shipments_reference_index" ON "shipments" USING btree ("reference");