CREATE TABLE "email_confirmations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"role" varchar(16) NOT NULL,
	"account_id" uuid NOT NULL,
	"email" varchar(254) NOT NULL,
	"code_hmac" varchar(64) NOT NULL,
	"token_hmac" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmations_tokenHmac_unique" UNIQUE("token_hmac")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"role" varchar(16) NOT NULL,
	"account_id" uuid NOT NULL,
	"endpoint" varchar(1000) NOT NULL,
	"p256dh" varchar(200) NOT NULL,
	"auth" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_pushed_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"service_request_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"slot" varchar(32) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_service_request_id_kind_slot_pk" PRIMARY KEY("service_request_id","kind","slot")
);
--> statement-breakpoint
CREATE TABLE "reschedule_proposals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_request_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"from_time" varchar(16) NOT NULL,
	"to_date" date NOT NULL,
	"to_time" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"label" varchar(40) NOT NULL,
	"full_address" varchar(500) NOT NULL,
	"pincode" varchar(6) NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"state" varchar(100) DEFAULT '' NOT NULL,
	"district" varchar(100),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"capture_method" varchar(8) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repairers" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_proposals" ADD CONSTRAINT "reschedule_proposals_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmations_role_account_id_created_at_index" ON "email_confirmations" USING btree ("role","account_id","created_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_role_account_id_index" ON "push_subscriptions" USING btree ("role","account_id");--> statement-breakpoint
CREATE INDEX "reschedule_proposals_service_request_id_created_at_index" ON "reschedule_proposals" USING btree ("service_request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_proposals_one_pending_idx" ON "reschedule_proposals" USING btree ("service_request_id") WHERE "reschedule_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "saved_addresses_user_id_created_at_index" ON "saved_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_user_label_idx" ON "saved_addresses" USING btree ("user_id",lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_one_default_idx" ON "saved_addresses" USING btree ("user_id") WHERE "saved_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "service_requests_preferred_date_status_index" ON "service_requests" USING btree ("preferred_date","status");