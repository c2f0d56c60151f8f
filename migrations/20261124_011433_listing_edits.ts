import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_suppliers_review_status" AS ENUM('pending', 'rejected');
  CREATE TYPE "public"."enum__suppliers_v_version_review_status" AS ENUM('pending', 'rejected');
  CREATE TABLE "certificate_evidence" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "suppliers_certifications" ADD COLUMN "evidence_id" integer;
  ALTER TABLE "suppliers" ADD COLUMN "phone" varchar;
  ALTER TABLE "suppliers" ADD COLUMN "review_status" "enum_suppliers_review_status";
  ALTER TABLE "suppliers" ADD COLUMN "rejection_reason" varchar;
  ALTER TABLE "suppliers" ADD COLUMN "changes_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_suppliers_v_version_certifications" ADD COLUMN "evidence_id" integer;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_phone" varchar;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_review_status" "enum__suppliers_v_version_review_status";
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_rejection_reason" varchar;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_changes_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificate_evidence_id" integer;
  ALTER TABLE "certificate_evidence" ADD CONSTRAINT "certificate_evidence_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "certificate_evidence_supplier_idx" ON "certificate_evidence" USING btree ("supplier_id");
  CREATE INDEX "certificate_evidence_updated_at_idx" ON "certificate_evidence" USING btree ("updated_at");
  CREATE INDEX "certificate_evidence_created_at_idx" ON "certificate_evidence" USING btree ("created_at");
  CREATE UNIQUE INDEX "certificate_evidence_filename_idx" ON "certificate_evidence" USING btree ("filename");
  ALTER TABLE "suppliers_certifications" ADD CONSTRAINT "suppliers_certifications_evidence_id_certificate_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."certificate_evidence"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_suppliers_v_version_certifications" ADD CONSTRAINT "_suppliers_v_version_certifications_evidence_id_certificate_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."certificate_evidence"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificate_evidence_fk" FOREIGN KEY ("certificate_evidence_id") REFERENCES "public"."certificate_evidence"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "suppliers_certifications_evidence_idx" ON "suppliers_certifications" USING btree ("evidence_id");
  CREATE INDEX "suppliers_review_status_idx" ON "suppliers" USING btree ("review_status");
  CREATE INDEX "_suppliers_v_version_certifications_evidence_idx" ON "_suppliers_v_version_certifications" USING btree ("evidence_id");
  CREATE INDEX "_suppliers_v_version_version_review_status_idx" ON "_suppliers_v" USING btree ("version_review_status");
  CREATE INDEX "payload_locked_documents_rels_certificate_evidence_id_idx" ON "payload_locked_documents_rels" USING btree ("certificate_evidence_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificate_evidence" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certificate_evidence" CASCADE;
  ALTER TABLE "suppliers_certifications" DROP CONSTRAINT "suppliers_certifications_evidence_id_certificate_evidence_id_fk";
  
  ALTER TABLE "_suppliers_v_version_certifications" DROP CONSTRAINT "_suppliers_v_version_certifications_evidence_id_certificate_evidence_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificate_evidence_fk";
  
  DROP INDEX "suppliers_certifications_evidence_idx";
  DROP INDEX "suppliers_review_status_idx";
  DROP INDEX "_suppliers_v_version_certifications_evidence_idx";
  DROP INDEX "_suppliers_v_version_version_review_status_idx";
  DROP INDEX "payload_locked_documents_rels_certificate_evidence_id_idx";
  ALTER TABLE "suppliers_certifications" DROP COLUMN "evidence_id";
  ALTER TABLE "suppliers" DROP COLUMN "phone";
  ALTER TABLE "suppliers" DROP COLUMN "review_status";
  ALTER TABLE "suppliers" DROP COLUMN "rejection_reason";
  ALTER TABLE "suppliers" DROP COLUMN "changes_submitted_at";
  ALTER TABLE "_suppliers_v_version_certifications" DROP COLUMN "evidence_id";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_phone";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_review_status";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_rejection_reason";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_changes_submitted_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificate_evidence_id";
  DROP TYPE "public"."enum_suppliers_review_status";
  DROP TYPE "public"."enum__suppliers_v_version_review_status";`)
}
