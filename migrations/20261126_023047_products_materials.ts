import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_epd_declared_unit" AS ENUM('m2', 'm3', 'kg', 't', 'm', 'piece');
  CREATE TYPE "public"."enum_products_epd_standard" AS ENUM('en15804-a2', 'en15804-a1', 'iso21930', 'other');
  CREATE TYPE "public"."enum_products_epd_data_type" AS ENUM('product-specific', 'manufacturer-average', 'industry-average', 'generic');
  CREATE TYPE "public"."enum_products_epd_data_type_claimed" AS ENUM('product-specific', 'manufacturer-average', 'industry-average', 'generic');
  CREATE TYPE "public"."enum_products_review_status" AS ENUM('pending', 'rejected');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_epd_declared_unit" AS ENUM('m2', 'm3', 'kg', 't', 'm', 'piece');
  CREATE TYPE "public"."enum__products_v_version_epd_standard" AS ENUM('en15804-a2', 'en15804-a1', 'iso21930', 'other');
  CREATE TYPE "public"."enum__products_v_version_epd_data_type" AS ENUM('product-specific', 'manufacturer-average', 'industry-average', 'generic');
  CREATE TYPE "public"."enum__products_v_version_epd_data_type_claimed" AS ENUM('product-specific', 'manufacturer-average', 'industry-average', 'generic');
  CREATE TYPE "public"."enum__products_v_version_review_status" AS ENUM('pending', 'rejected');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_material_types_declared_unit" AS ENUM('m2', 'm3', 'kg', 't', 'm', 'piece');
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"supplier_id" integer,
  	"name" varchar,
  	"slug" varchar,
  	"category_id" integer,
  	"material_type_id" integer,
  	"description" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"epd_declared_unit_quantity" numeric,
  	"epd_declared_unit" "enum_products_epd_declared_unit",
  	"epd_mass_per_declared_unit" numeric,
  	"epd_registration_number" varchar,
  	"epd_programme_operator" varchar,
  	"epd_pcr_name" varchar,
  	"epd_pcr_version" varchar,
  	"epd_standard" "enum_products_epd_standard",
  	"epd_verifier" varchar,
  	"epd_issued_on" varchar,
  	"epd_valid_until" varchar,
  	"epd_data_type" "enum_products_epd_data_type",
  	"epd_data_type_claimed" "enum_products_epd_data_type_claimed",
  	"epd_document_id" integer,
  	"epd_document_url" varchar,
  	"epd_gwp_a1a3" numeric,
  	"epd_gwp_a4" numeric,
  	"epd_gwp_a5" numeric,
  	"epd_gwp_c1" numeric,
  	"epd_gwp_c2" numeric,
  	"epd_gwp_c3" numeric,
  	"epd_gwp_c4" numeric,
  	"epd_gwp_d" numeric,
  	"epd_biogenic_carbon_a1_a3" numeric,
  	"epd_recycled_content" numeric,
  	"epd_service_life_years" numeric,
  	"epd_plant_location" varchar,
  	"epd_verified" boolean DEFAULT false,
  	"epd_verified_by_id" integer,
  	"epd_verified_at" timestamp(3) with time zone,
  	"expiry_reminders_days60_for" varchar,
  	"expiry_reminders_days30_for" varchar,
  	"review_status" "enum_products_review_status",
  	"rejection_reason" varchar,
  	"changes_submitted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_supplier_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_material_type_id" integer,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_image_url" varchar,
  	"version_epd_declared_unit_quantity" numeric,
  	"version_epd_declared_unit" "enum__products_v_version_epd_declared_unit",
  	"version_epd_mass_per_declared_unit" numeric,
  	"version_epd_registration_number" varchar,
  	"version_epd_programme_operator" varchar,
  	"version_epd_pcr_name" varchar,
  	"version_epd_pcr_version" varchar,
  	"version_epd_standard" "enum__products_v_version_epd_standard",
  	"version_epd_verifier" varchar,
  	"version_epd_issued_on" varchar,
  	"version_epd_valid_until" varchar,
  	"version_epd_data_type" "enum__products_v_version_epd_data_type",
  	"version_epd_data_type_claimed" "enum__products_v_version_epd_data_type_claimed",
  	"version_epd_document_id" integer,
  	"version_epd_document_url" varchar,
  	"version_epd_gwp_a1a3" numeric,
  	"version_epd_gwp_a4" numeric,
  	"version_epd_gwp_a5" numeric,
  	"version_epd_gwp_c1" numeric,
  	"version_epd_gwp_c2" numeric,
  	"version_epd_gwp_c3" numeric,
  	"version_epd_gwp_c4" numeric,
  	"version_epd_gwp_d" numeric,
  	"version_epd_biogenic_carbon_a1_a3" numeric,
  	"version_epd_recycled_content" numeric,
  	"version_epd_service_life_years" numeric,
  	"version_epd_plant_location" varchar,
  	"version_epd_verified" boolean DEFAULT false,
  	"version_epd_verified_by_id" integer,
  	"version_epd_verified_at" timestamp(3) with time zone,
  	"version_expiry_reminders_days60_for" varchar,
  	"version_expiry_reminders_days30_for" varchar,
  	"version_review_status" "enum__products_v_version_review_status",
  	"version_rejection_reason" varchar,
  	"version_changes_submitted_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "material_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"category_id" integer,
  	"declared_unit" "enum_material_types_declared_unit" NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "epd_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "material_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "epd_documents_id" integer;
  ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_material_type_id_material_types_id_fk" FOREIGN KEY ("material_type_id") REFERENCES "public"."material_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_epd_document_id_epd_documents_id_fk" FOREIGN KEY ("epd_document_id") REFERENCES "public"."epd_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_epd_verified_by_id_users_id_fk" FOREIGN KEY ("epd_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_supplier_id_suppliers_id_fk" FOREIGN KEY ("version_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_material_type_id_material_types_id_fk" FOREIGN KEY ("version_material_type_id") REFERENCES "public"."material_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_epd_document_id_epd_documents_id_fk" FOREIGN KEY ("version_epd_document_id") REFERENCES "public"."epd_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_epd_verified_by_id_users_id_fk" FOREIGN KEY ("version_epd_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "material_types" ADD CONSTRAINT "material_types_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "epd_documents" ADD CONSTRAINT "epd_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");
  CREATE INDEX "products_material_type_idx" ON "products" USING btree ("material_type_id");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_epd_epd_valid_until_idx" ON "products" USING btree ("epd_valid_until");
  CREATE INDEX "products_epd_epd_document_idx" ON "products" USING btree ("epd_document_id");
  CREATE INDEX "products_epd_verified_idx" ON "products" USING btree ("epd_verified");
  CREATE INDEX "products_epd_verified_by_idx" ON "products" USING btree ("epd_verified_by_id");
  CREATE INDEX "products_review_status_idx" ON "products" USING btree ("review_status");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "materialType_epdVerified_idx" ON "products" USING btree ("material_type_id","epd_verified");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_supplier_idx" ON "_products_v" USING btree ("version_supplier_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_material_type_idx" ON "_products_v" USING btree ("version_material_type_id");
  CREATE INDEX "_products_v_version_version_image_idx" ON "_products_v" USING btree ("version_image_id");
  CREATE INDEX "_products_v_version_epd_version_epd_valid_until_idx" ON "_products_v" USING btree ("version_epd_valid_until");
  CREATE INDEX "_products_v_version_epd_version_epd_document_idx" ON "_products_v" USING btree ("version_epd_document_id");
  CREATE INDEX "_products_v_version_version_epd_verified_idx" ON "_products_v" USING btree ("version_epd_verified");
  CREATE INDEX "_products_v_version_version_epd_verified_by_idx" ON "_products_v" USING btree ("version_epd_verified_by_id");
  CREATE INDEX "_products_v_version_version_review_status_idx" ON "_products_v" USING btree ("version_review_status");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "version_materialType_version_epdVerified_idx" ON "_products_v" USING btree ("version_material_type_id","version_epd_verified");
  CREATE UNIQUE INDEX "material_types_name_idx" ON "material_types" USING btree ("name");
  CREATE UNIQUE INDEX "material_types_slug_idx" ON "material_types" USING btree ("slug");
  CREATE INDEX "material_types_category_idx" ON "material_types" USING btree ("category_id");
  CREATE INDEX "material_types_updated_at_idx" ON "material_types" USING btree ("updated_at");
  CREATE INDEX "material_types_created_at_idx" ON "material_types" USING btree ("created_at");
  CREATE INDEX "epd_documents_supplier_idx" ON "epd_documents" USING btree ("supplier_id");
  CREATE INDEX "epd_documents_updated_at_idx" ON "epd_documents" USING btree ("updated_at");
  CREATE INDEX "epd_documents_created_at_idx" ON "epd_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "epd_documents_filename_idx" ON "epd_documents" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_material_types_fk" FOREIGN KEY ("material_types_id") REFERENCES "public"."material_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_epd_documents_fk" FOREIGN KEY ("epd_documents_id") REFERENCES "public"."epd_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_material_types_id_idx" ON "payload_locked_documents_rels" USING btree ("material_types_id");
  CREATE INDEX "payload_locked_documents_rels_epd_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("epd_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "material_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "epd_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "material_types" CASCADE;
  DROP TABLE "epd_documents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_material_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_epd_documents_fk";
  
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_material_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_epd_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "material_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "epd_documents_id";
  DROP TYPE "public"."enum_products_epd_declared_unit";
  DROP TYPE "public"."enum_products_epd_standard";
  DROP TYPE "public"."enum_products_epd_data_type";
  DROP TYPE "public"."enum_products_epd_data_type_claimed";
  DROP TYPE "public"."enum_products_review_status";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_epd_declared_unit";
  DROP TYPE "public"."enum__products_v_version_epd_standard";
  DROP TYPE "public"."enum__products_v_version_epd_data_type";
  DROP TYPE "public"."enum__products_v_version_epd_data_type_claimed";
  DROP TYPE "public"."enum__products_v_version_review_status";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum_material_types_declared_unit";`)
}
