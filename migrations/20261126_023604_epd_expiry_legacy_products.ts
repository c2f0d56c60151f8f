import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { productSlugBase, uniqueSlug } from '@/lib/materials/product-names'

// Issue 30: the EPD expiry job's task slug, and suppliers' legacy `products` strings turned into products without
// EPD data (then the strings' tables go). Products are compared by name per supplier (trimmed, any case), so running
// the conversion again, or on a supplier that already has a product of that name, adds nothing twice.

type Db = MigrateUpArgs['db']

type LegacyString = {
  supplier_id: number
  supplier_slug: string
  category_id: number | null
  name: string
  published: boolean
}

/**
 * Each supplier's strings become products of that supplier, in the supplier's category: the strings of its main row
 * are published when the supplier is, and strings only its latest draft has (an edit waiting for review) become
 * drafts. Each product gets its main row and one `_products_v` version marked latest, as Payload's drafts need.
 */
export async function convertProductStrings(db: Db): Promise<number> {
  const { rows } = await db.execute(sql`
    WITH strings AS (
      SELECT t."parent_id" AS supplier_id, btrim(t."text") AS name, (s."_status" = 'published') AS published,
             0 AS source, t."order"
      FROM "suppliers_texts" t JOIN "suppliers" s ON s."id" = t."parent_id"
      WHERE t."path" = 'products' AND btrim(coalesce(t."text", '')) <> ''
      UNION ALL
      SELECT v."parent_id", btrim(t."text"), false, 1, t."order"
      FROM "_suppliers_v_texts" t JOIN "_suppliers_v" v ON v."id" = t."parent_id"
      WHERE v."latest" IS TRUE AND v."parent_id" IS NOT NULL AND t."path" IN ('version.products', 'products')
        AND btrim(coalesce(t."text", '')) <> ''
    ),
    firsts AS (
      SELECT DISTINCT ON (supplier_id, lower(name)) supplier_id, name, published, source, "order"
      FROM strings ORDER BY supplier_id, lower(name), source, "order"
    )
    SELECT f.supplier_id, s."slug" AS supplier_slug, s."category_id", f.name, f.published
    FROM firsts f JOIN "suppliers" s ON s."id" = f.supplier_id
    WHERE NOT EXISTS (
      SELECT 1 FROM "products" p WHERE p."supplier_id" = f.supplier_id AND lower(btrim(p."name")) = lower(f.name))
    ORDER BY f.supplier_id, f.source, f."order"`)
  const taken = new Set(
    ((await db.execute(sql`SELECT "slug" FROM "products"`)).rows as { slug: string }[]).map((r) => r.slug),
  )
  for (const row of rows as LegacyString[]) {
    const slug = uniqueSlug(productSlugBase(row.name, row.supplier_slug), taken)
    const status = row.published ? 'published' : 'draft'
    await db.execute(sql`
      WITH main AS (
        INSERT INTO "products" ("supplier_id", "name", "slug", "category_id", "epd_verified", "_status")
        VALUES (${row.supplier_id}, ${row.name}, ${slug}, ${row.category_id}, false, ${status})
        RETURNING "id", "created_at", "updated_at"
      )
      INSERT INTO "_products_v" ("parent_id", "version_supplier_id", "version_name", "version_slug",
        "version_category_id", "version_epd_verified", "version__status", "version_created_at", "version_updated_at",
        "latest")
      SELECT main."id", ${row.supplier_id}, ${row.name}, ${slug}, ${row.category_id}, false, ${status},
        main."created_at", main."updated_at", true
      FROM main`)
  }
  return rows.length
}

/** A product with nothing but what a string had: no EPD figure, material type, description, image or document. */
const BARE = sql.raw(`p."epd_gwp_a1a3" IS NULL AND p."epd_declared_unit" IS NULL AND p."material_type_id" IS NULL
  AND p."description" IS NULL AND p."image_id" IS NULL AND p."image_url" IS NULL AND p."epd_document_id" IS NULL
  AND p."epd_document_url" IS NULL`)

/**
 * Back to strings: every product's name becomes a string of its supplier again: of its latest version, and of its
 * main row unless the product is a draft of a published listing (an edit waiting for review, as the `up` read it).
 * Then the products that carry nothing a string did not (no EPD figure, material type, description or image) go.
 */
export async function restoreProductStrings(db: Db): Promise<void> {
  await db.execute(sql`
  INSERT INTO "suppliers_texts" ("order", "parent_id", "path", "text")
    SELECT row_number() OVER (PARTITION BY p."supplier_id" ORDER BY p."id"), p."supplier_id", 'products', p."name"
    FROM "products" p JOIN "suppliers" s ON s."id" = p."supplier_id"
    WHERE p."_status" = 'published' OR s."_status" IS DISTINCT FROM 'published';
  INSERT INTO "_suppliers_v_texts" ("order", "parent_id", "path", "text")
    SELECT row_number() OVER (PARTITION BY v."id" ORDER BY p."id"), v."id", 'version.products', p."name"
    FROM "products" p JOIN "_suppliers_v" v ON v."parent_id" = p."supplier_id" AND v."latest" IS TRUE;
  DELETE FROM "_products_v" v USING "products" p WHERE v."parent_id" = p."id" AND ${BARE};
  DELETE FROM "products" p WHERE ${BARE};`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkEpdExpiry' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkEpdExpiry' BEFORE 'schedulePublish';`)
  await convertProductStrings(db)
  // Products' names take over from the strings in the directory's search.
  await db.execute(sql`
  DROP TABLE "suppliers_texts" CASCADE;
  DROP TABLE "_suppliers_v_texts" CASCADE;
  CREATE INDEX IF NOT EXISTS "products_name_search_idx" ON "products" USING gin (to_tsvector('english', coalesce("name", '')))
    WHERE "_status" = 'published';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "products_name_search_idx";
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'checkEpdExpiry';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'checkEpdExpiry';
   CREATE TABLE "suppliers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_suppliers_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'leadRetention', 'checkEntitlementExpiry', 'sendReviewInvitations', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'checkCertificateExpiry', 'leadRetention', 'checkEntitlementExpiry', 'sendReviewInvitations', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "suppliers_texts" ADD CONSTRAINT "suppliers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_suppliers_v_texts" ADD CONSTRAINT "_suppliers_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_suppliers_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "suppliers_texts_order_parent" ON "suppliers_texts" USING btree ("order","parent_id");
  CREATE INDEX "_suppliers_v_texts_order_parent" ON "_suppliers_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "suppliers_texts_parent_order_idx" ON "suppliers_texts" USING btree ("parent_id", "order");
  CREATE INDEX "suppliers_texts_products_search_idx" ON "suppliers_texts" USING gin (to_tsvector('english', coalesce("text", ''))) WHERE "path" = 'products';`)
  await restoreProductStrings(db)
}
