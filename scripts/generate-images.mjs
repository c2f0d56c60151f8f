// Draws the site's original abstract artwork from SVG and writes compressed files to public/images.
// Run with `node scripts/generate-images.mjs`; the output is committed so nothing is fetched at build or run time.
import { mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

import { createRandom } from './lib/random.mjs'

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images')
const HERO_BYTES_LIMIT = 60 * 1024
const TOTAL_BYTES_LIMIT = 1.5 * 1024 * 1024

const C = {
  forest: '#14532d',
  pine: '#166534',
  leaf: '#15803d',
  fern: '#22c55e',
  mint: '#86efac',
  mist: '#dcfce7',
  moss: '#4d7c0f',
  sage: '#a3b18a',
  olive: '#6b8f4e',
  bark: '#78350f',
  oak: '#a16207',
  sand: '#e7d8b1',
  clay: '#c2410c',
  terracotta: '#b45309',
  cream: '#fef9ec',
  stone: '#d6d3d1',
  slate: '#57534e',
  charcoal: '#292524',
  sky: '#e0f2fe',
  skyDeep: '#bae6fd',
  sun: '#fde68a',
  navy: '#1e3a5f',
  water: '#7dd3fc',
}

const r1 = (n) => Math.round(n * 10) / 10

function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops.map(
    ([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
  )
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s.join('')}</linearGradient>`
}

const blur = (id, std) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`

function svg(w, h, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ` +
    `${h}"><defs>${defs}${blur('soft', 24)}${blur('haze', 60)}</defs>${body}</svg>`
  )
}

function backdrop(w, h, top, bottom, id = 'bg') {
  return {
    defs: linear(id, [
      [0, top],
      [1, bottom],
    ]),
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  }
}

/** A w×h picture on the backdrop from `top` to `bottom`, with `body` drawn over it. */
function scene(w, h, top, bottom, body) {
  const bg = backdrop(w, h, top, bottom)
  return svg(w, h, bg.defs, bg.body + body)
}

function glow(cx, cy, r, color, opacity = 0.6) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${opacity}" filter="url(#haze)"/>`
}

function sun(cx, cy, r) {
  return `${glow(cx, cy, r * 2.2, C.sun, 0.55)}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.sun}"/>`
}

// A smooth ridge line across the width, closed down to the bottom edge.
function hills(w, h, baseY, amplitude, color, seed, opacity = 1) {
  const rand = createRandom(seed)
  const steps = 6
  const pts = Array.from({ length: steps + 1 }, (_, i) => [(w / steps) * i, baseY - rand() * amplitude])
  let d = `M0 ${h} L0 ${r1(pts[0][1])}`
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1]
    const [x, y] = pts[i]
    const mx = (px + x) / 2
    d += ` C${r1(mx)} ${r1(py)} ${r1(mx)} ${r1(y)} ${r1(x)} ${r1(y)}`
  }
  d += ` L${w} ${h} Z`
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`
}

function roundTree(x, groundY, size, canopy, trunk = C.bark) {
  return (
    `<rect x="${r1(x - size * 0.06)}" y="${r1(groundY - size * 0.55)}" width="${r1(size * 0.12)}" height="${r1(size * 0.55)}" fill="${trunk}"/>` +
    `<circle cx="${x}" cy="${r1(groundY - size * 0.75)}" r="${r1(size * 0.38)}" fill="${canopy}"/>`
  )
}

function pineTree(x, groundY, size, color) {
  const w = size * 0.34
  return `<path d="M${r1(x)} ${r1(groundY - size)} L${r1(x + w)} ${groundY} L${r1(x - w)} ${groundY} Z" fill="${color}"/>`
}

function forest(w, groundY, count, seed, colors, sizeRange = [50, 110]) {
  const rand = createRandom(seed)
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = rand() * w
    const size = sizeRange[0] + rand() * (sizeRange[1] - sizeRange[0])
    const color = colors[Math.floor(rand() * colors.length)]
    out += rand() > 0.5 ? pineTree(x, groundY + 4, size, color) : roundTree(x, groundY + 4, size, color)
  }
  return out
}

function solarPanel(x, y, w, h, cols, rows, skew = 0.25) {
  const cw = w / cols
  const rh = h / rows
  let cells = ''
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x0 = x + c * cw + (rows - r) * rh * skew
      const y0 = y + r * rh
      const x1 = x0 + cw - 3
      const sk = rh * skew
      cells += `<path d="M${r1(x0)} ${r1(y0)} L${r1(x1)} ${r1(y0)} L${r1(x1 - sk)} ${r1(y0 + rh - 3)} L${r1(x0 - sk)} ${r1(y0 + rh - 3)} Z" fill="${C.navy}"/>`
    }
  }
  return `<g>${cells}<path d="M${r1(x + h * skew)} ${r1(y)} L${r1(x + w + h * skew)} ${r1(y)}" stroke="${C.skyDeep}" stroke-width="2" opacity="0.6"/></g>`
}

function house(x, groundY, w, h, { wall = C.cream, roof = C.terracotta, door = C.leaf, solar = false } = {}) {
  const roofH = h * 0.55
  const top = groundY - h
  let out = `<rect x="${x}" y="${r1(top)}" width="${w}" height="${h}" fill="${wall}"/>`
  out += `<path d="M${r1(x - w * 0.08)} ${r1(top)} L${r1(x + w / 2)} ${r1(top - roofH)} L${r1(x + w * 1.08)} ${r1(top)} Z" fill="${roof}"/>`
  if (solar) {
    // A strip along the right roof slope, inset so it stays inside the gable.
    const apex = [x + w / 2, top - roofH]
    const eave = [x + w * 1.08, top]
    const at = (t) => [apex[0] + t * (eave[0] - apex[0]), apex[1] + t * (eave[1] - apex[1])]
    const [a, b] = [at(0.3), at(0.85)]
    const shift = w * 0.16
    out +=
      `<path d="M${r1(a[0] - 4)} ${r1(a[1] + 6)} L${r1(b[0] - 4)} ${r1(b[1] - 4)} L${r1(b[0] - 4 - shift)} ` +
      `${r1(b[1] - 4)} L${r1(a[0] - 4 - shift * 0.35)} ${r1(a[1] + 6)} Z" fill="${C.navy}"/>`
  }
  out += `<rect x="${r1(x + w * 0.42)}" y="${r1(groundY - h * 0.48)}" width="${r1(w * 0.16)}" height="${r1(h * 0.48)}" rx="3" fill="${door}"/>`
  out += `<rect x="${r1(x + w * 0.12)}" y="${r1(top + h * 0.2)}" width="${r1(w * 0.18)}" height="${r1(h * 0.22)}" rx="2" fill="${C.skyDeep}"/>`
  out += `<rect x="${r1(x + w * 0.7)}" y="${r1(top + h * 0.2)}" width="${r1(w * 0.18)}" height="${r1(h * 0.22)}" rx="2" fill="${C.skyDeep}"/>`
  return out
}

