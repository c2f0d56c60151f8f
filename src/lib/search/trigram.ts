// Matching by spelling with PostgreSQL's pg_trgm (the forgiving-search migration creates it and the GIN trigram
// indexes): a word matches a text when pg_trgm's word_similarity of the two reaches its threshold
// (pg_trgm.word_similarity_threshold, 0.6 by default): 'timbr' finds 'timber', 'insulaton' 'insulation'. Each word
// is a bound parameter; the words come from `fuzzyWords` (at most five, 3 to 30 characters), so a search costs at
// most five index probes per table.
import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { runSql } from '@/lib/platform/db'

/** A supplier's searched text as the index `suppliers_text_trgm_idx` holds it (the same expression, or no index). */
export const supplierTrigramText = (alias: string): SQL =>
  sql.raw(`(coalesce(${alias}."name", '') || ' ' || coalesce(${alias}."description", ''))`)

/**
 * Every word matches `text` (`word <% text`: each a probe of a GIN trigram index on `text`); words from
 * `fuzzyWords`. A small shared piece: any text with a gin_trgm_ops index can be matched this way.
 */
export function allWordsClose(words: readonly string[], text: SQL): SQL {
  return sql.join(
    words.map((word) => sql`${word}::text <% ${text}`),
    sql` AND `,
  )
}

/** How close the words are to `text`, from 0 to 1: the mean of their word similarities. */
export function closeness(words: readonly string[], text: SQL): SQL {
  const terms = words.map((word) => sql`word_similarity(${word}::text, ${text})`)
  return sql`((${sql.join(terms, sql` + `)}) / ${words.length}::real)`
}

/**
 * A product's name matching counts less than a supplier's own description (which counts half: see the score below), so a
 * supplier whose name or description is close to the words ranks above one that only sells a product of a close name.
 */
const PRODUCT_WEIGHT = 0.4

/**
 * The CTE `fuzzy_matches (id, score)`: published suppliers whose name and description hold a word close to each of
 * the words, or that have a published product whose name does. The score is the mean of the closeness to the name
 * and to the name and description together: a close name scores its closeness, a close description half of it, a
 * close product name 0.4 of it.
 */
export function fuzzyMatchesCte(words: readonly string[]): SQL {
  const text = supplierTrigramText('m')
  const name = sql.raw(`coalesce(m."name", '')`)
  return sql`fuzzy_matches AS MATERIALIZED (
    SELECT id, max(score) AS score FROM (
      SELECT m.id, ((${closeness(words, name)} + ${closeness(words, text)}) / 2) AS score
      FROM suppliers m WHERE m._status = 'published' AND ${allWordsClose(words, text)}
      UNION ALL
      SELECT p.supplier_id AS id, ${closeness(words, sql.raw('p."name"'))} * ${PRODUCT_WEIGHT}::real AS score
      FROM products p WHERE p._status = 'published' AND ${allWordsClose(words, sql.raw('p."name"'))}
    ) close_matches GROUP BY id)`
}

/**
 * Each word as the directory spells it: the word of the closest texts (published suppliers' names and descriptions,
 * and products' names) most similar to it. A word with nothing close stays as typed.
 */
export async function respellWords(payload: Payload, words: readonly string[]): Promise<string[]> {
  if (!words.length) return []
  const list = sql`ARRAY[${sql.join(
    words.map((word) => sql`${word}::text`),
    sql`, `,
  )}]`
  const text = supplierTrigramText('m')
  const { rows } = await runSql(
    payload,
    sql`SELECT DISTINCT ON (q.n) q.n, x.word
      FROM unnest(${list}) WITH ORDINALITY AS q(w, n)
      CROSS JOIN LATERAL (
        (SELECT lower(${text}) AS doc FROM suppliers m WHERE m._status = 'published' AND q.w <% ${text}
          ORDER BY word_similarity(q.w, ${text}) DESC LIMIT 3)
        UNION ALL
        (SELECT lower(p.name) AS doc FROM products p WHERE p._status = 'published' AND q.w <% p.name
          ORDER BY word_similarity(q.w, p.name) DESC LIMIT 3)
      ) d
      CROSS JOIN LATERAL regexp_split_to_table(d.doc, '[^[:alnum:]]+') AS x(word)
      WHERE length(x.word) >= 3
      ORDER BY q.n, similarity(q.w, x.word) DESC, x.word`,
  )
  const found = new Map((rows as Array<{ n: number | string; word: string }>).map((r) => [Number(r.n), r.word]))
  return words.map((word, i) => found.get(i + 1) ?? word)
}
