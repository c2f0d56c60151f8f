import { describe, expect, it } from 'vitest'

import { hasMaterialsQuery, materialsQueryString, parseMaterialsQuery } from '@/lib/materials/browse'
import { formatFigure, gwpText, setLabel } from '@/lib/materials/format'

describe("/materials' query", () => {
  it('reads the GET form, ignoring blanks and anything unknown', () => {
    const q = parseMaterialsQuery({
      category: 'insulation',
      type: 'wood-fibre-board',
      unit: 'm3',
      standard: 'en15804-a2',
      data: 'generic',
      valid: '1',
      sort: 'gwp',
      page: '3',
    })
    expect(q).toEqual({
      category: 'insulation',
      type: 'wood-fibre-board',
      unit: 'm3',
      standard: 'en15804-a2',
      dataType: 'generic',
      validOnly: true,
      sort: 'gwp',
      page: 3,
    })
    expect(
      parseMaterialsQuery({ category: '', type: 'Not A Slug', unit: 'yard', standard: 'iso', sort: 'x', page: '-2' }),
    ).toEqual({
      category: null,
      type: null,
      unit: null,
      standard: null,
      dataType: null,
      validOnly: false,
      sort: 'name',
      page: 1,
    })
    expect(parseMaterialsQuery({ page: '1.5' }).page).toBe(1)
    expect(parseMaterialsQuery({ page: '10001' }).page).toBe(1)
  })

  it('writes the address of a page of the same query back', () => {
    const q = parseMaterialsQuery({ type: 'clt-panel', sort: 'gwp', valid: '1' })
    expect(materialsQueryString(q, 2)).toBe('type=clt-panel&valid=1&sort=gwp&page=2')
    expect(materialsQueryString(parseMaterialsQuery({}))).toBe('')
    expect(hasMaterialsQuery(new URLSearchParams(''))).toBe(false)
    expect(hasMaterialsQuery(new URLSearchParams('type='))).toBe(true)
  })
})

describe('EPD figures as the site writes them', () => {
  it('always says what a figure is per', () => {
    expect(gwpText(42.5, { quantity: 1, unit: 'm3' })).toBe('42.5 kg CO2e per 1 m³')
    expect(gwpText(0.15234, { quantity: 1000, unit: 'kg' })).toBe('0.1523 kg CO2e per 1000 kg')
    expect(formatFigure(12345.6)).toBe('12,346')
    expect(formatFigure(-120)).toBe('-120')
    expect(setLabel('en15804-a1', 'manufacturer')).toBe("EN 15804+A1, manufacturers' own data")
  })
})
