import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The public materials pages' indexes (src/lib/data/products-sql.ts), partial so they hold only what a visitor can
// see: published products. A comparable set is read by material type, standard and data type among verified
// products with an A1–A3 figure; /materials lists by name within a type, a category, a supplier or all.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "products_comparable_idx" ON "products" USING btree
    ("material_type_id", "epd_standard", "epd_data_type")
    INCLUDE ("epd_gwp_a1a3", "epd_declared_unit", "epd_declared_unit_quantity", "epd_mass_per_declared_unit",
      "epd_valid_until", "epd_issued_on", "supplier_id")
    WHERE "_status" = 'published' AND "epd_verified" IS TRUE AND "epd_gwp_a1a3" IS NOT NULL;
  CREATE INDEX IF NOT EXISTS "products_public_type_name_idx" ON "products" USING btree ("material_type_id", "name", "id")
    INCLUDE ("supplier_id", "epd_verified", "epd_standard", "epd_data_type", "epd_gwp_a1a3", "epd_declared_unit",
      "epd_declared_unit_quantity", "epd_mass_per_declared_unit", "epd_valid_until", "epd_issued_on")
    WHERE "_status" = 'published';
  CREATE INDEX IF NOT EXISTS "products_public_category_name_idx" ON "products" USING btree ("category_id", "name", "id")
    WHERE "_status" = 'published';
  CREATE INDEX IF NOT EXISTS "products_public_supplier_name_idx" ON "products" USING btree ("supplier_id", "name", "id")
    WHERE "_status" = 'published';
  CREATE INDEX IF NOT EXISTS "products_public_name_idx" ON "products" USING btree ("name", "id")
    WHERE "_status" = 'published';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "products_comparable_idx";
  DROP INDEX IF EXISTS "products_public_type_name_idx";
  DROP INDEX IF EXISTS "products_public_category_name_idx";
  DROP INDEX IF EXISTS "products_public_supplier_name_idx";
  DROP INDEX IF EXISTS "products_public_name_idx";`)
}
