import { expect, test } from './support/test'

// Issue 29: the first frame of a public page waits for no JavaScript. The production server (scripts/serve.mjs)
// takes Next's framework <script> tags out of the page and one inline loader asks for the same files once the first
// contentful frame is presented; the framework chunks carry V8's compile hint, so hydration does not compile them on
// the main thread.

const FRAMEWORK_TAG = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/

for (const path of ['/', '/london', '/suppliers', '/contact']) {
  test(`${path}: no framework script before the first frame, and the page hydrates after it`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text()
    expect(html).not.toMatch(FRAMEWORK_TAG)
    const loader = html.match(/<script>\(function\(d,f\)\{.*?\}\)\(document,(\[[^\]]+\])\)<\/script><\/body>/)
    expect(loader, 'the after-paint loader before </body>').not.toBeNull()
    const files = JSON.parse(loader![1]) as string[]
    expect(files.length).toBeGreaterThan(3)
    for (const file of files) expect(file).toMatch(/^\/_next\/static\/chunks\/[\w.~-]+\.js$/)

    // A hydration mismatch (the document differs from what React renders) is a console error in production.
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(path)
    // Every chunk the page fetched was asked for after the first contentful paint.
    const timing = await page.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
      const chunks = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }))
      return { fcp, chunks }
    })
    expect(timing.fcp).not.toBeNull()
    expect(timing.chunks.map((c) => c.name)).toEqual(expect.arrayContaining(files))
    for (const chunk of timing.chunks) expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(timing.fcp!)
    // And the page is hydrated after all: the header's menu (a client component) answers.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    expect(errors).toEqual([])
  })
}

test('the framework chunks carry the compile hint; pages and scripts are compressed', async ({ request }) => {
  const html = await (await request.get('/london')).text()
  const files = JSON.parse(html.match(/\}\)\(document,(\[[^\]]+\])\)<\/script>/)![1]) as string[]
  let hinted = 0
  for (const file of files) {
    const code = await (await request.get(file)).text()
    if (code.startsWith('//# allFunctionsCalledOnLoad\n')) hinted += 1
  }
  // The framework (react-dom, the router, the runtime: the build manifest's rootMainFiles) is hinted.
  expect(hinted).toBeGreaterThanOrEqual(4)

  // Next's compression is off (the rewrite must read the page); the server compresses what it sends.
  for (const url of ['/london', files[0]]) {
    const response = await fetch(new URL(url, test.info().project.use.baseURL).toString(), {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers.get('content-encoding'), url).toBe('gzip')
  }
})
