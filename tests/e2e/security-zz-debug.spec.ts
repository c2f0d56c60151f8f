import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { insertStaffUser } from '../reliability/staff-accounts'

test('debug', async ({ page, baseURL }) => {
  const info = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.data', 'e2e.json'), 'utf8')) as { databaseUrl: string; baseURL: string }
  expect(info.baseURL).toBe(baseURL)
  const client = new pg.Client({ connectionString: info.databaseUrl })
  await client.connect()
  const editor = await insertStaffUser(client, 'editor', 'dbg')
  await client.end()
  const login = await page.request.post('/api/users/login', { data: { email: editor.email, password: editor.password } })
  console.log('login', login.status(), (await login.text()).slice(0, 300))
  const me = await page.request.get('/api/users/me')
  console.log('me', me.status(), (await me.text()).slice(0, 300))
  const faqs = await page.request.get('/api/faqs?limit=1')
  const faq = (await faqs.json()).docs[0]
  const patch = await page.request.patch(`/api/faqs/${faq.id}`, { data: { order: faq.order } })
  console.log('patch', patch.status(), (await patch.text()).slice(0, 300))
  const res = await page.goto('/contact')
  console.log('csp', res?.headers()['content-security-policy'])
  console.log('metas', await page.locator('meta[http-equiv]').count())
  const r = await page.evaluate(() => { try { return String(eval('1+1')) } catch (e) { return 'refused ' + String(e) } })
  console.log('eval in evaluate', r)
})
