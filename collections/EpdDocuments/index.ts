import { APIError, type CollectionConfig } from 'payload'

import { accountSupplierId, anyone, isSupplierAccount, staffOnly, staffOrAccountWithListing } from '@/access'
import { EPD_DOCUMENT_MAX_BYTES, EPD_DOCUMENT_TYPES } from '@/lib/materials/documents'
import { megabytes } from '@/lib/account/listing-rules'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'

/**
 * EPD documents (PDF) behind products' figures. Public, like the EPD itself: every figure on the site links to its
 * document. An account uploads for its own listing only; only staff change or remove a file.
 */
export const EpdDocuments: CollectionConfig = {
  slug: 'epd-documents',
  labels: { singular: 'EPD document', plural: 'EPD documents' },
  admin: {
    group: 'Directory',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'supplier', 'createdAt'],
    description: 'EPD documents (PDF) linked from product pages.',
  },
  access: { read: anyone, create: staffOrAccountWithListing, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeValidate: [
      ({ data, req }) => {
        if (req.file && req.file.size > EPD_DOCUMENT_MAX_BYTES)
          throw new APIError(`EPD documents may be at most ${megabytes(EPD_DOCUMENT_MAX_BYTES)}.`, 413, null, true)
        if (!isSupplierAccount(req.user)) return data
        return { ...data, supplier: accountSupplierId(req.user) }
      },
    ],
    afterChange: [revalidateCollectionAfterChange('epd-documents')],
    afterDelete: [revalidateCollectionAfterDelete('epd-documents')],
  },
  upload: { staticDir: 'epd-documents', mimeTypes: [...EPD_DOCUMENT_TYPES] },
  fields: [
    {
      name: 'supplier',
      type: 'relationship',
      relationTo: 'suppliers',
      label: 'Listing',
      required: true,
      index: true,
      access: { update: staffOnly },
    },
  ],
}
