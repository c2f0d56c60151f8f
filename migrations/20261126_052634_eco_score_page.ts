import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "eco_score_page_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "eco_score_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"meta_description" varchar NOT NULL,
  	"intro" varchar NOT NULL,
  	"why" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "eco_score_page_notes" ADD CONSTRAINT "eco_score_page_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."eco_score_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "eco_score_page_notes_order_idx" ON "eco_score_page_notes" USING btree ("_order");
  CREATE INDEX "eco_score_page_notes_parent_id_idx" ON "eco_score_page_notes" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "eco_score_page_notes" CASCADE;
  DROP TABLE "eco_score_page" CASCADE;`)
}
