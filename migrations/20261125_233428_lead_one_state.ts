import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// One state per lead: 'declined' joins the statuses, and a declined connection whose status still said something
// else (quoted and declined at once) is declined, its decline kept. The supplier's explanation of a decline.
// The type is made again rather than ALTER TYPE ... ADD VALUE, whose new value cannot be used in the same transaction.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "lead_connections" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "lead_connections" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_connections_status";
  CREATE TYPE "public"."enum_lead_connections_status" AS ENUM('new', 'viewed', 'contacted', 'quoted', 'won', 'lost', 'declined');
  UPDATE "lead_connections" SET "status" = 'declined' WHERE "decline_reason" IS NOT NULL;
  ALTER TABLE "lead_connections" ALTER COLUMN "status" SET DATA TYPE "public"."enum_lead_connections_status" USING "status"::"public"."enum_lead_connections_status";
  ALTER TABLE "lead_connections" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_lead_connections_status";
  ALTER TABLE "lead_connections" ADD COLUMN "decline_note" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The decline stays in decline_reason; its status goes back to 'viewed', the earlier model's.
  await db.execute(sql`
  ALTER TABLE "lead_connections" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "lead_connections" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "lead_connections" SET "status" = 'viewed' WHERE "status" = 'declined';
  DROP TYPE "public"."enum_lead_connections_status";
  CREATE TYPE "public"."enum_lead_connections_status" AS ENUM('new', 'viewed', 'contacted', 'quoted', 'won', 'lost');
  ALTER TABLE "lead_connections" ALTER COLUMN "status" SET DATA TYPE "public"."enum_lead_connections_status" USING "status"::"public"."enum_lead_connections_status";
  ALTER TABLE "lead_connections" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_lead_connections_status";
  ALTER TABLE "lead_connections" DROP COLUMN "decline_note";`)
}
