import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { CERTIFICATION_TYPES } from '@/lib/eco-score/certification-types'
import { recomputeAllEcoScores } from '@/lib/eco-score/recompute'

// Issue 31: the Eco-Score is computed, not typed. The certification types, adjustments and history collections, a
// type on each certificate; then the recognised types are inserted, existing certificates whose name names one of them
// are linked to it (staff check and change it in the admin), and every supplier's typed score is replaced by the one
// its verified evidence earns, each replacement recorded in its history.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "certification_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"certifies" varchar NOT NULL,
  	"points" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "eco_score_adjustments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"points" numeric NOT NULL,
  	"reason" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"added_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "eco_score_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"old_score" numeric,
  	"new_score" numeric NOT NULL,
  	"why" varchar NOT NULL,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "suppliers" ALTER COLUMN "eco_score" SET DEFAULT 0;
  ALTER TABLE "_suppliers_v" ALTER COLUMN "version_eco_score" SET DEFAULT 0;
  ALTER TABLE "suppliers_certifications" ADD COLUMN "type_id" integer;
  ALTER TABLE "_suppliers_v_version_certifications" ADD COLUMN "type_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certification_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "eco_score_adjustments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "eco_score_changes_id" integer;
  ALTER TABLE "eco_score_adjustments" ADD CONSTRAINT "eco_score_adjustments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "eco_score_adjustments" ADD CONSTRAINT "eco_score_adjustments_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "eco_score_changes" ADD CONSTRAINT "eco_score_changes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "certification_types_name_idx" ON "certification_types" USING btree ("name");
  CREATE INDEX "certification_types_updated_at_idx" ON "certification_types" USING btree ("updated_at");
  CREATE INDEX "certification_types_created_at_idx" ON "certification_types" USING btree ("created_at");
  CREATE INDEX "eco_score_adjustments_supplier_idx" ON "eco_score_adjustments" USING btree ("supplier_id");
  CREATE INDEX "eco_score_adjustments_expires_at_idx" ON "eco_score_adjustments" USING btree ("expires_at");
  CREATE INDEX "eco_score_adjustments_added_by_idx" ON "eco_score_adjustments" USING btree ("added_by_id");
  CREATE INDEX "eco_score_adjustments_updated_at_idx" ON "eco_score_adjustments" USING btree ("updated_at");
  CREATE INDEX "eco_score_adjustments_created_at_idx" ON "eco_score_adjustments" USING btree ("created_at");
  CREATE INDEX "eco_score_changes_supplier_idx" ON "eco_score_changes" USING btree ("supplier_id");
  CREATE INDEX "eco_score_changes_changed_at_idx" ON "eco_score_changes" USING btree ("changed_at");
  CREATE INDEX "eco_score_changes_updated_at_idx" ON "eco_score_changes" USING btree ("updated_at");
  CREATE INDEX "eco_score_changes_created_at_idx" ON "eco_score_changes" USING btree ("created_at");
  ALTER TABLE "suppliers_certifications" ADD CONSTRAINT "suppliers_certifications_type_id_certification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."certification_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_suppliers_v_version_certifications" ADD CONSTRAINT "_suppliers_v_version_certifications_type_id_certification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."certification_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certification_types_fk" FOREIGN KEY ("certification_types_id") REFERENCES "public"."certification_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_eco_score_adjustments_fk" FOREIGN KEY ("eco_score_adjustments_id") REFERENCES "public"."eco_score_adjustments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_eco_score_changes_fk" FOREIGN KEY ("eco_score_changes_id") REFERENCES "public"."eco_score_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "suppliers_certifications_type_idx" ON "suppliers_certifications" USING btree ("type_id");
  CREATE INDEX "_suppliers_v_version_certifications_type_idx" ON "_suppliers_v_version_certifications" USING btree ("type_id");
  CREATE INDEX "payload_locked_documents_rels_certification_types_id_idx" ON "payload_locked_documents_rels" USING btree ("certification_types_id");
  CREATE INDEX "payload_locked_documents_rels_eco_score_adjustments_id_idx" ON "payload_locked_documents_rels" USING btree ("eco_score_adjustments_id");
  CREATE INDEX "payload_locked_documents_rels_eco_score_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("eco_score_changes_id");`)

  for (const type of CERTIFICATION_TYPES) {
    await db.execute(sql`INSERT INTO certification_types (name, certifies, points)
      VALUES (${type.name}, ${type.certifies}, ${type.points}) ON CONFLICT (name) DO NOTHING`)
    for (const match of type.matches) {
      const pattern = `%${match}%`
      await db.execute(sql`UPDATE suppliers_certifications SET type_id = (SELECT id FROM certification_types
          WHERE name = ${type.name}) WHERE type_id IS NULL AND lower(name) LIKE ${pattern}`)
      await db.execute(sql`UPDATE _suppliers_v_version_certifications SET type_id = (SELECT id FROM certification_types
          WHERE name = ${type.name}) WHERE type_id IS NULL AND lower(name) LIKE ${pattern}`)
    }
  }
  await recomputeAllEcoScores(
    { payload, context: { disableRevalidate: true }, transactionID: req.transactionID },
    'Eco-Score computed from verified evidence (the typed score replaced)',
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certification_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "eco_score_adjustments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "eco_score_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certification_types" CASCADE;
  DROP TABLE "eco_score_adjustments" CASCADE;
  DROP TABLE "eco_score_changes" CASCADE;
  ALTER TABLE "suppliers_certifications" DROP CONSTRAINT "suppliers_certifications_type_id_certification_types_id_fk";
  
  ALTER TABLE "_suppliers_v_version_certifications" DROP CONSTRAINT "_suppliers_v_version_certifications_type_id_certification_types_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certification_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_eco_score_adjustments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_eco_score_changes_fk";
  
  DROP INDEX "suppliers_certifications_type_idx";
  DROP INDEX "_suppliers_v_version_certifications_type_idx";
  DROP INDEX "payload_locked_documents_rels_certification_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_eco_score_adjustments_id_idx";
  DROP INDEX "payload_locked_documents_rels_eco_score_changes_id_idx";
  ALTER TABLE "suppliers" ALTER COLUMN "eco_score" DROP DEFAULT;
  ALTER TABLE "_suppliers_v" ALTER COLUMN "version_eco_score" DROP DEFAULT;
  ALTER TABLE "suppliers_certifications" DROP COLUMN "type_id";
  ALTER TABLE "_suppliers_v_version_certifications" DROP COLUMN "type_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certification_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "eco_score_adjustments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "eco_score_changes_id";`)
}