// Landmarks are loose abstractions, enough to tell the five city heroes apart.
const LANDMARKS = {
  london: (x, base, color) =>
    `<rect x="${x}" y="${base - 300}" width="34" height="300" fill="${color}"/><path d="M${x - 4} ` +
    `${base - 300} L${x + 17} ${base - 360} L${x + 38} ${base - 300} Z" ` +
    `fill="${color}"/><circle cx="${x + 17}" cy="${base - 262}" r="11" fill="${C.sun}" ` +
    `opacity="0.8"/>` +
    `<path d="M${x + 260} ${base} L${x + 318} ${base - 420} L${x + 340} ${base} Z" fill="${color}" opacity="0.85"/>` +
    `<path d="M${x + 470} ${base} A90 90 0 0 1 ${x + 650} ${base}" fill="none" stroke="${color}" stroke-width="10"/>`,
  birmingham: (x, base, color) =>
    `<rect x="${x}" y="${base - 240}" width="90" height="240" rx="45" fill="${color}"/>` +
    `<path d="M${x + 300} ${base} Q${x + 380} ${base - 190} ${x + 460} ${base} Z" fill="${color}" opacity="0.8"/>`,
  manchester: (x, base, color) =>
    `<path d="M${x} ${base} L${x} ${base - 380} L${x + 46} ${base - 400} L${x + 60} ${base} Z" fill="${color}"/>` +
    (`<rect x="${x + 330}" y="${base - 150}" width="150" height="150" fill="${color}" ` +
      `opacity="0.85"/><rect x="${x + 350}" y="${base - 230}" width="16" height="80" ` +
      `fill="${color}" opacity="0.85"/>`),
  glasgow: (x, base, color) =>
    `<path d="M${x} ${base - 200} L${x + 240} ${base - 200} M${x + 40} ${base - 200} L${x + 40} ` +
    `${base} M${x + 40} ${base - 200} L${x + 160} ${base - 120}" stroke="${color}" ` +
    `stroke-width="12" fill="none"/>` +
    `<path d="M${x + 380} ${base} A120 120 0 0 1 ${x + 620} ${base} Z" fill="${color}" opacity="0.8"/>`,
  leeds: (x, base, color) =>
    `<rect x="${x}" y="${base - 160}" width="220" height="160" fill="${color}"/><rect ` +
    `x="${x + 85}" y="${base - 250}" width="50" height="90" fill="${color}"/><ellipse ` +
    `cx="${x + 110}" cy="${base - 250}" rx="32" ry="34" fill="${color}"/>` +
    `<rect x="${x + 420}" y="${base - 280}" width="70" height="280" fill="${color}" opacity="0.85"/>`,
}

