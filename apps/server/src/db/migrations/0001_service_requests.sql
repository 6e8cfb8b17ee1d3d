CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"repairer_id" uuid,
	"targeted" boolean DEFAULT false NOT NULL,
	"title" varchar(150) NOT NULL,
	"service_type" varchar(60) NOT NULL,
	"category" varchar(100),
	"issue" varchar(150),
	"description" varchar(2000) NOT NULL,
	"status" varchar(32) DEFAULT 'requested' NOT NULL,
	"urgency" varchar(16) DEFAULT 'medium' NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_time" varchar(16) NOT NULL,
	"contact_info" varchar(254),
	"address" varchar(500) NOT NULL,
	"pincode" varchar(6) NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"state" varchar(100) DEFAULT '' NOT NULL,
	"district" varchar(100),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"capture_method" varchar(8) NOT NULL,
	"location_approximate" boolean NOT NULL,
	"quotation_rupees" integer,
	"quote_paise" integer,
	"assigned_at" timestamp with time zone,
	"rating_stars" integer,
	"rating_comment" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_quote_positive" CHECK ("service_requests"."quote_paise" is null or "service_requests"."quote_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "repairers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "repairers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "repairers" ADD COLUMN "location_approximate" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_repairer_id_repairers_id_fk" FOREIGN KEY ("repairer_id") REFERENCES "public"."repairers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_user_id_created_at_index" ON "service_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_user_id_status_index" ON "service_requests" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "service_requests_repairer_id_status_index" ON "service_requests" USING btree ("repairer_id","status");--> statement-breakpoint
CREATE INDEX "service_requests_status_created_at_index" ON "service_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_service_type_category_issue_index" ON "service_requests" USING btree ("service_type","category","issue");--> statement-breakpoint
CREATE INDEX "repairers_latitude_longitude_index" ON "repairers" USING btree ("latitude","longitude");