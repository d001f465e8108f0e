-- The Nova Poshta parcel of an order: its waybill (created through the API or entered by hand) and its last tracked state.
CREATE TABLE "parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"waybill_number" varchar(14) NOT NULL,
	"document_ref" text,
	"source" text NOT NULL,
	"cost" integer,
	"status_code" varchar(8),
	"status_text" text,
	"cod_received_at" timestamp with time zone,
	"tracked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_source_check" CHECK ("source" IN ('api', 'manual'))
);--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_order_idx" ON "parcels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "parcels_waybill_idx" ON "parcels" USING btree ("waybill_number");
