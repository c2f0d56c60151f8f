import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_vat_treatment" AS ENUM('included', 'excluded');
  ALTER TABLE "users" ALTER COLUMN "role" DROP DEFAULT;
  ALTER TABLE "site_settings" ADD COLUMN "vat_treatment" "enum_site_settings_vat_treatment" DEFAULT 'included' NOT NULL;
  ALTER TABLE "get_listed" ADD COLUMN "payment_terms" varchar DEFAULT 'Each price is a one-off payment for a 12-month listing.' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor';
  ALTER TABLE "site_settings" DROP COLUMN "vat_treatment";
  ALTER TABLE "get_listed" DROP COLUMN "payment_terms";
  DROP TYPE "public"."enum_site_settings_vat_treatment";`)
}
