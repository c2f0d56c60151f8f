import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "supplier_accounts_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "supplier_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"phone" varchar,
  	"job_role" varchar,
  	"supplier_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"_verified" boolean,
  	"_verificationtoken" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "supplier_accounts_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "supplier_accounts_id" integer;
  ALTER TABLE "supplier_accounts_sessions" ADD CONSTRAINT "supplier_accounts_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supplier_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supplier_accounts" ADD CONSTRAINT "supplier_accounts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "supplier_accounts_sessions_order_idx" ON "supplier_accounts_sessions" USING btree ("_order");
  CREATE INDEX "supplier_accounts_sessions_parent_id_idx" ON "supplier_accounts_sessions" USING btree ("_parent_id");
  CREATE INDEX "supplier_accounts_supplier_idx" ON "supplier_accounts" USING btree ("supplier_id");
  CREATE INDEX "supplier_accounts_updated_at_idx" ON "supplier_accounts" USING btree ("updated_at");
  CREATE INDEX "supplier_accounts_created_at_idx" ON "supplier_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "supplier_accounts_email_idx" ON "supplier_accounts" USING btree ("email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_supplier_accounts_fk" FOREIGN KEY ("supplier_accounts_id") REFERENCES "public"."supplier_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_supplier_accounts_fk" FOREIGN KEY ("supplier_accounts_id") REFERENCES "public"."supplier_accounts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_supplier_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("supplier_accounts_id");
  CREATE INDEX "payload_preferences_rels_supplier_accounts_id_idx" ON "payload_preferences_rels" USING btree ("supplier_accounts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "supplier_accounts_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supplier_accounts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "supplier_accounts_sessions" CASCADE;
  DROP TABLE "supplier_accounts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_supplier_accounts_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_supplier_accounts_fk";
  
  DROP INDEX "payload_locked_documents_rels_supplier_accounts_id_idx";
  DROP INDEX "payload_preferences_rels_supplier_accounts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "supplier_accounts_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "supplier_accounts_id";`)
}
