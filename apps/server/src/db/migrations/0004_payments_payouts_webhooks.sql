CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"repairer_id" uuid NOT NULL,
	"upi_id" varchar(330) NOT NULL,
	"gross_paise" integer NOT NULL,
	"platform_fee_paise" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"provider" varchar(16) NOT NULL,
	"simulated" boolean NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"provider_payout_id" varchar(64),
	"provider_status" varchar(24),
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(300),
	"next_attempt_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_paymentId_unique" UNIQUE("payment_id"),
	CONSTRAINT "payouts_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payouts_amounts" CHECK ("payouts"."amount_paise" > 0 and "payouts"."platform_fee_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"event_id" varchar(100) PRIMARY KEY NOT NULL,
	"source" varchar(16) NOT NULL,
	"event" varchar(64) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fake_gateway_orders" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"receipt" varchar(40) NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fake_gateway_payments" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) NOT NULL,
	"error_code" varchar(64),
	"error_description" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" varchar(300);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_repairer_id_repairers_id_fk" FOREIGN KEY ("repairer_id") REFERENCES "public"."repairers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fake_gateway_payments" ADD CONSTRAINT "fake_gateway_payments_order_id_fake_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fake_gateway_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_status_next_attempt_at_index" ON "payouts" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "payouts_repairer_id_created_at_index" ON "payouts" USING btree ("repairer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_kind_paid_at_index" ON "payments" USING btree ("kind","paid_at");