ALTER TABLE "notifications" ADD COLUMN "template" varchar(40);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;