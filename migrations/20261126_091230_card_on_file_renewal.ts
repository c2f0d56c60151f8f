import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'packageRenewals' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'packageRenewals' BEFORE 'schedulePublish';
  ALTER TABLE "entitlements" ADD COLUMN "renewal_order_id" integer;
  ALTER TABLE "entitlements" ADD COLUMN "renewal_attempts" numeric DEFAULT 0;
  ALTER TABLE "entitlements" ADD COLUMN "renewal_attempted_at" timestamp(3) with time zone;
  ALTER TABLE "billing_profiles" ADD COLUMN "auto_renew" boolean DEFAULT false;
  ALTER TABLE "billing_profiles" ADD COLUMN "card_set_at" timestamp(3) with time zone;
  ALTER TABLE "billing_profiles" ADD COLUMN "card_setup_session" varchar;
  ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_renewal_order_id_orders_id_fk" FOREIGN KEY ("renewal_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "entitlements_renewal_order_idx" ON "entitlements" USING btree ("renewal_order_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "entitlements" DROP CONSTRAINT "entitlements_renewal_order_id_orders_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'leadRetention', 'checkEntitlementExpiry', 'sendReviewInvitations', 'checkEpdExpiry', 'commissionInvoices', 'monthlyInsightsEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'leadRetention', 'checkEntitlementExpiry', 'sendReviewInvitations', 'checkEpdExpiry', 'commissionInvoices', 'monthlyInsightsEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "entitlements_renewal_order_idx";
  ALTER TABLE "entitlements" DROP COLUMN "renewal_order_id";
  ALTER TABLE "entitlements" DROP COLUMN "renewal_attempts";
  ALTER TABLE "entitlements" DROP COLUMN "renewal_attempted_at";
  ALTER TABLE "billing_profiles" DROP COLUMN "auto_renew";
  ALTER TABLE "billing_profiles" DROP COLUMN "card_set_at";
  ALTER TABLE "billing_profiles" DROP COLUMN "card_setup_session";`)
}
