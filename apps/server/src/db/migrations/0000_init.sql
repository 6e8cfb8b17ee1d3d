CREATE TABLE "aadhaar_vault" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"auth_tag" text NOT NULL,
	"lookup_hmac" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aadhaar_vault_lookupHmac_unique" UNIQUE("lookup_hmac")
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fullname" varchar(100) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "repairer_services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"repairer_id" uuid NOT NULL,
	"name" varchar(40) NOT NULL,
	"visiting_charge_paise" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repairer_services_repairerId_name_unique" UNIQUE("repairer_id","name")
);
--> statement-breakpoint
CREATE TABLE "repairers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fullname" varchar(100) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"email" varchar(254),
	"password_hash" text NOT NULL,
	"upi_id" varchar(330) NOT NULL,
	"pincode" varchar(6) NOT NULL,
	"address" text,
	"aadhaar_last4" varchar(4) NOT NULL,
	"aadhaar_vault_id" uuid NOT NULL,
	"bio" varchar(500) DEFAULT '' NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"sms_notifications" boolean DEFAULT false NOT NULL,
	"service_radius_km" integer DEFAULT 25 NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"profile_picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repairers_phone_unique" UNIQUE("phone"),
	CONSTRAINT "repairers_radius_range" CHECK ("repairers"."service_radius_km" between 5 and 200),
	CONSTRAINT "repairers_experience_min" CHECK ("repairers"."experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fullname" varchar(100) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"email" varchar(254),
	"password_hash" text NOT NULL,
	"profile_picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone" varchar(10) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"code_hmac" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"role" varchar(16) NOT NULL,
	"subject_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" varchar(300),
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "signup_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_tickets_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "service_request_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"actor_role" varchar(16) NOT NULL,
	"actor_id" uuid,
	"user_id" uuid,
	"repairer_id" uuid,
	"service_request_id" uuid,
	"from_status" varchar(32),
	"to_status" varchar(32),
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repairer_services" ADD CONSTRAINT "repairer_services_repairer_id_repairers_id_fk" FOREIGN KEY ("repairer_id") REFERENCES "public"."repairers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairers" ADD CONSTRAINT "repairers_aadhaar_vault_id_aadhaar_vault_id_fk" FOREIGN KEY ("aadhaar_vault_id") REFERENCES "public"."aadhaar_vault"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repairer_services_name_index" ON "repairer_services" USING btree ("name");--> statement-breakpoint
CREATE INDEX "repairers_pincode_index" ON "repairers" USING btree ("pincode");--> statement-breakpoint
CREATE INDEX "otp_codes_phone_purpose_created_at_index" ON "otp_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sessions_role_subject_id_index" ON "sessions" USING btree ("role","subject_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_index" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "service_request_events_user_id_created_at_index" ON "service_request_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "service_request_events_repairer_id_created_at_index" ON "service_request_events" USING btree ("repairer_id","created_at");--> statement-breakpoint
CREATE INDEX "service_request_events_service_request_id_created_at_index" ON "service_request_events" USING btree ("service_request_id","created_at");