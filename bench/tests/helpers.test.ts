import { describe, expect, it } from 'vitest'

import { LIGHTHOUSE_PAGES, LOAD_PAGES, parseBenchArgs } from '../args.mjs'
import { chunkLabel, describeChunk } from '../browser.mjs'
import {
  cachingProblems,
  comparePath,
  firstPostFromSitemap,
  firstPostPath,
  firstProductPaths,
  resolvePages,
} from '../pages.mjs'
import { analysePlan } from '../plans.mjs'

describe('parseBenchArgs', () => {
  it('defaults to the full run of the issue', () => {
    const o = parseBenchArgs([])
    expect(o).toMatchObject({
      quick: false,
      duration: 10,
      rounds: 2,
      concurrency: 50,
      lighthouseRuns: 3,
      enquiries: 200,
      suppliers: 10_000,
      nginx: true,
      port: 3300,
      out: 'docs/benchmarks.md',
    })
    expect(o.pages).toEqual(LOAD_PAGES)
    expect(o.lighthousePages).toEqual(LIGHTHOUSE_PAGES)
    expect(o.skip.size).toBe(0)
  })

  it('shortens everything in quick mode and keeps docs/benchmarks.md for full runs', () => {
    const o = parseBenchArgs(['--quick'])
    expect(o).toMatchObject({ quick: true, duration: 2, rounds: 1, lighthouseRuns: 1, enquiries: 20, queryRuns: 20 })
    expect(o.lighthousePages).toEqual(['/'])
    expect(o.out).not.toBe('docs/benchmarks.md')
  })

  it('reads values after the flag or after =', () => {
    const o = parseBenchArgs([
      '--duration',
      '5',
      '--concurrency=20',
      '--pages',
      '/,/london',
      '--skip',
      'lighthouse,queries',
      '--no-nginx',
      '--port',
      '4000',
      '--lighthouse-runs',
      '5',
    ])
    expect(o).toMatchObject({ duration: 5, concurrency: 20, nginx: false, port: 4000, lighthouseRuns: 5 })
    expect(o.pages).toEqual(['/', '/london'])
    expect([...o.skip]).toEqual(['lighthouse', 'queries'])
  })

  it('refuses unknown flags, phases and bad numbers', () => {
    expect(() => parseBenchArgs(['--fast'])).toThrow(/Unknown option/)
    expect(() => parseBenchArgs(['--skip', 'coffee'])).toThrow(/unknown phase coffee/)
    expect(() => parseBenchArgs(['--concurrency', '2.5'])).toThrow(/whole number/)
    expect(() => parseBenchArgs(['--lighthouse-runs', '0'])).toThrow(/at least 1/)
    expect(() => parseBenchArgs(['--duration'])).toThrow(/needs a number/)
    expect(() => parseBenchArgs(['--pages', 'london'])).toThrow(/start/)
  })
})

describe('firstPostPath and resolvePages', () => {
  it('finds the first post link on the blog, skipping /blog/featured and the index', () => {
    const html =
      '<a href="/blog">Blog</a><a href="/blog/featured">Featured</a><a ' +
      'href="/blog?category=timber">x</a><a href="/blog/why-hemp-works">Hemp</a><a ' +
      'href="/blog/second">2</a>'
    expect(firstPostPath(html)).toBe('/blog/why-hemp-works')
    expect(firstPostPath('<a href="/about">About</a>')).toBeNull()
  })

  it('finds the first post in a sitemap', () => {
    const xml =
      '<urlset><url><loc>https://x.test/blog</loc></url><url><loc>https://x.test/blog/a-post</loc></url></urlset>'
    expect(firstPostFromSitemap(xml)).toBe('/blog/a-post')
  })

  it('replaces {firstPost}, or leaves it out when there is none', () => {
    expect(resolvePages(['/', '{firstPost}', '/blog'], '/blog/a')).toEqual(['/', '/blog/a', '/blog'])
    expect(resolvePages(['/', '{firstPost}'], null)).toEqual(['/'])
  })

  it('finds the first two products on /materials (never the comparison) and their comparison page', () => {
    const html =
      '<a href="/materials">All</a><a href="/materials/compare?product=x">c</a><a href="/materials/oak-board">1</a>' +
      '<a href="/materials/oak-board">again</a><a href="/materials/lime-render">2</a><a href="/materials/third">3</a>'
    const found = firstProductPaths(html)
    expect(found).toEqual(['/materials/oak-board', '/materials/lime-render'])
    expect(comparePath(found)).toBe('/materials/compare?product=oak-board&product=lime-render')
    expect(comparePath(found.slice(0, 1))).toBeNull()
    const more = { '{firstProduct}': found[0], '{firstCompare}': null }
    expect(resolvePages(['/materials', '{firstProduct}', '{firstCompare}'], null, null, more)).toEqual([
      '/materials',
      '/materials/oak-board',
    ])
  })
})

