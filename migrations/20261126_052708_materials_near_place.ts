import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { looksLikePostcode } from '@/lib/places/postcode'
import { resolvePlace } from '@/lib/places/resolve'

// Issue 32, materials near a place: a product's plant placed on the map (plant_latitude/longitude, set on every save
// from the EPD's plant by collections/Products/hooks/locatePlant.ts) as a point on the earth (`plant_point`, generated
// like suppliers' base_point) with a GiST index on the published ones; the transport-carbon factors of Site settings.
// Products saved before are placed here when their plant is a town (no postcode lookups from a migration: those
// are placed at their next save); a plant not found leaves the product at its supplier's base.
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "plant_latitude" numeric;
  ALTER TABLE "products" ADD COLUMN "plant_longitude" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_plant_latitude" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_plant_longitude" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "transport_carbon_routing_factor" numeric DEFAULT 1.4;
  ALTER TABLE "site_settings" ADD COLUMN "transport_carbon_emission_factor" numeric DEFAULT 0.10163;
  ALTER TABLE "site_settings" ADD COLUMN "transport_carbon_routing_factor_source" varchar DEFAULT 'EC3 (Building Transparency): road distance taken as the straight-line distance plus 40%.';
  ALTER TABLE "site_settings" ADD COLUMN "transport_carbon_emission_factor_source" varchar DEFAULT 'UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ), Freighting goods: HGV (all diesel), all HGVs, average laden, 0.10163 kg CO2e per tonne-km.';
  ALTER TABLE "products" ADD COLUMN "plant_point" earth
    GENERATED ALWAYS AS (ll_to_earth("plant_latitude"::double precision, "plant_longitude"::double precision)) STORED;
  CREATE INDEX "products_plant_point_idx" ON "products" USING gist ("plant_point")
    WHERE "_status" = 'published' AND "plant_point" IS NOT NULL;`)
  const { rows } = await db.execute(sql`SELECT id, epd_plant_location AS plant FROM products
    WHERE epd_plant_location IS NOT NULL AND btrim(epd_plant_location) <> ''`)
  for (const row of rows as Array<{ id: number; plant: string }>) {
    if (looksLikePostcode(row.plant)) continue
    const answer = await resolvePlace(payload, row.plant)
    if (!answer.ok) continue
    await db.execute(sql`UPDATE products SET plant_latitude = ${answer.place.lat}, plant_longitude = ${answer.place.lng}
      WHERE id = ${row.id}`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "products_plant_point_idx";
  ALTER TABLE "products" DROP COLUMN "plant_point";
   ALTER TABLE "products" DROP COLUMN "plant_latitude";
  ALTER TABLE "products" DROP COLUMN "plant_longitude";
  ALTER TABLE "_products_v" DROP COLUMN "version_plant_latitude";
  ALTER TABLE "_products_v" DROP COLUMN "version_plant_longitude";
  ALTER TABLE "site_settings" DROP COLUMN "transport_carbon_routing_factor";
  ALTER TABLE "site_settings" DROP COLUMN "transport_carbon_emission_factor";
  ALTER TABLE "site_settings" DROP COLUMN "transport_carbon_routing_factor_source";
  ALTER TABLE "site_settings" DROP COLUMN "transport_carbon_emission_factor_source";`)
}
