// What a built JavaScript chunk holds, for the page engineers: the client components it registers
// (Turbopack keeps export names) and the libraries recognisable from their runtime strings.

const LIBRARIES = [
  ['sonner', /data-sonner-toaster|data-sonner-toast/],
  ['radix-ui', /data-radix-|__radixId/],
  ['next/image', /fetchPriority[\s\S]*srcSet|srcSet[\s\S]*fetchPriority/],
  ['react-hook-form', /shouldUnregister|useFormContext/],
  ['zod', /ZodError|\$ZodType|_zod\b/],
  ['lexical', /lexical/i],
]

/**
 * @param {string} source  the chunk's JavaScript
 * @returns {{ components: string[], libraries: string[] }}
 */
export function describeChunk(source) {
  const components = new Set()
  for (const m of source.matchAll(/\.s\(\[\s*"([A-Z][A-Za-z0-9]+)"/g)) components.add(m[1])
  const libraries = LIBRARIES.filter(([, pattern]) => pattern.test(source)).map(([name]) => name)
  return { components: [...components].sort(), libraries }
}

/** @param {{ components: string[], libraries: string[] }} d */
export function chunkLabel(d) {
  return [...d.components, ...d.libraries.map((l) => `[${l}]`)].join(' ') || '–'
}