describe('cachingProblems', () => {
  it('accepts a shareable public page', () => {
    expect(cachingProblems({ cacheControl: 's-maxage=300, stale-while-revalidate=31535700', setCookie: null })).toEqual(
      [],
    )
  })

  it('names what keeps a page out of shared caches', () => {
    expect(
      cachingProblems({ cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate', setCookie: null })[0],
    ).toMatch(/not shareable/)
    expect(cachingProblems({ cacheControl: null, setCookie: null })).toEqual(['no Cache-Control'])
    expect(cachingProblems({ cacheControl: 's-maxage=300', setCookie: 'session=abc; Path=/' })).toEqual([
      'no stale-while-revalidate',
      'Set-Cookie: session=abc',
    ])
    expect(cachingProblems({ cacheControl: 'max-age=60', setCookie: null })[0]).toMatch(/no s-maxage/)
  })
})

describe('analysePlan', () => {
  it('accepts plans that reach the supplier tables through indexes', () => {
    const plan = [
      'Limit  (cost=0.29..120.50 rows=200 width=300) (actual time=0.05..2.10 rows=200 loops=1)',
      '  ->  Index Scan Backward using suppliers_eco_score_idx on suppliers  (cost=0.29..900.00 rows=1667 width=300)',
      "        Filter: ((_status = 'published'::enum_suppliers_status) AND (category_id = 1))",
      '  SubPlan 1',
      '    ->  Bitmap Heap Scan on suppliers_city_keys  (cost=4.3..12.0 rows=2 width=32)',
      '          ->  Bitmap Index Scan on suppliers_city_keys_parent_id_idx  (cost=0.00..4.30 rows=2 width=0)',
      '    ->  Seq Scan on categories  (cost=0.00..1.06 rows=6 width=36)',
    ].join('\n')
    const result = analysePlan(plan)
    expect(result.indexScans).toBe(true)
    expect(result.seqScans).toEqual([])
    expect(result.scans).toContain('Index Scan Backward using suppliers_eco_score_idx on suppliers')
    expect(result.scans).toContain('Seq Scan on categories')
  })

  it('flags a sequential scan of a table that grows with the directory', () => {
    const plan = [
      'Sort  (cost=1.0..2.0)',
      '  ->  Seq Scan on suppliers  (cost=0.00..400.00 rows=1667)',
      '  ->  Seq Scan on "suppliers_texts"  (cost=0.00..600.00)',
    ].join('\n')
    const result = analysePlan(plan)
    expect(result.indexScans).toBe(false)
    expect(result.seqScans).toEqual(['suppliers', 'suppliers_texts'])
  })

  it('does not call a plan without any index use indexed', () => {
    expect(analysePlan('Seq Scan on categories  (cost=0.00..1.06 rows=6)').indexScans).toBe(false)
  })
})

describe('describeChunk', () => {
  it('names the client components a Turbopack chunk registers and the libraries in it', () => {
    const source =
      'e.s(["FallbackImage",0,function(){return{fetchPriority:1,srcSet:""}}]);e.s(["Toaster",0,x]);e.s(["f",0,y]);' +
      'var a="data-sonner-toaster";var b="data-radix-collection-item"'
    const d = describeChunk(source)
    expect(d.components).toEqual(['FallbackImage', 'Toaster'])
    expect(d.libraries).toEqual(['sonner', 'radix-ui', 'next/image'])
    expect(chunkLabel(d)).toBe('FallbackImage Toaster [sonner] [radix-ui] [next/image]')
  })

  it('says nothing it cannot see', () => {
    expect(chunkLabel(describeChunk('console.log(1)'))).toBe('–')
  })
})
