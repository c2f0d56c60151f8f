import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_work_went_ahead" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_reviews_status" AS ENUM('pending', 'published', 'rejected', 'removed');
  CREATE TYPE "public"."enum_reviews_moderation_reason" AS ENUM('not-genuine', 'conflict-of-interest', 'offensive', 'personal-information', 'off-topic', 'advertising', 'unlawful');
  CREATE TYPE "public"."enum_review_replies_status" AS ENUM('pending', 'published', 'rejected', 'removed');
  CREATE TYPE "public"."enum_review_replies_moderation_reason" AS ENUM('not-genuine', 'conflict-of-interest', 'offensive', 'personal-information', 'off-topic', 'advertising', 'unlawful');
  CREATE TYPE "public"."enum_review_reports_status" AS ENUM('open', 'upheld', 'dismissed');
  CREATE TYPE "public"."enum_review_reports_reason" AS ENUM('not-genuine', 'conflict-of-interest', 'offensive', 'personal-information', 'off-topic', 'advertising', 'unlawful', 'other');
  CREATE TYPE "public"."enum_review_reports_reported_by" AS ENUM('visitor', 'supplier');
  CREATE TYPE "public"."enum_review_policy_reasons_reason" AS ENUM('not-genuine', 'conflict-of-interest', 'offensive', 'personal-information', 'off-topic', 'advertising', 'unlawful');
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"rating" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"work_went_ahead" "enum_reviews_work_went_ahead" NOT NULL,
  	"work_date" timestamp(3) with time zone,
  	"author_name" varchar NOT NULL,
  	"connection_id" integer NOT NULL,
  	"status" "enum_reviews_status" DEFAULT 'pending' NOT NULL,
  	"moderation_reason" "enum_reviews_moderation_reason",
  	"moderation_note" varchar,
  	"published_at" timestamp(3) with time zone,
  	"moderated_at" timestamp(3) with time zone,
  	"moderated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "review_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_id" integer NOT NULL,
  	"text" varchar NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"account_id" integer,
  	"status" "enum_review_replies_status" DEFAULT 'pending' NOT NULL,
  	"moderation_reason" "enum_review_replies_moderation_reason",
  	"moderation_note" varchar,
  	"published_at" timestamp(3) with time zone,
  	"moderated_at" timestamp(3) with time zone,
  	"moderated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "review_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_review_reports_status" DEFAULT 'open' NOT NULL,
  	"review_id" integer NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"reason" "enum_review_reports_reason" NOT NULL,
  	"details" varchar,
  	"reported_by" "enum_review_reports_reported_by" NOT NULL,
  	"account_id" integer,
  	"sender_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "review_policy_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reason" "enum_review_policy_reasons_reason" NOT NULL,
  	"heading" varchar NOT NULL,
  	"explanation" varchar NOT NULL
  );
  
  CREATE TABLE "review_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"meta_description" varchar NOT NULL,
  	"last_updated" timestamp(3) with time zone NOT NULL,
  	"content" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "lead_connections" ADD COLUMN "review_invited_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_replies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_reports_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "review_rules_invitation_delay_days" numeric DEFAULT 14 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "review_rules_link_valid_days" numeric DEFAULT 60 NOT NULL;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_connection_id_lead_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."lead_connections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_id_users_id_fk" FOREIGN KEY ("moderated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_account_id_supplier_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."supplier_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_moderated_by_id_users_id_fk" FOREIGN KEY ("moderated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_account_id_supplier_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."supplier_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_policy_reasons" ADD CONSTRAINT "review_policy_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."review_policy"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reviews_supplier_idx" ON "reviews" USING btree ("supplier_id");
  CREATE UNIQUE INDEX "reviews_connection_idx" ON "reviews" USING btree ("connection_id");
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_published_at_idx" ON "reviews" USING btree ("published_at");
  CREATE INDEX "reviews_moderated_by_idx" ON "reviews" USING btree ("moderated_by_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "supplier_status_publishedAt_idx" ON "reviews" USING btree ("supplier_id","status","published_at");
  CREATE UNIQUE INDEX "review_replies_review_idx" ON "review_replies" USING btree ("review_id");
  CREATE INDEX "review_replies_supplier_idx" ON "review_replies" USING btree ("supplier_id");
  CREATE INDEX "review_replies_account_idx" ON "review_replies" USING btree ("account_id");
  CREATE INDEX "review_replies_status_idx" ON "review_replies" USING btree ("status");
  CREATE INDEX "review_replies_published_at_idx" ON "review_replies" USING btree ("published_at");
  CREATE INDEX "review_replies_moderated_by_idx" ON "review_replies" USING btree ("moderated_by_id");
  CREATE INDEX "review_replies_updated_at_idx" ON "review_replies" USING btree ("updated_at");
  CREATE INDEX "review_replies_created_at_idx" ON "review_replies" USING btree ("created_at");
  CREATE INDEX "review_reports_status_idx" ON "review_reports" USING btree ("status");
  CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");
  CREATE INDEX "review_reports_supplier_idx" ON "review_reports" USING btree ("supplier_id");
  CREATE INDEX "review_reports_account_idx" ON "review_reports" USING btree ("account_id");
  CREATE INDEX "review_reports_sender_key_idx" ON "review_reports" USING btree ("sender_key");
  CREATE INDEX "review_reports_updated_at_idx" ON "review_reports" USING btree ("updated_at");
  CREATE INDEX "review_reports_created_at_idx" ON "review_reports" USING btree ("created_at");
  CREATE INDEX "review_policy_reasons_order_idx" ON "review_policy_reasons" USING btree ("_order");
  CREATE INDEX "review_policy_reasons_parent_id_idx" ON "review_policy_reasons" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_replies_fk" FOREIGN KEY ("review_replies_id") REFERENCES "public"."review_replies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_reports_fk" FOREIGN KEY ("review_reports_id") REFERENCES "public"."review_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_review_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("review_replies_id");
  CREATE INDEX "payload_locked_documents_rels_review_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("review_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_policy_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_policy" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "review_replies" CASCADE;
  DROP TABLE "review_reports" CASCADE;
  DROP TABLE "review_policy_reasons" CASCADE;
  DROP TABLE "review_policy" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_replies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_review_replies_id_idx";
  DROP INDEX "payload_locked_documents_rels_review_reports_id_idx";
  ALTER TABLE "lead_connections" DROP COLUMN "review_invited_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_replies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_reports_id";
  ALTER TABLE "site_settings" DROP COLUMN "review_rules_invitation_delay_days";
  ALTER TABLE "site_settings" DROP COLUMN "review_rules_link_valid_days";
  DROP TYPE "public"."enum_reviews_work_went_ahead";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum_reviews_moderation_reason";
  DROP TYPE "public"."enum_review_replies_status";
  DROP TYPE "public"."enum_review_replies_moderation_reason";
  DROP TYPE "public"."enum_review_reports_status";
  DROP TYPE "public"."enum_review_reports_reason";
  DROP TYPE "public"."enum_review_reports_reported_by";
  DROP TYPE "public"."enum_review_policy_reasons_reason";`)
}
