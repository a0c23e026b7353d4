CREATE INDEX "locations_kind_index" ON "locations" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "locations_purpose_index" ON "locations" USING btree ("purpose","id");--> statement-breakpoint
CREATE INDEX "locations_status_index" ON "locations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "locations_warehouse_index" ON "locations" USING btree ("warehouse_id","id");