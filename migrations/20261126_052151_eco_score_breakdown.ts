import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "suppliers" ADD COLUMN "eco_score_breakdown" jsonb;
  ALTER TABLE "suppliers" ADD COLUMN "eco_score_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_eco_score_breakdown" jsonb;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_eco_score_changed_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "suppliers" DROP COLUMN "eco_score_breakdown";
  ALTER TABLE "suppliers" DROP COLUMN "eco_score_changed_at";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_eco_score_breakdown";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_eco_score_changed_at";`)
}
