import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 34, VAT invoices: the seller's VAT registration and rate, an order's VAT split and its VAT invoice number,
// a commission invoice's VAT as Stripe totalled it. `vat_invoice_counter` is one row, written by SQL only
// (src/lib/payments/orders-sql.ts): the last VAT invoice number given, taken under its row lock in the transaction
// that marks an order paid, so numbers are unique and have no gaps (a rolled-back payment gives its number back).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "vat_invoice_number" numeric;
  ALTER TABLE "orders" ADD COLUMN "vat_invoice_rate" numeric;
  ALTER TABLE "orders" ADD COLUMN "vat_invoice_net_amount" numeric;
  ALTER TABLE "orders" ADD COLUMN "vat_invoice_vat_amount" numeric;
  ALTER TABLE "orders" ADD COLUMN "vat_invoice_seller_vat_number" varchar;
  ALTER TABLE "commission_invoices" ADD COLUMN "vat_net_pence" numeric;
  ALTER TABLE "commission_invoices" ADD COLUMN "vat_tax_pence" numeric;
  ALTER TABLE "commission_invoices" ADD COLUMN "vat_rate" numeric;
  ALTER TABLE "commission_invoices" ADD COLUMN "vat_stripe_tax_rate_id" varchar;
  ALTER TABLE "commission_invoices" ADD COLUMN "vat_invoice_pdf_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_vat_registered" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "seller_vat_rate" numeric DEFAULT 20;
  CREATE UNIQUE INDEX "orders_vat_invoice_vat_invoice_number_idx" ON "orders" USING btree ("vat_invoice_number");
  CREATE TABLE IF NOT EXISTS "vat_invoice_counter" (
    "id" integer PRIMARY KEY CHECK ("id" = 1),
    "last_number" integer NOT NULL CHECK ("last_number" >= 0)
  );
  INSERT INTO "vat_invoice_counter" ("id", "last_number") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "vat_invoice_counter";
   DROP INDEX "orders_vat_invoice_vat_invoice_number_idx";
  ALTER TABLE "orders" DROP COLUMN "vat_invoice_number";
  ALTER TABLE "orders" DROP COLUMN "vat_invoice_rate";
  ALTER TABLE "orders" DROP COLUMN "vat_invoice_net_amount";
  ALTER TABLE "orders" DROP COLUMN "vat_invoice_vat_amount";
  ALTER TABLE "orders" DROP COLUMN "vat_invoice_seller_vat_number";
  ALTER TABLE "commission_invoices" DROP COLUMN "vat_net_pence";
  ALTER TABLE "commission_invoices" DROP COLUMN "vat_tax_pence";
  ALTER TABLE "commission_invoices" DROP COLUMN "vat_rate";
  ALTER TABLE "commission_invoices" DROP COLUMN "vat_stripe_tax_rate_id";
  ALTER TABLE "commission_invoices" DROP COLUMN "vat_invoice_pdf_url";
  ALTER TABLE "site_settings" DROP COLUMN "seller_vat_registered";
  ALTER TABLE "site_settings" DROP COLUMN "seller_vat_rate";`)
}