function skyline(w, base, seed, color, opacity = 1, heightRange = [80, 260]) {
  const rand = createRandom(seed)
  let x = -20
  let out = ''
  while (x < w) {
    const bw = 40 + rand() * 90
    const bh = heightRange[0] + rand() * (heightRange[1] - heightRange[0])
    out += `<rect x="${r1(x)}" y="${r1(base - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${color}"/>`
    x += bw + rand() * 14
  }
  return `<g opacity="${opacity}">${out}</g>`
}

function heroCity(name, seed, w = 1600, h = 700) {
  const base = 600
  const body =
    sun(1280, 170, 70) +
    skyline(w, base, seed, C.sage, 0.55, [120, 320]) +
    skyline(w, base, seed + 7, C.fern, 0.55, [50, 170]) +
    LANDMARKS[name](520, base, C.pine) +
    hills(w, h, base + 10, 30, C.pine, seed + 3) +
    forest(w, base + 40, 16, seed + 5, [C.forest, C.moss, C.leaf], [40, 90])
  return scene(w, h, C.sky, C.mist, body)
}

function heroHome(w = 1600, h = 700) {
  const body =
    sun(1250, 160, 80) +
    hills(w, h, 430, 110, C.mint, 11, 0.8) +
    hills(w, h, 520, 80, C.fern, 12, 0.7) +
    forest(w, 540, 12, 13, [C.leaf, C.pine, C.moss]) +
    hills(w, h, 600, 40, C.pine, 14) +
    house(640, 610, 260, 170, { solar: true }) +
    house(980, 620, 180, 120, { roof: C.slate, wall: C.sand }) +
    roundTree(560, 620, 130, C.leaf) +
    pineTree(1230, 624, 150, C.forest)
  return scene(w, h, C.skyDeep, C.mist, body)
}

function heroContact(w = 1600, h = 700) {
  const rand = createRandom(21)
  let leaves = ''
  for (let i = 0; i < 14; i++) {
    const x = r1(rand() * w)
    const y = r1(rand() * h)
    const s = 40 + rand() * 90
    const rot = Math.round(rand() * 360)
    leaves +=
      `<path transform="translate(${x} ${y}) rotate(${rot})" d="M0 0 C${r1(s * 0.6)} ` +
      `${r1(-s * 0.5)} ${r1(s * 1.4)} ${r1(-s * 0.3)} ${r1(s * 1.8)} 0 C${r1(s * 1.4)} ${r1(s * 0.3)} ` +
      `${r1(s * 0.6)} ${r1(s * 0.5)} 0 0 Z" fill="${i % 2 ? C.fern : C.mint}" ` +
      `opacity="${r1(0.25 + rand() * 0.4)}"/>`
  }
  const body =
    glow(1200, 250, 260, C.mint, 0.35) +
    glow(300, 560, 240, C.sun, 0.2) +
    leaves +
    `<circle cx="1140" cy="360" r="150" fill="${C.mist}" opacity="0.15"/><circle cx="1320" cy="300" r="95" fill="${C.mist}" opacity="0.12"/>`
  return scene(w, h, C.forest, C.leaf, body)
}

