import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Issue 32, enquiries that reach the right suppliers: a lead keeps its site (postcode and coordinates), and each listing
// may have one row of lead preferences (the materials and the lead radius it wants leads for), gone with the listing.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "lead_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"lead_radius_miles" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  ALTER TABLE "leads" ADD COLUMN "site_postcode" varchar;
  ALTER TABLE "leads" ADD COLUMN "site_latitude" numeric;
  ALTER TABLE "leads" ADD COLUMN "site_longitude" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_preferences_id" integer;
  ALTER TABLE "lead_preferences" ADD CONSTRAINT "lead_preferences_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_preferences_rels" ADD CONSTRAINT "lead_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lead_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_preferences_rels" ADD CONSTRAINT "lead_preferences_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "lead_preferences_supplier_idx" ON "lead_preferences" USING btree ("supplier_id");
  CREATE INDEX "lead_preferences_updated_at_idx" ON "lead_preferences" USING btree ("updated_at");
  CREATE INDEX "lead_preferences_created_at_idx" ON "lead_preferences" USING btree ("created_at");
  CREATE INDEX "lead_preferences_rels_order_idx" ON "lead_preferences_rels" USING btree ("order");
  CREATE INDEX "lead_preferences_rels_parent_idx" ON "lead_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "lead_preferences_rels_path_idx" ON "lead_preferences_rels" USING btree ("path");
  CREATE INDEX "lead_preferences_rels_categories_id_idx" ON "lead_preferences_rels" USING btree ("categories_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_preferences_fk" FOREIGN KEY ("lead_preferences_id") REFERENCES "public"."lead_preferences"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_preferences_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_preferences_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_preferences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_preferences_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_preferences" CASCADE;
  DROP TABLE "lead_preferences_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_preferences_fk";
  
  DROP INDEX "payload_locked_documents_rels_lead_preferences_id_idx";
  ALTER TABLE "leads" DROP COLUMN "site_postcode";
  ALTER TABLE "leads" DROP COLUMN "site_latitude";
  ALTER TABLE "leads" DROP COLUMN "site_longitude";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_preferences_id";`)
}
