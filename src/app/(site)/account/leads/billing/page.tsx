import { permanentRedirect } from 'next/navigation'

import { BILLING_DETAILS_PATH } from '@/lib/routes'

// The billing details moved to `/account/billing` (issue 34): the former address answers with a redirect there.
export default function FormerBillingDetailsPage(): never {
  permanentRedirect(BILLING_DETAILS_PATH)
}
