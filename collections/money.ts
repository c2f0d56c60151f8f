import type { NumberField } from 'payload'

import { validatePence } from '@/lib/money'

/** The admin's money components (registered in the import map by `npm run generate`). */
export const MONEY_FIELD_COMPONENT = '/src/components/admin/MoneyField.client#MoneyField'
export const MONEY_CELL_COMPONENT = '/src/components/admin/MoneyCell.client#MoneyCell'

type MoneyFieldOptions = Pick<
  NumberField,
  'access' | 'admin' | 'hooks' | 'index' | 'label' | 'required' | 'virtual'
> & {
  name: string
}

/**
 * Every stored amount of money: whole pence in the database and the API (37500), pounds in the admin ('£375.00' in
 * lists and read-only views; typed as pounds where staff may edit it, parsed from the text into exact pence by
 * src/lib/money.ts). Labels name the amount, never its unit.
 */
export function moneyField({ admin, ...options }: MoneyFieldOptions): NumberField {
  const required = Boolean(options.required)
  return {
    min: 0,
    ...options,
    type: 'number',
    validate: (value: unknown) => validatePence(value, { required }),
    admin: {
      ...admin,
      components: { Field: MONEY_FIELD_COMPONENT, Cell: MONEY_CELL_COMPONENT, ...admin?.components },
    },
  }
}
