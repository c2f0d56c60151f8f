import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_anonymised_because" AS ENUM('erased', 'retention');
  CREATE TYPE "public"."enum_lead_connections_status" AS ENUM('new', 'viewed', 'contacted', 'quoted', 'won', 'lost');
  CREATE TYPE "public"."enum_lead_connections_decline_reason" AS ENUM('out-of-area', 'not-our-material', 'unreachable', 'spam', 'duplicate');
  CREATE TYPE "public"."enum_lead_connections_decline_review" AS ENUM('not-needed', 'pending', 'accepted', 'refused');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'leadRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'leadRetention' BEFORE 'schedulePublish';
  CREATE TABLE "lead_connections_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"event" varchar NOT NULL
  );
  
  ALTER TABLE "suppliers" ADD COLUMN "response_median_hours" numeric;
  ALTER TABLE "suppliers" ADD COLUMN "responds_quickly" boolean DEFAULT false;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_response_median_hours" numeric;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_responds_quickly" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "duplicate_of_id" integer;
  ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "anonymised_because" "enum_leads_anonymised_because";
  ALTER TABLE "leads" ADD COLUMN "email_key" varchar;
  ALTER TABLE "leads" ADD COLUMN "phone_key" varchar;
  ALTER TABLE "leads" ADD COLUMN "city_key" varchar;
  ALTER TABLE "leads" ADD COLUMN "erasure_token_hash" varchar;
  ALTER TABLE "lead_connections" ADD COLUMN "status" "enum_lead_connections_status" DEFAULT 'new';
  ALTER TABLE "lead_connections" ADD COLUMN "viewed_at" timestamp(3) with time zone;
  ALTER TABLE "lead_connections" ADD COLUMN "first_response_at" timestamp(3) with time zone;
  ALTER TABLE "lead_connections" ADD COLUMN "decline_reason" "enum_lead_connections_decline_reason";
  ALTER TABLE "lead_connections" ADD COLUMN "declined_at" timestamp(3) with time zone;
  ALTER TABLE "lead_connections" ADD COLUMN "decline_review" "enum_lead_connections_decline_review";
  ALTER TABLE "lead_connections" ADD COLUMN "voided_at" timestamp(3) with time zone;
  ALTER TABLE "lead_connections" ADD COLUMN "void_reason" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "lead_rules_max_suppliers_per_lead" numeric DEFAULT 5 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "lead_rules_retention_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "lead_connections_history" ADD CONSTRAINT "lead_connections_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_connections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "lead_connections_history_order_idx" ON "lead_connections_history" USING btree ("_order");
  CREATE INDEX "lead_connections_history_parent_id_idx" ON "lead_connections_history" USING btree ("_parent_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_duplicate_of_id_leads_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_duplicate_of_idx" ON "leads" USING btree ("duplicate_of_id");
  CREATE INDEX "leads_anonymised_at_idx" ON "leads" USING btree ("anonymised_at");
  CREATE INDEX "leads_email_key_idx" ON "leads" USING btree ("email_key");
  CREATE INDEX "leads_phone_key_idx" ON "leads" USING btree ("phone_key");
  CREATE INDEX "leads_erasure_token_hash_idx" ON "leads" USING btree ("erasure_token_hash");
  CREATE INDEX "lead_connections_decline_review_idx" ON "lead_connections" USING btree ("decline_review");
  CREATE INDEX "supplier_createdAt_idx" ON "lead_connections" USING btree ("supplier_id","created_at");`)
  // Leads stored before this migration get the duplicate rule's keys (as src/lib/leads/rules.ts and cityKey make them),
  // so a repeat enquiry is recognised from the first day; on an empty database this changes nothing.
  await db.execute(sql`
  UPDATE "leads" SET
    "email_key" = lower(btrim("email")),
    "phone_key" = CASE
      WHEN btrim("phone") LIKE '+%' AND regexp_replace("phone", '[^0-9]', '', 'g') LIKE '44%'
        THEN '0' || substr(regexp_replace("phone", '[^0-9]', '', 'g'), 3)
      ELSE regexp_replace("phone", '[^0-9]', '', 'g') END,
    "city_key" = lower(regexp_replace(btrim("city"), '[[:space:]]+', ' ', 'g'))
  WHERE "email_key" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_connections_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_connections_history" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_duplicate_of_id_leads_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_duplicate_of_idx";
  DROP INDEX "leads_anonymised_at_idx";
  DROP INDEX "leads_email_key_idx";
  DROP INDEX "leads_phone_key_idx";
  DROP INDEX "leads_erasure_token_hash_idx";
  DROP INDEX "lead_connections_decline_review_idx";
  DROP INDEX "supplier_createdAt_idx";
  ALTER TABLE "suppliers" DROP COLUMN "response_median_hours";
  ALTER TABLE "suppliers" DROP COLUMN "responds_quickly";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_response_median_hours";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_responds_quickly";
  ALTER TABLE "leads" DROP COLUMN "duplicate_of_id";
  ALTER TABLE "leads" DROP COLUMN "anonymised_at";
  ALTER TABLE "leads" DROP COLUMN "anonymised_because";
  ALTER TABLE "leads" DROP COLUMN "email_key";
  ALTER TABLE "leads" DROP COLUMN "phone_key";
  ALTER TABLE "leads" DROP COLUMN "city_key";
  ALTER TABLE "leads" DROP COLUMN "erasure_token_hash";
  ALTER TABLE "lead_connections" DROP COLUMN "status";
  ALTER TABLE "lead_connections" DROP COLUMN "viewed_at";
  ALTER TABLE "lead_connections" DROP COLUMN "first_response_at";
  ALTER TABLE "lead_connections" DROP COLUMN "decline_reason";
  ALTER TABLE "lead_connections" DROP COLUMN "declined_at";
  ALTER TABLE "lead_connections" DROP COLUMN "decline_review";
  ALTER TABLE "lead_connections" DROP COLUMN "voided_at";
  ALTER TABLE "lead_connections" DROP COLUMN "void_reason";
  ALTER TABLE "site_settings" DROP COLUMN "lead_rules_max_suppliers_per_lead";
  ALTER TABLE "site_settings" DROP COLUMN "lead_rules_retention_months";
  DROP TYPE "public"."enum_leads_anonymised_because";
  DROP TYPE "public"."enum_lead_connections_status";
  DROP TYPE "public"."enum_lead_connections_decline_reason";
  DROP TYPE "public"."enum_lead_connections_decline_review";`)
}
