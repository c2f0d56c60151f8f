import { APIError, type CollectionConfig } from 'payload'

import { accountSupplierId, isSupplierAccount, staffOnly, staffOrAccountWithListing, staffOrOwnListing } from '@/access'
import { EVIDENCE_MAX_BYTES, EVIDENCE_TYPES, megabytes } from '@/lib/account/listing-rules'

/**
 * Files that back a supplier's certificates (a certificate, a test report). Private: stored outside the public
 * folder and served by Payload only to staff and to the accounts of the listing they belong to.
 */
export const CertificateEvidence: CollectionConfig = {
  slug: 'certificate-evidence',
  labels: { singular: 'Certificate evidence', plural: 'Certificate evidence' },
  admin: {
    group: 'Directory',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'supplier', 'createdAt'],
    description:
      'Private files behind suppliers’ certificates; only staff and the listing’s own accounts can open them.',
  },
  access: {
    // Staff open every evidence file; a supplier account only its own listing's; visitors none.
    read: staffOrOwnListing,
    // An account uploads for its own listing only (the hook below sets which); it never changes or removes files.
    create: staffOrAccountWithListing,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    beforeValidate: [
      ({ data, req }) => {
        if (req.file && req.file.size > EVIDENCE_MAX_BYTES)
          throw new APIError(`Evidence files may be at most ${megabytes(EVIDENCE_MAX_BYTES)}.`, 413, null, true)
        if (!isSupplierAccount(req.user)) return data
        return { ...data, supplier: accountSupplierId(req.user) }
      },
    ],
  },
  upload: {
    staticDir: 'evidence',
    mimeTypes: [...EVIDENCE_TYPES],
  },
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
