import type { PackageRow } from '@/lib/data/packages'

export type PackageTier = PackageRow['tier']

export const PACKAGE_TABLES: ReadonlyArray<{ tier: PackageTier; title: string }> = [
  { tier: 'local', title: 'Local Supplier Packages' },
  { tier: 'national', title: 'National Supplier Packages' },
  { tier: 'enterprise', title: 'Enterprise Supplier Packages' },
]

export type PackageTable<T> = { tier: PackageTier; title: string; rows: T[] }

/** The three pricing tables in tier order, each keeping the CMS order of its packages; empty tables are left out. */
export function packageTables<T extends Pick<PackageRow, 'tier'>>(rows: readonly T[]): PackageTable<T>[] {
  return PACKAGE_TABLES.map(({ tier, title }) => ({
    tier,
    title,
    rows: rows.filter((row) => row.tier === tier),
  })).filter((table) => table.rows.length > 0)
}

/** The bonus column's heading: plural when any package of the table has more than one bonus. */
export function freeBonusHeading(rows: ReadonlyArray<Pick<PackageRow, 'freeBonuses'>>): 'Free Bonus' | 'Free Bonuses' {
  return rows.some((row) => (row.freeBonuses ?? []).length > 1) ? 'Free Bonuses' : 'Free Bonus'
}
