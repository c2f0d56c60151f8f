import type { About } from '@payload-types'
import Link from 'next/link'

import { PackageTable } from '@/components/suppliers/PackageTable'
import { PackageTierTabs } from '@/components/suppliers/PackageTierTabs.client'
import { packageTables } from '@/components/suppliers/package-tables'
import { SectionTabs } from '@/components/suppliers/SectionTabs.client'
import { PACKAGE_TIER_TABS, PACKAGES_SECTION_ID } from '@/components/suppliers/tabs'
import type { PackageRow } from '@/lib/data/packages'
import { CONTACT_COMPANY_PATH } from '@/lib/routes'

export type PackagesScreenProps = {
  packages: PackageRow[]
  leadership: NonNullable<About['leadership']>
  coreValues: NonNullable<About['coreValues']>
  /** What a payment buys and the VAT treatment, said beside every tier's prices. */
  terms: string
}

function Card({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <li data-testid={testId} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
      <p className="mt-2 text-sm leading-6 text-gray-700">{text}</p>
    </li>
  )
}

/** The company information screen: Pricing & Packages (default), Leadership Team, Core Values. */
export function PackagesScreen({ packages, leadership, coreValues, terms }: PackagesScreenProps) {
  const tierPanels = packageTables(packages).map((table) => ({
    value: table.tier,
    label: PACKAGE_TIER_TABS.find((t) => t.value === table.tier)?.label ?? table.title,
    content: <PackageTable table={table} terms={terms} />,
  }))
  const pricing = (
    <div className="space-y-12">
      {tierPanels.length > 0 ? <PackageTierTabs panels={tierPanels} /> : null}
      <p className="text-center text-gray-700">
        Not sure which package suits your business?{' '}
        <Link href={CONTACT_COMPANY_PATH} className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
          Contact our team
        </Link>{' '}
        and we will help you choose.
      </p>
    </div>
  )
  const team = (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {leadership.map((member) => (
        <Card key={member.id ?? member.role} title={member.role} text={member.description} testId="leadership-card" />
      ))}
    </ul>
  )
  const values = (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {coreValues.map((value) => (
        <Card key={value.id ?? value.title} title={value.title} text={value.description} testId="core-value-card" />
      ))}
    </ul>
  )
  return (
    <section id={PACKAGES_SECTION_ID} aria-labelledby="packages-heading">
      <h2 id="packages-heading" className="text-center text-3xl font-bold text-brand-900">
        Listing Packages and Company Information
      </h2>
      <div className="mt-8">
        <SectionTabs
          label="Company information"
          tabs={[
            { value: 'pricing', label: 'Pricing & Packages', content: pricing },
            { value: 'leadership', label: 'Leadership Team', content: team },
            { value: 'values', label: 'Core Values', content: values },
          ]}
        />
      </div>
    </section>
  )
}
