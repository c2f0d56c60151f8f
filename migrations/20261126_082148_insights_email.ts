import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'monthlyInsightsEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'monthlyInsightsEmail' BEFORE 'schedulePublish';
  ALTER TABLE "supplier_accounts" ADD COLUMN "insights_email_opt_out" boolean DEFAULT false;
  -- Issue 35: one row per account and UK month whose summary was queued (claimed in the queueing transaction), so
  -- two runners, a retry or a re-run send it once. Written by SQL only (src/lib/insights/insights-sql.ts).
  CREATE TABLE IF NOT EXISTS "insight_email_sends" (
    "account_id" integer NOT NULL REFERENCES "supplier_accounts"("id") ON DELETE CASCADE,
    "month" char(7) NOT NULL,
    "queued_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    PRIMARY KEY ("account_id", "month")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "insight_email_sends";
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'leadRetention', 'checkEntitlementExpiry', 'sendReviewInvitations', 'checkEpdExpiry', 'commissionInvoices', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'leadRetention', 'checkEntitlementExpiry', 'sendReviewInvitations', 'checkEpdExpiry', 'commissionInvoices', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "supplier_accounts" DROP COLUMN "insights_email_opt_out";`)
}
