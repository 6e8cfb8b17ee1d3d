CREATE TABLE "completion_codes" (
	"service_request_id" uuid PRIMARY KEY NOT NULL,
	"code_hmac" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"repairer_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_serviceRequestId_unique" UNIQUE("service_request_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_role" varchar(16) NOT NULL,
	"recipient_id" uuid NOT NULL,
	"type" varchar(32) NOT NULL,
	"message" varchar(500) NOT NULL,
	"service_request_id" uuid,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"repairer_id" uuid,
	"kind" varchar(16) NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"status" varchar(24) DEFAULT 'created' NOT NULL,
	"description" varchar(300) NOT NULL,
	"gateway_order_id" varchar(64),
	"gateway_payment_id" varchar(64),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_gatewayOrderId_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "payments_gatewayPaymentId_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "completion_codes" ADD CONSTRAINT "completion_codes_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_repairer_id_repairers_id_fk" FOREIGN KEY ("repairer_id") REFERENCES "public"."repairers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_repairer_id_repairers_id_fk" FOREIGN KEY ("repairer_id") REFERENCES "public"."repairers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_id_updated_at_index" ON "conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "conversations_repairer_id_updated_at_index" ON "conversations" USING btree ("repairer_id","updated_at");--> statement-breakpoint
CREATE INDEX "notifications_recipient_role_recipient_id_created_at_index" ON "notifications" USING btree ("recipient_role","recipient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_service_request_id_kind_index" ON "payments" USING btree ("service_request_id","kind");--> statement-breakpoint
CREATE INDEX "payments_user_id_created_at_index" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_repairer_id_paid_at_index" ON "payments" USING btree ("repairer_id","paid_at");--> statement-breakpoint
CREATE INDEX "service_requests_open_point_idx" ON "service_requests" USING btree ("latitude","longitude") WHERE "service_requests"."status" = 'requested';