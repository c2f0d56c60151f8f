import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listing_claims_status" AS ENUM('awaiting-review', 'link-sent', 'approved', 'rejected', 'completed');
  CREATE TABLE "listing_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_listing_claims_status" DEFAULT 'awaiting-review' NOT NULL,
  	"reason" varchar,
  	"listing_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"job_role" varchar NOT NULL,
  	"domain_match" boolean DEFAULT false,
  	"listing_had_account" boolean DEFAULT false,
  	"account_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"reviewed_by_id" integer,
  	"completed_at" timestamp(3) with time zone,
  	"token_hash" varchar,
  	"token_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listing_claims_id" integer;
  ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_listing_id_suppliers_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_account_id_supplier_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."supplier_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "listing_claims_status_idx" ON "listing_claims" USING btree ("status");
  CREATE INDEX "listing_claims_listing_idx" ON "listing_claims" USING btree ("listing_id");
  CREATE INDEX "listing_claims_email_idx" ON "listing_claims" USING btree ("email");
  CREATE INDEX "listing_claims_account_idx" ON "listing_claims" USING btree ("account_id");
  CREATE INDEX "listing_claims_reviewed_by_idx" ON "listing_claims" USING btree ("reviewed_by_id");
  CREATE INDEX "listing_claims_token_hash_idx" ON "listing_claims" USING btree ("token_hash");
  CREATE INDEX "listing_claims_updated_at_idx" ON "listing_claims" USING btree ("updated_at");
  CREATE INDEX "listing_claims_created_at_idx" ON "listing_claims" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listing_claims_fk" FOREIGN KEY ("listing_claims_id") REFERENCES "public"."listing_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_listing_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("listing_claims_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "listing_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "listing_claims" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listing_claims_fk";
  
  DROP INDEX "payload_locked_documents_rels_listing_claims_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listing_claims_id";
  DROP TYPE "public"."enum_listing_claims_status";`)
}
