import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// No schema change: two migrations were made in parallel from the same snapshot (supplier_accounts and
// preview_seo_redirects). This one only records, in its .json, the schema with both, so that the next
// `migrate:create` compares with the whole schema.

export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