function heroSuppliers(w = 1600, h = 700) {
  let stacks = ''
  const palette = [C.oak, C.bark, C.stone, C.sage, C.terracotta, C.olive]
  const rand = createRandom(31)
  for (let s = 0; s < 6; s++) {
    const x = 120 + s * 240
    let y = 620
    const layers = 3 + Math.floor(rand() * 4)
    for (let l = 0; l < layers; l++) {
      const bh = 36 + rand() * 30
      const bw = 170 - rand() * 40
      y -= bh + 6
      stacks += `<rect x="${r1(x + (170 - bw) / 2)}" y="${r1(y)}" width="${r1(bw)}" height="${r1(bh)}" rx="6" fill="${palette[(s + l) % palette.length]}"/>`
    }
  }
  const body = glow(800, 200, 360, C.mint, 0.5) + `<rect y="620" width="${w}" height="80" fill="${C.pine}"/>` + stacks
  return scene(w, h, C.mist, C.sand, body)
}

function heroAbout(w = 1600, h = 700) {
  const body =
    sun(420, 200, 90) +
    hills(w, h, 520, 90, C.fern, 41, 0.6) +
    hills(w, h, 600, 50, C.leaf, 42) +
    roundTree(1000, 620, 420, C.pine) +
    `<circle cx="900" cy="300" r="110" fill="${C.leaf}"/><circle cx="1110" cy="290" r="120" fill="${C.leaf}"/>` +
    forest(w, 610, 10, 43, [C.forest, C.moss], [40, 80])
  return scene(w, h, C.sky, C.mint, body)
}

function heroBlog(w = 1600, h = 700) {
  let pages = ''
  for (let i = 0; i < 5; i++) {
    const x = 380 + i * 190
    const rot = -14 + i * 7
    pages +=
      `<g transform="rotate(${rot} ${x + 150} 380)"><rect x="${x}" y="170" ` +
      `width="300" height="380" rx="14" fill="${i % 2 ? C.mist : '#ffffff'}" ` +
      `stroke="${C.sage}" stroke-width="3"/>`
    for (let line = 0; line < 6; line++) {
      pages += `<rect x="${x + 30}" y="${330 + line * 30}" width="${240 - (line % 3) * 40}" height="10" rx="5" fill="${C.sage}" opacity="0.6"/>`
    }
    pages += `<rect x="${x + 30}" y="200" width="240" height="110" rx="8" fill="${[C.fern, C.oak, C.water, C.leaf, C.terracotta][i]}" opacity="0.75"/></g>`
  }
  const body = glow(300, 150, 220, C.mint, 0.6) + glow(1350, 560, 260, C.sun, 0.5) + pages
  return scene(w, h, C.cream, C.mist, body)
}

function categoryTimber(w = 800, h = 500) {
  let logs = ''
  const r = 62
  for (let row = 0; row < 3; row++) {
    const count = 5 - row
    for (let i = 0; i < count; i++) {
      const cx = w / 2 - (count - 1) * r + i * r * 2
      const cy = h - 70 - row * r * 1.72
      logs += `<circle cx="${cx}" cy="${r1(cy)}" r="${r}" fill="${C.bark}"/><circle cx="${cx}" cy="${r1(cy)}" r="${r - 8}" fill="${C.sand}"/>`
      for (let ring = 1; ring < 4; ring++) {
        logs += `<circle cx="${cx}" cy="${r1(cy)}" r="${r - 8 - ring * 12}" fill="none" stroke="${C.oak}" stroke-width="3" opacity="0.55"/>`
      }
    }
  }
  return scene(w, h, C.cream, C.sand, glow(640, 90, 140, C.mint, 0.6) + logs)
}

function categoryInsulation(w = 800, h = 500) {
  const colors = [C.sand, '#f3e8d0', C.mint, C.sage, C.sand, C.olive]
  let layers = ''
  for (let i = 0; i < colors.length; i++) {
    const y = 90 + i * 62
    let d = `M0 ${y}`
    for (let x = 0; x <= w; x += 100) d += ` Q${x + 50} ${y + (i % 2 ? -22 : 22)} ${x + 100} ${y}`
    d += ` L${w} ${h} L0 ${h} Z`
    layers += `<path d="${d}" fill="${colors[i]}"/>`
  }
  return scene(w, h, C.mist, C.cream, layers)
}

