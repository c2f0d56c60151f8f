import { randomUUID } from 'node:crypto'

import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Order, User } from '@payload-types'
import { refundOrder } from '@/lib/packages/refund'
import { orderStepContext } from '@/lib/payments/order-lock'

import { createListing, createStaffUser, createSupplierAccount, testPayload, TEST_PASSWORD } from './helpers'
import { rest, restLogin } from './rest'

// Staff's view of an order (issue 34): once paid, its amount and status (and the rest of its money record) are not
// changed by hand, through REST, the admin's Local API saves or the Local API with overrideAccess, unless the save is
// one of the order's own recorded steps; refunds still go through. The list names the business and the e-mail.

let payload: Payload
let admin: User
let adminToken: string
let listingName: string
let accountEmail: string
let supplierId: number
let accountId: number

const noRevalidate = { disableRevalidate: true }

async function makeOrder(data: Partial<Order> = {}): Promise<Order> {
  return payload.create({
    collection: 'orders',
    data: {
      packageName: `Locked package ${randomUUID().slice(0, 8)}`,
      amount: 37500,
      currency: 'gbp',
      status: 'paid',
      paidAt: new Date('2026-03-01T10:00:00Z').toISOString(),
      stripePaymentIntent: `pi_locked_${randomUUID().replace(/-/g, '')}`,
      supplier: supplierId,
      account: accountId,
      ...data,
    },
    overrideAccess: true,
    context: noRevalidate,
  })
}

/** The ValidationError of a refused save: its field and message. */
const refused = (path: string, message: RegExp) => ({
  data: { errors: [expect.objectContaining({ path, message: expect.stringMatching(message) })] },
})

const stored = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
  admin = await createStaffUser(payload, 'admin')
  const login = await restLogin('users', admin.email, TEST_PASSWORD)
  adminToken = login.token!
  listingName = `Lockhart Timber ${randomUUID().slice(0, 6)}`
  const listing = await createListing(payload, listingName)
  supplierId = listing.id
  const account = await createSupplierAccount(payload, listing.id)
  accountId = account.id
  accountEmail = account.email
}, 120_000)

describe('a paid order through REST (staff PATCH)', () => {
  it("refuses a change of a paid order's amount with a 400, and keeps it", async () => {
    const order = await makeOrder()
    const answer = await rest('PATCH', `orders/${order.id}`, { token: adminToken, body: { amount: 100 } })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('cannot be changed by hand')
    expect((await stored(order.id)).amount).toBe(37500)
  })

  it("refuses a change of a paid order's status (to pending or refunded), and keeps it", async () => {
    const order = await makeOrder()
    for (const status of ['pending', 'refunded'] as const) {
      const answer = await rest('PATCH', `orders/${order.id}`, { token: adminToken, body: { status } })
      expect(answer.status, status).toBe(400)
      expect((await stored(order.id)).status).toBe('paid')
    }
  })

  it('still saves the rest of a paid order, with its amount and status sent unchanged (as the admin form does)', async () => {
    const order = await makeOrder()
    const answer = await rest('PATCH', `orders/${order.id}`, {
      token: adminToken,
      body: {
        amount: 37500,
        status: 'paid',
        paidAt: order.paidAt,
        customerEmail: 'corrected@example.com',
        // The read-only virtual columns the admin's form carries back.
        supplierName: listingName,
        accountEmail,
      },
    })
    expect(answer.status).toBe(200)
    const after = await stored(order.id)
    expect([after.customerEmail, after.amount, after.status]).toEqual(['corrected@example.com', 37500, 'paid'])
  })

  it("lets an admin correct a pending order's amount, but not mark it paid by hand", async () => {
    const order = await makeOrder({ status: 'pending', paidAt: null, stripePaymentIntent: null })
    expect((await rest('PATCH', `orders/${order.id}`, { token: adminToken, body: { amount: 29900 } })).status).toBe(200)
    expect((await stored(order.id)).amount).toBe(29900)
    const paidByHand = await rest('PATCH', `orders/${order.id}`, { token: adminToken, body: { status: 'paid' } })
    expect(paidByHand.status).toBe(400)
    expect((await stored(order.id)).status).toBe('pending')
  })

  it('refuses to delete a paid order (a pending one may go)', async () => {
    const paid = await makeOrder()
    const answer = await rest('DELETE', `orders/${paid.id}`, { token: adminToken })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect((await stored(paid.id)).status).toBe('paid')
    const pending = await makeOrder({ status: 'pending', paidAt: null })
    expect((await rest('DELETE', `orders/${pending.id}`, { token: adminToken })).status).toBe(200)
  })
})

describe('a paid order through the Local API', () => {
  it('refuses an admin user’s save (overrideAccess false)', async () => {
    const order = await makeOrder()
    await expect(
      payload.update({ collection: 'orders', id: order.id, data: { amount: 1 }, user: admin, overrideAccess: false }),
    ).rejects.toMatchObject(refused('amount', /cannot be changed by hand/))
    expect((await stored(order.id)).amount).toBe(37500)
  })

  it('refuses a server save with overrideAccess that is not one of the order’s own steps', async () => {
    const order = await makeOrder()
    await expect(
      payload.update({ collection: 'orders', id: order.id, data: { amount: 1 }, overrideAccess: true }),
    ).rejects.toMatchObject(refused('amount', /cannot be changed by hand/))
    await expect(
      payload.update({ collection: 'orders', id: order.id, data: { status: 'refunded' }, overrideAccess: true }),
    ).rejects.toMatchObject(refused('status', /status changes only by its payment or refund/))
    const after = await stored(order.id)
    expect([after.amount, after.status]).toEqual([37500, 'paid'])
  })

  it('lets the order’s own step save, with its context flag', async () => {
    const order = await makeOrder()
    const refundedAt = new Date('2026-03-02T09:00:00Z').toISOString()
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'refunded', refundedAt },
      overrideAccess: true,
      context: orderStepContext(noRevalidate),
    })
    expect((await stored(order.id)).status).toBe('refunded')
  })

  it('still refunds a paid order through its recorded step (Stripe’s charge.refunded)', async () => {
    const order = await makeOrder()
    const result = await refundOrder(
      payload,
      { paymentIntent: order.stripePaymentIntent!, amountRefunded: 37500 },
      async () => null,
    )
    expect(result).toMatchObject({ outcome: 'refunded', orderId: order.id })
    const after = await stored(order.id)
    expect([after.status, after.amount]).toEqual(['refunded', 37500])
  })
})

describe("the orders list's business and e-mail", () => {
  it('reads the listing’s name and the account’s e-mail, and finds the order by either', async () => {
    const order = await makeOrder()
    const asAdmin = { user: admin, overrideAccess: false, depth: 0 } as const
    const searches: Where[] = [
      { supplierName: { like: listingName.split(' ').slice(-1)[0] } },
      { accountEmail: { equals: accountEmail } },
    ]
    for (const where of searches) {
      const { docs } = await payload.find({ collection: 'orders', where, ...asAdmin })
      const found = docs.find((d) => d.id === order.id)
      expect(found, JSON.stringify(where)).toMatchObject({ supplierName: listingName, accountEmail })
    }
  })
})
