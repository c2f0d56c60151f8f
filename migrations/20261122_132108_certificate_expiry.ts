import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkCertificateExpiry';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkCertificateExpiry';
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "suppliers_certifications" ADD COLUMN "badge_hidden" boolean DEFAULT false;
  ALTER TABLE "suppliers_certifications" ADD COLUMN "expiry_reminder_for" timestamp(3) with time zone;
  ALTER TABLE "_suppliers_v_version_certifications" ADD COLUMN "badge_hidden" boolean DEFAULT false;
  ALTER TABLE "_suppliers_v_version_certifications" ADD COLUMN "expiry_reminder_for" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  UPDATE "suppliers_certifications" SET "badge_hidden" = true WHERE "expires_at" < now();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "suppliers_certifications" DROP COLUMN "badge_hidden";
  ALTER TABLE "suppliers_certifications" DROP COLUMN "expiry_reminder_for";
  ALTER TABLE "_suppliers_v_version_certifications" DROP COLUMN "badge_hidden";
  ALTER TABLE "_suppliers_v_version_certifications" DROP COLUMN "expiry_reminder_for";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";`)
}