function categoryConcrete(w = 800, h = 500) {
  let blocks = ''
  const bw = 180
  const bh = 80
  for (let row = 0; row < 5; row++) {
    const offset = row % 2 ? -bw / 2 : 0
    for (let x = offset; x < w; x += bw + 8) {
      const shade = ['#a8a29e', '#b8b2ad', '#9c958f'][(row + Math.round(x / bw) + 3) % 3]
      blocks += `<rect x="${x}" y="${h - (row + 1) * (bh + 8)}" width="${bw}" height="${bh}" rx="4" fill="${shade}"/>`
    }
  }
  const moss = `<path d="M0 ${h} Q200 ${h - 70} 400 ${h - 30} T${w} ${h - 60} L${w} ${h} Z" fill="${C.moss}" opacity="0.85"/>`
  return scene(w, h, '#e7e5e4', C.stone, blocks + moss + forest(w, h - 30, 6, 61, [C.leaf, C.pine], [40, 70]))
}

function categoryPaints(w = 800, h = 500) {
  const colors = [C.leaf, C.sage, C.oak, C.terracotta, C.water, C.olive]
  let strokes = ''
  colors.forEach((color, i) => {
    const y = 80 + i * 64
    strokes +=
      `<path d="M${80 + (i % 2) * 30} ${y} C300 ${y - 30} 500 ${y + 30} ${720 - (i % 3) * 30} ` +
      `${y}" stroke="${color}" stroke-width="46" stroke-linecap="round" fill="none"/>`
  })
  return scene(w, h, C.cream, '#f5efe0', strokes)
}

function categoryRoofing(w = 800, h = 500) {
  let tiles = ''
  const roofTop = 120
  const rowGap = 44
  // Lowest row first so each upper row overlaps the one beneath, as real tiles do.
  for (let row = 8; row >= 0; row--) {
    const y = roofTop + row * rowGap
    const offset = row % 2 ? 30 : 0
    for (let x = -60 + offset; x < w + 60; x += 60) {
      const fill = (row + Math.round(x / 60)) % 4 === 0 ? C.terracotta : C.clay
      tiles += `<path d="M${x + 1} ${y} h58 v34 a29 24 0 0 1 -58 0 Z" fill="${fill}" stroke="#9a3412" stroke-width="2"/>`
    }
  }
  const sedum =
    `<path d="M0 ${roofTop} Q200 ${roofTop - 50} 400 ${roofTop - 20} T${w} ${roofTop - 30} ` +
    `L${w} ${roofTop + 10} L0 ${roofTop + 10} Z" fill="${C.leaf}"/>`
  return scene(w, h, C.sky, C.mist, sun(660, 70, 40) + tiles + sedum)
}

function categorySolar(w = 800, h = 500) {
  const body =
    sun(640, 110, 60) +
    hills(w, h, 420, 40, C.fern, 71) +
    solarPanel(110, 190, 520, 200, 6, 3) +
    `<rect x="250" y="390" width="14" height="60" fill="${C.slate}"/><rect x="520" y="390" width="14" height="60" fill="${C.slate}"/>`
  return scene(w, h, C.skyDeep, C.sky, body)
}

const SUPPLIER_SCENES = [
  { top: C.sky, bottom: C.mist, wall: C.cream, roof: C.leaf, solar: true, seed: 81 },
  { top: C.cream, bottom: C.sand, wall: C.oak, roof: C.bark, solar: false, seed: 82 },
  { top: C.mist, bottom: C.mint, wall: '#ffffff', roof: C.slate, solar: true, seed: 83 },
  { top: C.skyDeep, bottom: C.sky, wall: C.sand, roof: C.terracotta, solar: false, seed: 84 },
  { top: '#f5f5f4', bottom: C.stone, wall: C.sage, roof: C.forest, solar: true, seed: 85 },
  { top: C.sun, bottom: C.cream, wall: C.cream, roof: C.clay, solar: false, seed: 86 },
  { top: C.mint, bottom: C.mist, wall: C.stone, roof: C.pine, solar: true, seed: 87 },
  { top: C.sky, bottom: C.sand, wall: C.oak, roof: C.slate, solar: false, seed: 88 },
]

