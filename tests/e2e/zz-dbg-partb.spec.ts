import fs from 'node:fs'
import { test } from '@playwright/test'
import { startOutageServer } from './support/public-screens'
test('dbg', async ({ page, baseURL }) => {
  test.setTimeout(120000)
  console.log('before copy html', fs.existsSync('.next-b/server/app/suppliers.html'), fs.readdirSync('.next-b/server/app').filter((f) => f.endsWith('.html')).length)
  const outage = await startOutageServer(baseURL!)
  try {
    console.log('copy has html', fs.existsSync('.next-b-outage/server/app/suppliers.html'), fs.readdirSync('.next-b-outage/server/app').filter((f) => f.endsWith('.html')).length)
    for (const p of ['/london', '/suppliers']) {
      const r = await page.request.get(`${outage.url}${p}`)
      console.log(p, r.status(), r.headers()['x-nextjs-cache'])
    }
  } finally { await outage.stop() }
})
