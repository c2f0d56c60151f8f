import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// No schema change: the three migrations before this one were made in parallel from the same snapshot (lead
// pipeline, listing packages, S3 storage fields). This one only records, in its .json, the schema with all of them,
// so that the next `migrate:create` compares with the whole schema.

export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