// A warehouse or yard under a varied sky: one scene per supplier card.
function supplierScene(i, w = 800, h = 500) {
  const s = SUPPLIER_SCENES[i]
  const rand = createRandom(s.seed)
  const ground = h - 70
  const bw = 340 + rand() * 80
  const bx = 120 + rand() * 160
  const bh = 170 + rand() * 40
  let shed = `<rect x="${r1(bx)}" y="${r1(ground - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${s.wall}"/>`
  shed +=
    `<path d="M${r1(bx - 20)} ${r1(ground - bh)} L${r1(bx + bw / 2)} ${r1(ground - bh - 80)} ` +
    `L${r1(bx + bw + 20)} ${r1(ground - bh)} Z" fill="${s.roof}"/>`
  shed += `<rect x="${r1(bx + bw * 0.35)}" y="${r1(ground - bh * 0.6)}" width="${r1(bw * 0.3)}" height="${r1(bh * 0.6)}" fill="${C.charcoal}" opacity="0.7"/>`
  if (s.solar) shed += solarPanel(bx + bw * 0.1, ground - bh - 56, bw * 0.32, 40, 4, 1, 0.6)
  let stock = ''
  for (let k = 0; k < 3; k++) {
    const px = bx + bw + 40 + k * 36
    stock += `<rect x="${r1(px)}" y="${ground - 30 - k * 8}" width="30" height="${30 + k * 8}" rx="3" fill="${[C.oak, C.sage, C.stone][k]}"/>`
  }
  const body =
    glow(w * (0.2 + rand() * 0.6), 80, 120, C.sun, 0.5) +
    hills(w, h, ground - 60, 50, C.mint, s.seed + 1, 0.7) +
    forest(w, ground - 10, 6, s.seed + 2, [C.leaf, C.pine, C.moss], [50, 100]) +
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="${C.pine}"/>` +
    shed +
    stock
  return scene(w, h, s.top, s.bottom, body)
}

function windTurbine(x, groundY, height, angle, color = '#ffffff') {
  const hubY = groundY - height
  const blade = (a) =>
    `<path transform="rotate(${a} ${x} ${hubY})" d="M${x} ${hubY} L${x - 8} ${r1(hubY - height * 0.1)} ` +
    `L${x} ${r1(hubY - height * 0.55)} L${x + 6} ${r1(hubY - height * 0.1)} Z" ` +
    `fill="${color}"/>`
  return (
    `<path d="M${x - 6} ${groundY} L${x - 3} ${hubY} L${x + 3} ${hubY} L${x + 6} ${groundY} ` +
    `Z" fill="${color}"/>${blade(angle)}${blade(angle + 120)}${blade(angle + 240)}<circle ` +
    `cx="${x}" cy="${hubY}" r="7" fill="${color}"/>`
  )
}

function droplet(x, y, s, color, opacity) {
  return (
    `<path d="M${x} ${y} C${r1(x + s * 0.6)} ${r1(y + s * 0.8)} ${r1(x + s * 0.6)} ${r1(y + s * 1.3)} ` +
    `${x} ${r1(y + s * 1.3)} C${r1(x - s * 0.6)} ${r1(y + s * 1.3)} ${r1(x - s * 0.6)} ${r1(y + s * 0.8)} ` +
    `${x} ${y} Z" fill="${color}" opacity="${opacity}"/>`
  )
}

function postMaterials(w = 1200, h = 630) {
  let blocks = ''
  for (let row = 0; row < 4; row++) {
    for (let c = 0; c < 5; c++) {
      const x = 220 + c * 156 + (row % 2 ? 78 : 0)
      const y = h - 90 - (row + 1) * 86
      blocks += `<rect x="${x}" y="${y}" width="146" height="78" rx="6" fill="${(row + c) % 3 ? '#d9c9a0' : '#cbb88a'}"/>`
      blocks +=
        `<circle cx="${x + 40}" cy="${y + 30}" r="4" fill="${C.oak}" ` +
        `opacity="0.5"/><circle cx="${x + 100}" cy="${y + 50}" r="3" fill="${C.moss}" ` +
        `opacity="0.5"/>`
    }
  }
  const hemp = Array.from({ length: 7 }, (_, i) => {
    const x = 80 + i * 12
    return `<path d="M${x} ${h - 90} Q${x - 20} ${h - 300} ${x + 10} ${h - 420}" stroke="${C.leaf}" stroke-width="6" fill="none"/>`
  }).join('')
  return scene(
    w,
    h,
    C.cream,
    C.sand,
    glow(950, 130, 200, C.mint, 0.6) +
      `<rect y="${h - 90}" width="${w}" height="90" fill="${C.olive}"/>` +
      blocks +
      hemp,
  )
}

