import { expect, test } from '@playwright/test'

import { adminToken, getCities } from './support/public-screens'

const LIMIT_MS = 5_000

/** Polls a public page (a plain GET, as a visitor) until it contains the text; returns the milliseconds it took. */
async function secondsUntilVisible(fetchPage: () => Promise<string>, text: string): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < LIMIT_MS * 3) {
    if ((await fetchPage()).includes(text)) return Date.now() - started
    await new Promise((r) => setTimeout(r, 100))
  }
  return Number.POSITIVE_INFINITY
}

test("an editor's saved change reaches the cached public page within 5 seconds", async ({ request, baseURL, page }) => {
  const token = await adminToken(request, baseURL ?? '')
  const london = (await getCities(request)).find((c) => c.slug === 'london')
  expect(london).toBeDefined()
  const original = london!.hero.title

  // The page is served from the cache before the change.
  const before = await request.get('/london')
  expect(await before.text()).toContain(original)
  const again = await request.get('/london')
  expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)

  const changed = `${original} (updated ${Date.now()})`
  const save = await request.patch(`/api/cities/${london!.id}`, { headers: { Authorization: `JWT ${token}` }, data: { hero: { ...london!.hero, title: changed } } })
  expect(save.status(), await save.text()).toBe(200)
  try {
    const elapsed = await secondsUntilVisible(async () => (await request.get('/london')).text(), changed)
    expect(elapsed).toBeLessThan(LIMIT_MS)
    await page.goto('/london')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed)
  } finally {
    await request.patch(`/api/cities/${london!.id}`, { headers: { Authorization: `JWT ${token}` }, data: { hero: { ...london!.hero, title: original } } })
  }
})
