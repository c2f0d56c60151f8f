import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_commission_invoices_status" AS ENUM('draft', 'open', 'paid', 'uncollectible', 'void');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'commissionInvoices' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'commissionInvoices' BEFORE 'schedulePublish';
  CREATE TABLE "billing_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"address_line1" varchar,
  	"address_line2" varchar,
  	"town" varchar,
  	"postcode" varchar,
  	"vat_number" varchar,
  	"stripe_customer_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "commission_invoices_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"connection" numeric NOT NULL,
  	"amount" numeric NOT NULL,
  	"credit_note_id" varchar
  );
  
  CREATE TABLE "commission_invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"month" varchar NOT NULL,
  	"stripe_invoice_id" varchar,
  	"number" varchar,
  	"status" "enum_commission_invoices_status" DEFAULT 'draft' NOT NULL,
  	"total_pence" numeric NOT NULL,
  	"hosted_invoice_url" varchar,
  	"due_date" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"payment_failed_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"write_off_reason" varchar,
  	"paused_notice_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "billing_profiles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "commission_invoices_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "lead_rules_invoice_days_until_due" numeric DEFAULT 14;
  ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "commission_invoices_lines" ADD CONSTRAINT "commission_invoices_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."commission_invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "commission_invoices" ADD CONSTRAINT "commission_invoices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "billing_profiles_supplier_idx" ON "billing_profiles" USING btree ("supplier_id");
  CREATE INDEX "billing_profiles_stripe_customer_id_idx" ON "billing_profiles" USING btree ("stripe_customer_id");
  CREATE INDEX "billing_profiles_updated_at_idx" ON "billing_profiles" USING btree ("updated_at");
  CREATE INDEX "billing_profiles_created_at_idx" ON "billing_profiles" USING btree ("created_at");
  CREATE INDEX "commission_invoices_lines_order_idx" ON "commission_invoices_lines" USING btree ("_order");
  CREATE INDEX "commission_invoices_lines_parent_id_idx" ON "commission_invoices_lines" USING btree ("_parent_id");
  CREATE INDEX "commission_invoices_supplier_idx" ON "commission_invoices" USING btree ("supplier_id");
  CREATE INDEX "commission_invoices_month_idx" ON "commission_invoices" USING btree ("month");
  CREATE UNIQUE INDEX "commission_invoices_stripe_invoice_id_idx" ON "commission_invoices" USING btree ("stripe_invoice_id");
  CREATE INDEX "commission_invoices_status_idx" ON "commission_invoices" USING btree ("status");
  CREATE INDEX "commission_invoices_due_date_idx" ON "commission_invoices" USING btree ("due_date");
  CREATE INDEX "commission_invoices_updated_at_idx" ON "commission_invoices" USING btree ("updated_at");
  CREATE INDEX "commission_invoices_created_at_idx" ON "commission_invoices" USING btree ("created_at");
  CREATE UNIQUE INDEX "supplier_month_idx" ON "commission_invoices" USING btree ("supplier_id","month");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_billing_profiles_fk" FOREIGN KEY ("billing_profiles_id") REFERENCES "public"."billing_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_commission_invoices_fk" FOREIGN KEY ("commission_invoices_id") REFERENCES "public"."commission_invoices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_billing_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("billing_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_commission_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("commission_invoices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "billing_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commission_invoices_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commission_invoices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "billing_profiles" CASCADE;
  DROP TABLE "commission_invoices_lines" CASCADE;
  DROP TABLE "commission_invoices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_billing_profiles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_commission_invoices_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'leadRetention', 'checkEntitlementExpiry', 'sendReviewInvitations', 'checkEpdExpiry', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'leadRetention', 'checkEntitlementExpiry', 'sendReviewInvitations', 'checkEpdExpiry', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_billing_profiles_id_idx";
  DROP INDEX "payload_locked_documents_rels_commission_invoices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "billing_profiles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "commission_invoices_id";
  ALTER TABLE "site_settings" DROP COLUMN "lead_rules_invoice_days_until_due";
  DROP TYPE "public"."enum_commission_invoices_status";`)
}
