import { expect, test } from './support/test'

import { adminToken } from './support/public-screens'

test('the admin panel loads nothing from another host (no Gravatar avatar)', async ({
  context,
  page,
  request,
  baseURL,
}) => {
  const token = await adminToken(request, baseURL ?? '')
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL ?? '' }])
  const origin = new URL(baseURL ?? '').origin
  const elsewhere: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(r.url())
  })

  await page.goto('/admin/account')
  // The account screen and the nav both show the signed-in user's avatar.
  await expect(
    page
      .getByRole('button', { name: 'Save' })
      .or(page.getByRole('button', { name: 'Save changes' }))
      .first(),
  ).toBeVisible({ timeout: 30_000 })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Certificates expiring within 60 days' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(elsewhere).toEqual([])
})
