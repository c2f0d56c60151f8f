import type { NumberField } from 'payload'

import { nobody } from '@/access'
import { moneyField } from '@collections/money'

/**
 * A lead's commission total (whole pence), computed when one lead is read (the admin edit view, GET by id)
 * with one query; list reads leave it empty rather than query once per lead.
 */
export const commissionTotalField: NumberField = moneyField({
  name: 'commissionTotal',
  label: 'Commission total',
  virtual: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Sum of the commissions of this lead’s connections.',
  },
  access: { create: nobody, update: nobody },
  hooks: {
    afterRead: [
      async ({ data, findMany, req }) => {
        const leadId: unknown = data?.id
        if (findMany || typeof leadId !== 'number') return undefined
        const { docs } = await req.payload.find({
          collection: 'lead-connections',
          where: { lead: { equals: leadId } },
          select: { commissionAmount: true },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          req,
        })
        return docs.reduce((sum, c) => sum + c.commissionAmount, 0)
      },
    ],
  },
})
