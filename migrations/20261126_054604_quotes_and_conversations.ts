import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_quote_outcome" AS ENUM('accepted', 'closed');
  CREATE TYPE "public"."enum_quotes_status" AS ENUM('sent', 'replaced', 'accepted', 'not-chosen');
  CREATE TYPE "public"."enum_quotes_vat" AS ENUM('excluded', 'included', 'none');
  CREATE TYPE "public"."enum_lead_attachments_sent_by" AS ENUM('supplier', 'enquirer');
  CREATE TYPE "public"."enum_lead_messages_sent_by" AS ENUM('supplier', 'enquirer');
  CREATE TABLE "quotes_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"description" varchar,
  	"quantity" numeric NOT NULL,
  	"unit" varchar NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"line_total" numeric
  );
  
  CREATE TABLE "quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"connection_id" integer NOT NULL,
  	"lead_id" integer NOT NULL,
  	"supplier_id" integer NOT NULL,
  	"status" "enum_quotes_status" DEFAULT 'sent' NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"decided_at" timestamp(3) with time zone,
  	"delivery_cost" numeric NOT NULL,
  	"vat" "enum_quotes_vat" NOT NULL,
  	"subtotal" numeric,
  	"vat_amount" numeric,
  	"total" numeric,
  	"earliest_delivery" varchar NOT NULL,
  	"valid_until" varchar NOT NULL,
  	"notes" varchar,
  	"document_id" integer,
  	"anonymised_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"connection_id" integer NOT NULL,
  	"sent_by" "enum_lead_attachments_sent_by" NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "lead_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"connection_id" integer NOT NULL,
  	"lead_id" integer NOT NULL,
  	"sent_by" "enum_lead_messages_sent_by" NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"body" varchar NOT NULL,
  	"attachment_id" integer,
  	"notified_at" timestamp(3) with time zone,
  	"reported_at" timestamp(3) with time zone,
  	"report_reason" varchar,
  	"hidden" boolean DEFAULT false,
  	"hidden_reason" varchar,
  	"hidden_at" timestamp(3) with time zone,
  	"erased_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "quote_outcome" "enum_leads_quote_outcome";
  ALTER TABLE "leads" ADD COLUMN "quote_outcome_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "erasure_token_sealed" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quotes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_attachments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_messages_id" integer;
  ALTER TABLE "quotes_lines" ADD CONSTRAINT "quotes_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes_lines" ADD CONSTRAINT "quotes_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_connection_id_lead_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."lead_connections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_document_id_lead_attachments_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."lead_attachments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_attachments" ADD CONSTRAINT "lead_attachments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_attachments" ADD CONSTRAINT "lead_attachments_connection_id_lead_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."lead_connections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_connection_id_lead_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."lead_connections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_attachment_id_lead_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."lead_attachments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quotes_lines_order_idx" ON "quotes_lines" USING btree ("_order");
  CREATE INDEX "quotes_lines_parent_id_idx" ON "quotes_lines" USING btree ("_parent_id");
  CREATE INDEX "quotes_lines_product_idx" ON "quotes_lines" USING btree ("product_id");
  CREATE INDEX "quotes_connection_idx" ON "quotes" USING btree ("connection_id");
  CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id");
  CREATE INDEX "quotes_supplier_idx" ON "quotes" USING btree ("supplier_id");
  CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");
  CREATE INDEX "quotes_document_idx" ON "quotes" USING btree ("document_id");
  CREATE INDEX "quotes_updated_at_idx" ON "quotes" USING btree ("updated_at");
  CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");
  CREATE INDEX "connection_sentAt_idx" ON "quotes" USING btree ("connection_id","sent_at");
  CREATE INDEX "lead_attachments_lead_idx" ON "lead_attachments" USING btree ("lead_id");
  CREATE INDEX "lead_attachments_connection_idx" ON "lead_attachments" USING btree ("connection_id");
  CREATE INDEX "lead_attachments_updated_at_idx" ON "lead_attachments" USING btree ("updated_at");
  CREATE INDEX "lead_attachments_created_at_idx" ON "lead_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "lead_attachments_filename_idx" ON "lead_attachments" USING btree ("filename");
  CREATE INDEX "lead_messages_connection_idx" ON "lead_messages" USING btree ("connection_id");
  CREATE INDEX "lead_messages_lead_idx" ON "lead_messages" USING btree ("lead_id");
  CREATE INDEX "lead_messages_sent_at_idx" ON "lead_messages" USING btree ("sent_at");
  CREATE INDEX "lead_messages_attachment_idx" ON "lead_messages" USING btree ("attachment_id");
  CREATE INDEX "lead_messages_reported_at_idx" ON "lead_messages" USING btree ("reported_at");
  CREATE INDEX "lead_messages_updated_at_idx" ON "lead_messages" USING btree ("updated_at");
  CREATE INDEX "lead_messages_created_at_idx" ON "lead_messages" USING btree ("created_at");
  CREATE INDEX "connection_sentAt_1_idx" ON "lead_messages" USING btree ("connection_id","sent_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quotes_fk" FOREIGN KEY ("quotes_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_attachments_fk" FOREIGN KEY ("lead_attachments_id") REFERENCES "public"."lead_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_messages_fk" FOREIGN KEY ("lead_messages_id") REFERENCES "public"."lead_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_quote_outcome_idx" ON "leads" USING btree ("quote_outcome");
  CREATE INDEX "payload_locked_documents_rels_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("quotes_id");
  CREATE INDEX "payload_locked_documents_rels_lead_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_attachments_id");
  CREATE INDEX "payload_locked_documents_rels_lead_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quotes_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quotes_lines" CASCADE;
  DROP TABLE "quotes" CASCADE;
  DROP TABLE "lead_attachments" CASCADE;
  DROP TABLE "lead_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quotes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_attachments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_messages_fk";
  
  DROP INDEX "leads_quote_outcome_idx";
  DROP INDEX "payload_locked_documents_rels_quotes_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_attachments_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_messages_id_idx";
  ALTER TABLE "leads" DROP COLUMN "quote_outcome";
  ALTER TABLE "leads" DROP COLUMN "quote_outcome_at";
  ALTER TABLE "leads" DROP COLUMN "erasure_token_sealed";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quotes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_attachments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_messages_id";
  DROP TYPE "public"."enum_leads_quote_outcome";
  DROP TYPE "public"."enum_quotes_status";
  DROP TYPE "public"."enum_quotes_vat";
  DROP TYPE "public"."enum_lead_attachments_sent_by";
  DROP TYPE "public"."enum_lead_messages_sent_by";`)
}
