import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from './support/test'

import { materialsFixture } from './support/materials'
import { getCategories, getCities, suppliersWhere } from './support/public-screens'

// The W3C Nu HTML Checker (vnu-jar from npm, on the machine's Java) over the server HTML of every public page kind.
// Only errors fail; the checker's warnings (info) are advice.

const run = promisify(execFile)
const VNU_JAR = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar')

type VnuMessage = { type: string; subType?: string; url: string; message: string; lastLine?: number; extract?: string }

test('every public page kind is valid HTML to the Nu validator', async ({ request, baseURL }) => {
  test.setTimeout(180_000)
  const materials = await materialsFixture(request, baseURL!)
  const [board, otherBoard] = materials.comparable
  const [cities, categories, suppliers] = await Promise.all([
    getCities(request),
    getCategories(request),
    suppliersWhere(request, 'where[ecoScore][greater_than]=0'),
  ])
  const profile = (suppliers[0] as { slug?: string } | undefined)?.slug
  const posts = (await (await request.get('/api/posts?limit=1&sort=-publishedAt&depth=0')).json()) as {
    docs: { slug: string }[]
  }
  const blogCategory = /href="(\/blog\/category\/[a-z0-9-]+)(?:#[^"]*)?"/.exec(
    await (await request.get('/blog')).text(),
  )?.[1]
  expect(cities.length && categories.length && profile && posts.docs.length && blogCategory).toBeTruthy()
  const city = cities[0].slug
  const category = categories[0].slug
  const pages = [
    '/',
    `/${city}`,
    `/category/${category}`,
    `/${city}/category/${category}`,
    '/suppliers',
    '/suppliers?tab=get-listed',
    `/suppliers/${profile}`,
    `/suppliers/${profile}/reviews`,
    '/suppliers/apply',
    '/blog',
    blogCategory!,
    `/blog/${posts.docs[0].slug}`,
    '/about',
    '/contact',
    '/terms',
    '/privacy-policy',
    '/review-policy',
    '/eco-score',
    '/account/sign-in',
    '/account/forgot-password',
    '/materials',
    `/materials?type=${materials.type.slug}&sort=gwp`,
    `/materials/${board.slug}`,
    // Place search, rendered per request (and rewritten as it streams by the production server).
    '/suppliers?near=Leeds&radius=30',
    '/materials?near=Leeds&radius=30',
    `/materials/${board.slug}?near=Leeds`,
    `/materials/compare?product=${board.slug}&product=${otherBoard.slug}&product=${materials.otherStandard.slug}`,
    '/no-such-page-here',
  ]
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'))
  try {
    const files: string[] = []
    for (const [index, page] of pages.entries()) {
      const response = await request.get(page)
      expect(response.status(), page).toBe(page === '/no-such-page-here' ? 404 : 200)
      const file = path.join(dir, `${index}.html`)
      await writeFile(file, await response.text())
      files.push(file)
    }
    // The checker exits 1 when it reports anything; its JSON report is the outcome either way.
    const output = await run('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      (done) => done.stdout,
      (failed: { stdout?: string }) => failed.stdout ?? '',
    )
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] }
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${pages[Number(path.basename(m.url).split('.')[0]) || 0]} line ${m.lastLine}: ${m.message}`)
    expect(errors).toEqual([])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
