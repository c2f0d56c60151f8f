import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_packages_placement" AS ENUM('none', 'category', 'category-and-city');
  CREATE TYPE "public"."enum_entitlements_tier" AS ENUM('local', 'national', 'enterprise');
  CREATE TYPE "public"."enum_entitlements_status" AS ENUM('active', 'ended');
  CREATE TYPE "public"."enum_entitlements_end_reason" AS ENUM('expired', 'refunded', 'replaced');
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'refunded';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkEntitlementExpiry' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkEntitlementExpiry' BEFORE 'schedulePublish';
  CREATE TABLE "entitlements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"order_id" integer NOT NULL,
  	"package_id" integer,
  	"tier" "enum_entitlements_tier" NOT NULL,
  	"badge_label" varchar NOT NULL,
  	"featured_in_category" boolean DEFAULT false,
  	"featured_in_city" boolean DEFAULT false,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_entitlements_status" DEFAULT 'active' NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"end_reason" "enum_entitlements_end_reason",
  	"reminder30_sent_at" timestamp(3) with time zone,
  	"reminder7_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "packages" ADD COLUMN "period_months" numeric DEFAULT 12;
  ALTER TABLE "packages" ADD COLUMN "badge_label" varchar;
  ALTER TABLE "packages" ADD COLUMN "placement" "enum_packages_placement";
  ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "stripe_payment_intent" varchar;
  ALTER TABLE "orders" ADD COLUMN "supplier_id" integer;
  ALTER TABLE "orders" ADD COLUMN "account_id" integer;
  ALTER TABLE "orders" ADD COLUMN "application_business_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "application_contact_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "application_email" varchar;
  ALTER TABLE "orders" ADD COLUMN "application_phone" varchar;
  ALTER TABLE "orders" ADD COLUMN "application_city" varchar;
  ALTER TABLE "orders" ADD COLUMN "application_category_id" integer;
  ALTER TABLE "orders" ADD COLUMN "application_website" varchar;
  ALTER TABLE "orders" ADD COLUMN "application_terms_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "entitlements_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "seller_legal_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_company_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_vat_number" varchar;
  ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "entitlements_supplier_idx" ON "entitlements" USING btree ("supplier_id");
  CREATE UNIQUE INDEX "entitlements_order_idx" ON "entitlements" USING btree ("order_id");
  CREATE INDEX "entitlements_package_idx" ON "entitlements" USING btree ("package_id");
  CREATE INDEX "entitlements_starts_at_idx" ON "entitlements" USING btree ("starts_at");
  CREATE INDEX "entitlements_ends_at_idx" ON "entitlements" USING btree ("ends_at");
  CREATE INDEX "entitlements_status_idx" ON "entitlements" USING btree ("status");
  CREATE INDEX "entitlements_updated_at_idx" ON "entitlements" USING btree ("updated_at");
  CREATE INDEX "entitlements_created_at_idx" ON "entitlements" USING btree ("created_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_supplier_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."supplier_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_application_category_id_categories_id_fk" FOREIGN KEY ("application_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_entitlements_fk" FOREIGN KEY ("entitlements_id") REFERENCES "public"."entitlements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_stripe_payment_intent_idx" ON "orders" USING btree ("stripe_payment_intent");
  CREATE INDEX "orders_supplier_idx" ON "orders" USING btree ("supplier_id");
  CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id");
  CREATE INDEX "orders_application_application_category_idx" ON "orders" USING btree ("application_category_id");
  CREATE INDEX "payload_locked_documents_rels_entitlements_id_idx" ON "payload_locked_documents_rels" USING btree ("entitlements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "entitlements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "entitlements" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_supplier_id_suppliers_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT "orders_account_id_supplier_accounts_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT "orders_application_category_id_categories_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_entitlements_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "orders_stripe_payment_intent_idx";
  DROP INDEX "orders_supplier_idx";
  DROP INDEX "orders_account_idx";
  DROP INDEX "orders_application_application_category_idx";
  DROP INDEX "payload_locked_documents_rels_entitlements_id_idx";
  ALTER TABLE "packages" DROP COLUMN "period_months";
  ALTER TABLE "packages" DROP COLUMN "badge_label";
  ALTER TABLE "packages" DROP COLUMN "placement";
  ALTER TABLE "orders" DROP COLUMN "refunded_at";
  ALTER TABLE "orders" DROP COLUMN "stripe_payment_intent";
  ALTER TABLE "orders" DROP COLUMN "supplier_id";
  ALTER TABLE "orders" DROP COLUMN "account_id";
  ALTER TABLE "orders" DROP COLUMN "application_business_name";
  ALTER TABLE "orders" DROP COLUMN "application_contact_name";
  ALTER TABLE "orders" DROP COLUMN "application_email";
  ALTER TABLE "orders" DROP COLUMN "application_phone";
  ALTER TABLE "orders" DROP COLUMN "application_city";
  ALTER TABLE "orders" DROP COLUMN "application_category_id";
  ALTER TABLE "orders" DROP COLUMN "application_website";
  ALTER TABLE "orders" DROP COLUMN "application_terms_accepted_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "entitlements_id";
  ALTER TABLE "site_settings" DROP COLUMN "seller_legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "seller_address";
  ALTER TABLE "site_settings" DROP COLUMN "seller_company_number";
  ALTER TABLE "site_settings" DROP COLUMN "seller_vat_number";
  DROP TYPE "public"."enum_packages_placement";
  DROP TYPE "public"."enum_entitlements_tier";
  DROP TYPE "public"."enum_entitlements_status";
  DROP TYPE "public"."enum_entitlements_end_reason";`)
}