function postEnergy(w = 1200, h = 630) {
  const waves = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${420 - i * 40} ${200 - i * 50} Q600 ${120 - i * 60} ${780 + i * 40} ` +
        `${200 - i * 50}" stroke="${C.sun}" stroke-width="8" fill="none" ` +
        `opacity="${0.7 - i * 0.2}" stroke-linecap="round"/>`,
    )
    .join('')
  const body =
    glow(600, 420, 300, C.sun, 0.25) +
    hills(w, h, 560, 30, C.pine, 91) +
    house(440, 570, 320, 210, { wall: C.cream, roof: C.leaf, door: C.oak }) +
    waves
  return scene(w, h, C.navy, '#335c67', body)
}

function postWater(w = 1200, h = 630) {
  const rand = createRandom(101)
  let drops = ''
  for (let i = 0; i < 24; i++)
    drops += droplet(r1(rand() * w), r1(rand() * 380), 16 + rand() * 26, C.water, r1(0.4 + rand() * 0.5))
  const ripple = [0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="600" cy="540" rx="${140 + i * 110}" ry="${22 + i * 16}" fill="none" stroke="${C.water}" stroke-width="4" opacity="${0.8 - i * 0.2}"/>`,
    )
    .join('')
  const body =
    `<rect y="500" width="${w}" height="${h - 500}" fill="#5fb3d1" opacity="0.7"/>` +
    ripple +
    drops +
    forest(w, 500, 8, 102, [C.leaf, C.pine], [60, 120])
  return scene(w, h, C.sky, '#bfe3f0', body)
}

function postRenewable(w = 1200, h = 630) {
  const body =
    sun(980, 120, 60) +
    hills(w, h, 420, 90, C.mint, 111, 0.8) +
    windTurbine(300, 440, 260, 10) +
    windTurbine(520, 400, 200, 50) +
    windTurbine(760, 450, 240, 80) +
    hills(w, h, 520, 50, C.fern, 112) +
    solarPanel(820, 480, 300, 90, 5, 2)
  return scene(w, h, C.skyDeep, C.mist, body)
}

function resourcesWhy(w = 800, h = 600) {
  const leaf =
    `<path d="M400 80 C620 140 660 400 400 540 C140 400 180 140 400 80 Z" ` +
    `fill="${C.leaf}" opacity="0.9"/><path d="M400 110 L400 520" stroke="${C.mist}" ` +
    `stroke-width="6"/>`
  const veins = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M400 ${200 + i * 80} L${300 - i * 10} ${140 + i * 80} M400 ${200 + i * 80} ` +
        `L${500 + i * 10} ${140 + i * 80}" stroke="${C.mist}" stroke-width="4"/>`,
    )
    .join('')
  return scene(
    w,
    h,
    C.mist,
    C.mint,
    glow(400, 300, 260, C.sun, 0.35) + leaf + veins + house(330, 420, 140, 90, { wall: C.cream, roof: C.pine }),
  )
}

function resourcesHow(w = 800, h = 600) {
  let crates = ''
  const colors = [C.oak, C.sage, C.stone, C.olive, C.terracotta, C.leaf]
  colors.forEach((color, i) => {
    const x = 140 + (i % 3) * 180
    const y = 250 + Math.floor(i / 3) * 150
    crates +=
      `<rect x="${x}" y="${y}" width="150" height="120" rx="10" ` +
      `fill="${color}"/><path d="M${x} ${y + 40} H${x + 150}" stroke="${C.cream}" ` +
      `stroke-width="5" opacity="0.6"/>`
  })
  const pin =
    `<path d="M400 60 C470 60 500 110 500 150 C500 210 400 250 400 250 C400 250 ` +
    `300 210 300 150 C300 110 330 60 400 60 Z" fill="${C.pine}"/><circle cx="400" cy="145" ` +
    `r="34" fill="${C.mint}"/>`
  return scene(w, h, C.cream, C.sand, glow(650, 120, 160, C.mint, 0.6) + crates + pin)
}

function fallback(w = 800, h = 500) {
  const icon =
    `<g opacity="0.6"><rect x="320" y="170" width="160" height="130" rx="14" ` +
    `fill="none" stroke="#a8a29e" stroke-width="8"/><circle cx="365" cy="210" r="14" ` +
    `fill="#a8a29e"/><path d="M330 290 L385 235 L420 265 L445 245 L470 290 Z" ` +
    `fill="#a8a29e"/></g>`
  return scene(w, h, '#f5f5f4', '#e7e5e4', icon)
}

