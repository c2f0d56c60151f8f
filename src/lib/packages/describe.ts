import { packageTerms, type PackageTier, type Placement } from '@/lib/packages/terms'

type DescribedPackage = {
  tier: PackageTier
  periodMonths?: number | null
  badgeLabel?: string | null
  placement?: Placement | null
  freeBonuses?: string[] | null
}

/** What a package buys, in lines a buyer reads before paying: period, badge, featured place, free bonuses. */
export function packageSummary(pkg: DescribedPackage): string[] {
  const terms = packageTerms(pkg)
  const lines = [
    `A ${terms.periodMonths}-month listing from the day you pay.`,
    `The '${terms.badgeLabel}' badge on your card and profile.`,
  ]
  if (terms.featuredInCity)
    lines.push("A place in the 'Featured' row of your category's pages and of the city pages you serve.")
  else if (terms.featuredInCategory) lines.push("A place in the 'Featured' row of your category's pages.")
  for (const bonus of pkg.freeBonuses ?? []) lines.push(bonus)
  return lines
}
