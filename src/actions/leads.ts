'use server'

import { redirect } from 'next/navigation'

import { listingIdOf, requireAccount } from '@/lib/account/session'
import {
  declineInputProblems,
  declineLead,
  setLeadStatus,
  type DeclineFormState,
  type LeadChange,
} from '@/lib/leads/inbox'
import { ERASE_CONFIRMED, ERASE_STEP_CONFIRM, ERASE_STEP_PARAM, eraseEnquiry } from '@/lib/leads/erasure'
import { noticeCodeFor, type LeadNoticeCode } from '@/lib/leads/notices'
import {
  LEAD_PREFERENCES_COLLECTION,
  listingSupply,
  preferenceInput,
  preferenceProblemCode,
  readLeadPreferences,
} from '@/lib/leads/preferences'
import { getPayloadClient } from '@/lib/platform/payload'
import { enquiryPagePath, LEAD_PREFERENCES_PATH, leadPath, LEADS_PATH } from '@/lib/routes'

const text = (data: FormData, name: string) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/** The connection id a lead form posts; NaN (never found) when it is not a whole number. */
const connectionIdOf = (data: FormData) => (/^\d{1,9}$/.test(text(data, 'lead')) ? Number(text(data, 'lead')) : NaN)

async function changeAndReturn(
  data: FormData,
  change: (supplierId: number, connectionId: number) => Promise<LeadChange>,
): Promise<never> {
  const connectionId = connectionIdOf(data)
  const back = Number.isNaN(connectionId) ? LEADS_PATH : leadPath(connectionId)
  const account = await requireAccount(back)
  let code: LeadNoticeCode
  try {
    code = noticeCodeFor((await change(listingIdOf(account), connectionId)).message)
  } catch (error) {
    ;(await getPayloadClient()).logger.error({ err: error, msg: 'A lead change failed; nothing was kept' })
    code = 'failed'
  }
  redirect(`${back}?notice=${code}`)
}

/** The supplier marks a lead contacted, quoted, won or lost (its own listing's only). */
export async function setLeadStatusAction(data: FormData): Promise<void> {
  const payload = await getPayloadClient()
  await changeAndReturn(data, (supplierId, id) => setLeadStatus(payload, supplierId, id, text(data, 'status')))
}

/**
 * The supplier declines a lead (its own listing's only) in two steps, with or without JavaScript: the reason and its
 * words are checked and shown back for confirmation (nothing stored); the confirmed post declines it.
 */
export async function declineLeadAction(_previous: DeclineFormState, data: FormData): Promise<DeclineFormState> {
  const values = { reason: text(data, 'reason'), note: text(data, 'note') }
  if (text(data, 'confirm') !== 'yes' || text(data, 'step') === 'edit') {
    const connectionId = connectionIdOf(data)
    await requireAccount(Number.isNaN(connectionId) ? LEADS_PATH : leadPath(connectionId))
    const fieldErrors = declineInputProblems(values)
    if (text(data, 'step') === 'edit' || fieldErrors.reason || fieldErrors.note)
      return { step: 'fields', fieldErrors, values }
    return { step: 'confirm', values }
  }
  const payload = await getPayloadClient()
  return changeAndReturn(data, (supplierId, id) => declineLead(payload, supplierId, id, { ...values, confirmed: true }))
}

/**
 * The enquirer erases their enquiry from the e-mailed link's page, in two steps: the page's confirmation step posts
 * `confirm=erase`; a post without it erases nothing and shows that step.
 */
export async function eraseEnquiryAction(data: FormData): Promise<void> {
  const token = text(data, 'token')
  const page = enquiryPagePath(/^[A-Za-z0-9_-]{43}$/.test(token) ? token : 'unknown')
  if (text(data, 'confirm') !== ERASE_CONFIRMED) redirect(`${page}?${ERASE_STEP_PARAM}=${ERASE_STEP_CONFIRM}`)
  const payload = await getPayloadClient()
  let done = 'erased'
  try {
    const result = await eraseEnquiry(payload, token)
    if (result.outcome === 'gone') done = 'gone'
  } catch (error) {
    payload.logger.error({ err: error, msg: 'An enquiry could not be erased; nothing was changed' })
    done = 'failed'
  }
  redirect(`${page}?done=${done}`)
}

/**
 * The account saves the materials and the area its listing wants leads for (plain form: no JavaScript needed). Saved
 * through the Local API as the account itself, so the collection's access and checks apply as to any other request.
 */
export async function saveLeadPreferencesAction(data: FormData): Promise<void> {
  const account = await requireAccount(LEAD_PREFERENCES_PATH)
  const supplierId = listingIdOf(account)
  const payload = await getPayloadClient()
  const materials = data.getAll('materials').filter((v): v is string => typeof v === 'string')
  const value = preferenceInput({ materials, leadRadiusMiles: text(data, 'leadRadiusMiles') })
  let outcome: string
  try {
    const problem = preferenceProblemCode(await listingSupply(payload, supplierId), value)
    if (problem) outcome = `problem=${problem}`
    else {
      const saved = await readLeadPreferences(payload, supplierId)
      const as = { user: { ...account, collection: 'supplier-accounts' as const }, overrideAccess: false, depth: 0 }
      if (saved.id === null)
        await payload.create({
          collection: LEAD_PREFERENCES_COLLECTION,
          data: { supplier: supplierId, ...value },
          ...as,
        })
      else await payload.update({ collection: LEAD_PREFERENCES_COLLECTION, id: saved.id, data: value, ...as })
      outcome = 'notice=saved'
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Lead preferences could not be saved; nothing was changed' })
    outcome = 'notice=failed'
  }
  redirect(`${LEAD_PREFERENCES_PATH}?${outcome}`)
}
