import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { slugify } from '@/lib/slug'

type Db = MigrateUpArgs['db']

/** A slug by the site's rule, unique among those already taken (two names may slugify alike). */
function uniqueSlug(name: string, taken: Set<string>): string {
  const base = slugify(name) || 'category'
  let slug = base
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
  taken.add(slug)
  return slug
}

/**
 * One category per distinct (trimmed) text of the posts and of their versions (drafts and history), then
 * every post and version linked to its own. Runs on an empty database too (then it creates nothing).
 */
export async function linkPostsToCategories(db: Db): Promise<void> {
  const { rows } = await db.execute(sql`
    SELECT DISTINCT btrim("category") AS name FROM "posts" WHERE btrim(coalesce("category", '')) <> ''
    UNION
    SELECT DISTINCT btrim("version_category") FROM "_posts_v" WHERE btrim(coalesce("version_category", '')) <> ''
    ORDER BY 1`)
  const taken = new Set<string>()
  for (const { name } of rows as { name: string }[]) {
    await db.execute(sql`INSERT INTO "post_categories" ("name", "slug") VALUES (${name}, ${uniqueSlug(name, taken)})`)
  }
  await db.execute(sql`
  UPDATE "posts" p SET "category_id" = c."id" FROM "post_categories" c WHERE c."name" = btrim(p."category");
  UPDATE "_posts_v" v SET "version_category_id" = c."id" FROM "post_categories" c WHERE c."name" = btrim(v."version_category");`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "post_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "posts_category_idx";
  DROP INDEX "_posts_v_version_version_category_idx";
  ALTER TABLE "posts" ADD COLUMN "category_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_category_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "post_categories_id" integer;
  CREATE UNIQUE INDEX "post_categories_name_idx" ON "post_categories" USING btree ("name");
  CREATE UNIQUE INDEX "post_categories_slug_idx" ON "post_categories" USING btree ("slug");
  CREATE INDEX "post_categories_updated_at_idx" ON "post_categories" USING btree ("updated_at");
  CREATE INDEX "post_categories_created_at_idx" ON "post_categories" USING btree ("created_at");
  ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_post_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."post_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_category_id_post_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."post_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_post_categories_fk" FOREIGN KEY ("post_categories_id") REFERENCES "public"."post_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_post_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("post_categories_id");
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category_id");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category_id");`)
  await linkPostsToCategories(db)
  await db.execute(sql`
  ALTER TABLE "posts" DROP COLUMN "category";
  ALTER TABLE "_posts_v" DROP COLUMN "version_category";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Back to free text: each post (and version) keeps its category's name.
  await db.execute(sql`
  ALTER TABLE "posts" ADD COLUMN "category" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_category" varchar;
  UPDATE "posts" p SET "category" = c."name" FROM "post_categories" c WHERE c."id" = p."category_id";
  UPDATE "_posts_v" v SET "version_category" = c."name" FROM "post_categories" c WHERE c."id" = v."version_category_id";
  ALTER TABLE "posts" DROP CONSTRAINT "posts_category_id_post_categories_id_fk";
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_category_id_post_categories_id_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_post_categories_fk";
  DROP INDEX "payload_locked_documents_rels_post_categories_id_idx";
  DROP INDEX "posts_category_idx";
  DROP INDEX "_posts_v_version_version_category_idx";
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category");
  ALTER TABLE "posts" DROP COLUMN "category_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_category_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "post_categories_id";
  DROP TABLE "post_categories";`)
}
