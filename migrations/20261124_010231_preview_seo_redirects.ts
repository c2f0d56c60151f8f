import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_cities_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cities_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_nav_label" varchar,
  	"version_description" varchar,
  	"version_hero_subtitle" varchar,
  	"version_about" varchar,
  	"version_image_id" integer,
  	"version_image_url" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_categories_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_cities_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_cta_label" varchar,
  	"version_hero_cta_link" varchar,
  	"version_hero_image_id" integer,
  	"version_hero_image_url" varchar,
  	"version_intro" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__cities_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"suppliers_id" integer,
  	"cities_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "_home_v_version_resources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_image_id" integer,
  	"version_hero_image_url" varchar,
  	"version_featured_intro" varchar,
  	"version_categories_intro" varchar,
  	"version_about_title" varchar,
  	"version_about_body" varchar,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_about_v_version_leadership" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_version_core_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_story_title" varchar,
  	"version_story_body" varchar,
  	"version_mission_title" varchar,
  	"version_mission_body" varchar,
  	"version_commitment_title" varchar,
  	"version_commitment_body" varchar,
  	"version_community_title" varchar,
  	"version_community_body" varchar,
  	"version__status" "enum__about_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "categories" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "categories" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "categories" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "hero_subtitle" DROP NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "hero_cta_label" DROP NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "hero_cta_link" DROP NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "intro" DROP NOT NULL;
  ALTER TABLE "home_resources" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_resources" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "meta_title" DROP NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "meta_description" DROP NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "hero_subtitle" DROP NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "about_title" DROP NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "about_body" DROP NOT NULL;
  ALTER TABLE "about_leadership" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "about_leadership" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "about_core_values" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "about_core_values" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "meta_title" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "meta_description" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "hero_subtitle" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "story_title" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "story_body" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "mission_title" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "mission_body" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "commitment_title" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "commitment_body" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "community_title" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "community_body" DROP NOT NULL;
  ALTER TABLE "suppliers" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "suppliers" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "suppliers" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "categories" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "categories" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "categories" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "categories" ADD COLUMN "_status" "enum_categories_status" DEFAULT 'draft';
  ALTER TABLE "cities" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "cities" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cities" ADD COLUMN "_status" "enum_cities_status" DEFAULT 'draft';
  ALTER TABLE "posts" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "home" ADD COLUMN "_status" "enum_home_status" DEFAULT 'draft';
  ALTER TABLE "about" ADD COLUMN "_status" "enum_about_status" DEFAULT 'draft';
  -- Content that was public before drafts existed stays public (on an empty database these touch no row).
  UPDATE "categories" SET "_status" = 'published';
  UPDATE "cities" SET "_status" = 'published';
  UPDATE "home" SET "_status" = 'published';
  UPDATE "about" SET "_status" = 'published';
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v_texts" ADD CONSTRAINT "_categories_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cities_v" ADD CONSTRAINT "_cities_v_parent_id_cities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cities_v" ADD CONSTRAINT "_cities_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cities_v" ADD CONSTRAINT "_cities_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_suppliers_fk" FOREIGN KEY ("suppliers_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_resources" ADD CONSTRAINT "_home_v_version_resources_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_resources" ADD CONSTRAINT "_home_v_version_resources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_texts" ADD CONSTRAINT "_home_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_leadership" ADD CONSTRAINT "_about_v_version_leadership_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_core_values" ADD CONSTRAINT "_about_v_version_core_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_categories_v_parent_idx" ON "_categories_v" USING btree ("parent_id");
  CREATE INDEX "_categories_v_version_version_slug_idx" ON "_categories_v" USING btree ("version_slug");
  CREATE INDEX "_categories_v_version_version_image_idx" ON "_categories_v" USING btree ("version_image_id");
  CREATE INDEX "_categories_v_version_meta_version_meta_image_idx" ON "_categories_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_categories_v_version_version_updated_at_idx" ON "_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_categories_v_version_version_created_at_idx" ON "_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_categories_v_version_version__status_idx" ON "_categories_v" USING btree ("version__status");
  CREATE INDEX "_categories_v_created_at_idx" ON "_categories_v" USING btree ("created_at");
  CREATE INDEX "_categories_v_updated_at_idx" ON "_categories_v" USING btree ("updated_at");
  CREATE INDEX "_categories_v_latest_idx" ON "_categories_v" USING btree ("latest");
  CREATE INDEX "_categories_v_autosave_idx" ON "_categories_v" USING btree ("autosave");
  CREATE INDEX "_categories_v_texts_order_parent" ON "_categories_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_cities_v_parent_idx" ON "_cities_v" USING btree ("parent_id");
  CREATE INDEX "_cities_v_version_version_slug_idx" ON "_cities_v" USING btree ("version_slug");
  CREATE INDEX "_cities_v_version_hero_version_hero_image_idx" ON "_cities_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_cities_v_version_meta_version_meta_image_idx" ON "_cities_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_cities_v_version_version_updated_at_idx" ON "_cities_v" USING btree ("version_updated_at");
  CREATE INDEX "_cities_v_version_version_created_at_idx" ON "_cities_v" USING btree ("version_created_at");
  CREATE INDEX "_cities_v_version_version__status_idx" ON "_cities_v" USING btree ("version__status");
  CREATE INDEX "_cities_v_created_at_idx" ON "_cities_v" USING btree ("created_at");
  CREATE INDEX "_cities_v_updated_at_idx" ON "_cities_v" USING btree ("updated_at");
  CREATE INDEX "_cities_v_latest_idx" ON "_cities_v" USING btree ("latest");
  CREATE INDEX "_cities_v_autosave_idx" ON "_cities_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_posts_id_idx" ON "redirects_rels" USING btree ("posts_id");
  CREATE INDEX "redirects_rels_suppliers_id_idx" ON "redirects_rels" USING btree ("suppliers_id");
  CREATE INDEX "redirects_rels_cities_id_idx" ON "redirects_rels" USING btree ("cities_id");
  CREATE INDEX "redirects_rels_categories_id_idx" ON "redirects_rels" USING btree ("categories_id");
  CREATE INDEX "_home_v_version_resources_order_idx" ON "_home_v_version_resources" USING btree ("_order");
  CREATE INDEX "_home_v_version_resources_parent_id_idx" ON "_home_v_version_resources" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_resources_image_idx" ON "_home_v_version_resources" USING btree ("image_id");
  CREATE INDEX "_home_v_version_hero_version_hero_image_idx" ON "_home_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE INDEX "_home_v_autosave_idx" ON "_home_v" USING btree ("autosave");
  CREATE INDEX "_home_v_texts_order_parent" ON "_home_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_about_v_version_leadership_order_idx" ON "_about_v_version_leadership" USING btree ("_order");
  CREATE INDEX "_about_v_version_leadership_parent_id_idx" ON "_about_v_version_leadership" USING btree ("_parent_id");
  CREATE INDEX "_about_v_version_core_values_order_idx" ON "_about_v_version_core_values" USING btree ("_order");
  CREATE INDEX "_about_v_version_core_values_parent_id_idx" ON "_about_v_version_core_values" USING btree ("_parent_id");
  CREATE INDEX "_about_v_version_version__status_idx" ON "_about_v" USING btree ("version__status");
  CREATE INDEX "_about_v_created_at_idx" ON "_about_v" USING btree ("created_at");
  CREATE INDEX "_about_v_updated_at_idx" ON "_about_v" USING btree ("updated_at");
  CREATE INDEX "_about_v_latest_idx" ON "_about_v" USING btree ("latest");
  CREATE INDEX "_about_v_autosave_idx" ON "_about_v" USING btree ("autosave");
  ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_suppliers_v" ADD CONSTRAINT "_suppliers_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cities" ADD CONSTRAINT "cities_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "suppliers_meta_meta_image_idx" ON "suppliers" USING btree ("meta_image_id");
  CREATE INDEX "_suppliers_v_version_meta_version_meta_image_idx" ON "_suppliers_v" USING btree ("version_meta_image_id");
  CREATE INDEX "categories_meta_meta_image_idx" ON "categories" USING btree ("meta_image_id");
  CREATE INDEX "categories__status_idx" ON "categories" USING btree ("_status");
  CREATE INDEX "cities_meta_meta_image_idx" ON "cities" USING btree ("meta_image_id");
  CREATE INDEX "cities__status_idx" ON "cities" USING btree ("_status");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts" USING btree ("meta_image_id");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE INDEX "about__status_idx" ON "about" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cities_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_resources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_version_leadership" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_version_core_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_categories_v" CASCADE;
  DROP TABLE "_categories_v_texts" CASCADE;
  DROP TABLE "_cities_v" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "_home_v_version_resources" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_texts" CASCADE;
  DROP TABLE "_about_v_version_leadership" CASCADE;
  DROP TABLE "_about_v_version_core_values" CASCADE;
  DROP TABLE "_about_v" CASCADE;
  ALTER TABLE "suppliers" DROP CONSTRAINT "suppliers_meta_image_id_media_id_fk";
  
  ALTER TABLE "_suppliers_v" DROP CONSTRAINT "_suppliers_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "categories" DROP CONSTRAINT "categories_meta_image_id_media_id_fk";
  
  ALTER TABLE "cities" DROP CONSTRAINT "cities_meta_image_id_media_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_meta_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "suppliers_meta_meta_image_idx";
  DROP INDEX "_suppliers_v_version_meta_version_meta_image_idx";
  DROP INDEX "categories_meta_meta_image_idx";
  DROP INDEX "categories__status_idx";
  DROP INDEX "cities_meta_meta_image_idx";
  DROP INDEX "cities__status_idx";
  DROP INDEX "posts_meta_meta_image_idx";
  DROP INDEX "_posts_v_version_meta_version_meta_image_idx";
  DROP INDEX "_posts_v_autosave_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "home__status_idx";
  DROP INDEX "about__status_idx";
  ALTER TABLE "categories" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "categories" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "categories" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "hero_subtitle" SET NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "hero_cta_label" SET NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "hero_cta_link" SET NOT NULL;
  ALTER TABLE "cities" ALTER COLUMN "intro" SET NOT NULL;
  ALTER TABLE "home_resources" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_resources" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "meta_title" SET NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "meta_description" SET NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "hero_subtitle" SET NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "about_title" SET NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "about_body" SET NOT NULL;
  ALTER TABLE "about_leadership" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "about_leadership" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "about_core_values" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_core_values" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "meta_title" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "meta_description" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "hero_subtitle" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "story_title" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "story_body" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "mission_title" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "mission_body" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "commitment_title" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "commitment_body" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "community_title" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "community_body" SET NOT NULL;
  ALTER TABLE "suppliers" DROP COLUMN "meta_title";
  ALTER TABLE "suppliers" DROP COLUMN "meta_description";
  ALTER TABLE "suppliers" DROP COLUMN "meta_image_id";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "categories" DROP COLUMN "meta_title";
  ALTER TABLE "categories" DROP COLUMN "meta_description";
  ALTER TABLE "categories" DROP COLUMN "meta_image_id";
  ALTER TABLE "categories" DROP COLUMN "_status";
  ALTER TABLE "cities" DROP COLUMN "meta_title";
  ALTER TABLE "cities" DROP COLUMN "meta_image_id";
  ALTER TABLE "cities" DROP COLUMN "_status";
  ALTER TABLE "posts" DROP COLUMN "meta_title";
  ALTER TABLE "posts" DROP COLUMN "meta_description";
  ALTER TABLE "posts" DROP COLUMN "meta_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "home" DROP COLUMN "_status";
  ALTER TABLE "about" DROP COLUMN "_status";
  DROP TYPE "public"."enum_categories_status";
  DROP TYPE "public"."enum__categories_v_version_status";
  DROP TYPE "public"."enum_cities_status";
  DROP TYPE "public"."enum__cities_v_version_status";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum_about_status";
  DROP TYPE "public"."enum__about_v_version_status";`)
}
