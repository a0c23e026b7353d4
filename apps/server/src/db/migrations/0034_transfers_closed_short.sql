ALTER TABLE "stock_transfers" DROP CONSTRAINT "stock_transfers_status_check";--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD COLUMN "closed_by_member_id" integer;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_closed_by_member_id_team_members_id_fk" FOREIGN KEY ("closed_by_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_close_reason_length" CHECK (char_length("stock_transfers"."close_reason") <= 500);--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_closed_check" CHECK (("stock_transfers"."status" = 'closed-short') = ("stock_transfers"."closed_at" is not null));--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_status_check" CHECK ("stock_transfers"."status" in ('done', 'in-transit', 'partly-received', 'received', 'closed-short'));