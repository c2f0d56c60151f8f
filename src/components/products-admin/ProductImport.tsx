import type { ServerProps } from 'payload'

import { isStaffUser } from '@/access'
import { ProductImportForm } from '@/components/products-admin/ProductImportForm.client'

/** Admin products list: staff import an openEPD document as a new draft product of a supplier. */
export async function ProductImport({ user, payload }: ServerProps) {
  if (!isStaffUser(user)) return null
  const { docs } = await payload.find({
    collection: 'suppliers',
    depth: 0,
    limit: 500,
    sort: 'name',
    select: { name: true, slug: true },
    overrideAccess: true,
  })
  return (
    <section aria-labelledby="product-openepd-heading" style={{ marginBottom: '1.5rem' }}>
      <h2 id="product-openepd-heading" style={{ fontSize: '1.1rem', marginBottom: '0.5rem' }}>
        Import an openEPD document
      </h2>
      <p style={{ marginBottom: '0.75rem', color: 'var(--theme-elevation-600)', maxWidth: '60rem' }}>
        An openEPD JSON file (as EC3 exports it) becomes a new draft product of the supplier you name, in its category.
        Whatever cannot be read is listed field by field and nothing is stored. Set the material type and the data type,
        check the document against the figures, then publish. A product exports as openEPD at
        /api/products/&#123;id&#125;/openepd.json, a material type&rsquo;s products as CSV at
        /api/material-types/&#123;id&#125;/products.csv.
      </p>
      <ProductImportForm suppliers={docs.map((s) => ({ name: s.name, slug: s.slug }))} />
    </section>
  )
}