function ogDefault(w = 1200, h = 630) {
  const bg = linear(
    'og',
    [
      [0, C.forest],
      [1, C.leaf],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  const leaf =
    `<path d="M600 120 C820 180 860 420 600 540 C340 420 380 180 600 120 Z" ` +
    `fill="${C.mint}" opacity="0.9"/><path d="M600 150 L600 520" stroke="${C.forest}" ` +
    `stroke-width="8"/>`
  const home = house(540, 470, 120, 80, { wall: C.cream, roof: C.forest, door: C.oak })
  const body = `<rect width="${w}" height="${h}" fill="url(#og)"/>${glow(980, 120, 220, C.sun, 0.3)}${leaf}${home}`
  return svg(w, h, bg, body)
}

const CITIES = ['london', 'birmingham', 'manchester', 'glasgow', 'leeds']

const IMAGES = [
  { file: 'hero-home.webp', width: 1600, height: 700, draw: heroHome },
  ...CITIES.map((city, i) => ({
    file: `hero-${city}.webp`,
    width: 1600,
    height: 700,
    draw: () => heroCity(city, 500 + i * 17),
  })),
  { file: 'hero-contact.webp', width: 1600, height: 700, draw: heroContact },
  { file: 'hero-suppliers.webp', width: 1600, height: 700, draw: heroSuppliers },
  { file: 'hero-about.webp', width: 1600, height: 700, draw: heroAbout },
  { file: 'hero-blog.webp', width: 1600, height: 700, draw: heroBlog },
  { file: 'category-timber.webp', width: 800, height: 500, draw: () => categoryTimber() },
  { file: 'category-insulation.webp', width: 800, height: 500, draw: () => categoryInsulation() },
  { file: 'category-concrete.webp', width: 800, height: 500, draw: () => categoryConcrete() },
  { file: 'category-paints.webp', width: 800, height: 500, draw: () => categoryPaints() },
  { file: 'category-roofing.webp', width: 800, height: 500, draw: () => categoryRoofing() },
  { file: 'category-solar.webp', width: 800, height: 500, draw: () => categorySolar() },
  ...SUPPLIER_SCENES.map((_, i) => ({
    file: `supplier-${i + 1}.webp`,
    width: 800,
    height: 500,
    draw: () => supplierScene(i),
  })),
  { file: 'post-1.webp', width: 1200, height: 630, draw: () => postMaterials() },
  { file: 'post-2.webp', width: 1200, height: 630, draw: () => postEnergy() },
  { file: 'post-3.webp', width: 1200, height: 630, draw: () => postWater() },
  { file: 'post-4.webp', width: 1200, height: 630, draw: () => postRenewable() },
  { file: 'resources-why.webp', width: 800, height: 600, draw: () => resourcesWhy() },
  { file: 'resources-how.webp', width: 800, height: 600, draw: () => resourcesHow() },
  { file: 'fallback.webp', width: 800, height: 500, draw: () => fallback() },
  { file: 'og-default.png', width: 1200, height: 630, draw: () => ogDefault() },
]

async function render({ file, width, height, draw }) {
  const image = sharp(Buffer.from(draw())).resize(width, height)
  const target = path.join(OUT_DIR, file)
  const info = file.endsWith('.png')
    ? await image.png({ palette: true, colours: 128, compressionLevel: 9, effort: 10 }).toFile(target)
    : await image.webp({ quality: 80, effort: 6, smartSubsample: true }).toFile(target)
  if (info.width !== width || info.height !== height) throw new Error(`${file}: got ${info.width}x${info.height}`)
  return info.size
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true })
  for (const image of IMAGES) {
    const size = await render(image)
    const tooBig = image.file.startsWith('hero-') && size > HERO_BYTES_LIMIT
    console.log(
      `${image.file.padEnd(26)} ${image.width}x${image.height} ${(size / 1024).toFixed(1)} kB${tooBig ? '  (over 60 kB!)' : ''}`,
    )
    if (tooBig) process.exitCode = 1
  }
  let total = 0
  for (const name of await readdir(OUT_DIR)) total += (await stat(path.join(OUT_DIR, name))).size
  console.log(`total public/images: ${(total / 1024).toFixed(1)} kB`)
  if (total > TOTAL_BYTES_LIMIT) {
    console.error('public/images is over 1.5 MB')
    process.exitCode = 1
  }
}

await main()
