import sharp from 'sharp'

import { accessAnswerProblems, restOperations, type RestMethod } from '../access-operations'
import { runScenario, type ScenarioResult, type SuiteContext } from '../kit'
import { commonHeaderProblems, cspProblems, PUBLIC_PAGES } from '../security-headers'
import { insertStaffUser } from '../staff-accounts'

// Access and headers over HTTP against the production build: every REST operation on the private
// collections as a visitor and as an editor, GraphQL, the login lock, the jobs endpoint, uploads, and
// the security headers of every public page.

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export function access(ctx: SuiteContext, run: string): Promise<ScenarioResult> {
  return runScenario(
    'Access and headers',
    'REST operations on leads, lead-connections, orders and users as a visitor and as an ' +
      'editor; GraphQL; login lock; jobs endpoint; uploads; headers of the public pages',
    ctx,
    async (s) => {
      const mark = `rel-${run}`
      const api = async (
        method: RestMethod | 'PUT',
        path: string,
        { body, token, form }: { body?: unknown; token?: string; form?: FormData } = {},
      ) => {
        const headers: Record<string, string> = {}
        if (!form && body !== undefined) headers['content-type'] = 'application/json'
        if (token) headers.authorization = `JWT ${token}`
        const response = await fetch(`${ctx.app.url}/api/${path}`, {
          method,
          headers,
          body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
          signal: AbortSignal.timeout(30_000),
        })
        return { status: response.status, text: await response.text() }
      }
      const login = async (email: string, password: string) => {
        const answer = await api('POST', 'users/login', { body: { email, password } })
        let token: string | undefined
        try {
          token = (JSON.parse(answer.text) as { token?: string }).token
        } catch {
          token = undefined
        }
        return { ...answer, token }
      }

      // A private record of each kind, and the accounts.
      const lead = await ctx.db.query<{ id: number }>(
        'insert into leads (name, email, phone, city, project_details, consent) values ' +
          "('Private Suite Person', 'private-suite@reliability.example', '07700900000', 'London', " +
          "'Private details', true) returning id",
      )
      const supplier = await ctx.db.query<{ id: number }>(
        "select id from suppliers where _status = 'published' order by id limit 1",
      )
      const connection = await ctx.db.query<{ id: number }>(
        'insert into lead_connections (lead_id, supplier_id, commission_amount) values ($1, $2, 5000) returning id',
        [lead.rows[0].id, supplier.rows[0].id],
      )
      const order = await ctx.db.query<{ id: number }>(
        `insert into orders (package_name, amount, currency, status, stripe_session_id) ` +
          `values ('Green Starter', 37500, 'gbp', 'pending', 'cs_test_private_${run}') returning ` +
          `id`,
      )
      const editor = await insertStaffUser(ctx.db, 'editor', 'suite-editor')
      const other = await insertStaffUser(ctx.db, 'editor', 'suite-other')
      const editorToken = (await login(editor.email, editor.password)).token
      s.check(Boolean(editorToken), 'the editor could not sign in')
      const privateText = [
        'Private Suite Person',
        'private-suite@reliability.example',
        `cs_test_private_${run}`,
        other.email,
        '"hash"',
        '"salt"',
      ]
      const ids: Record<string, number> = {
        leads: lead.rows[0].id,
        'lead-connections': connection.rows[0].id,
        orders: order.rows[0].id,
        users: other.id,
      }
      const state = async (ownId: number | null) => {
        const parts: string[] = []
        for (const table of ['leads', 'lead_connections', 'orders'])
          parts.push(JSON.stringify((await ctx.db.query(`select * from ${table} order by id`)).rows))
        parts.push(
          JSON.stringify(
            (
              await ctx.db.query(
                'select id, email, name, role, hash, salt, lock_until from users where id <> $1 order by id',
                [ownId ?? -1],
              )
            ).rows,
          ),
        )
        return parts.join('\n')
      }
      let operationsTried = 0
      for (const [who, token, ownId] of [
        ['visitor', undefined, null],
        ['editor', editorToken, editor.id],
      ] as const) {
        for (const collection of ['leads', 'lead-connections', 'orders', 'users']) {
          const before = await state(ownId)
          for (const [method, path, body] of restOperations(collection, ids[collection], mark)) {
            operationsTried += 1
            const answer = await api(method, path, { body, token })
            const problems = accessAnswerProblems(path, answer.status, answer.text, privateText, ownId, collection)
            s.check(problems.length === 0, `${who} ${method} /api/${path}: ${problems.join(', ')}`)
            const after = await state(ownId)
            s.check(after === before, `${who} ${method} /api/${path} changed private data`)
          }
        }
      }
      s.figure('REST operations tried on private collections (visitor and editor)', operationsTried)
      s.total('requests', operationsTried)

      for (const [method, body] of [
        ['GET', undefined],
        ['POST', { query: '{ Leads { docs { name email } } }' }],
      ] as const) {
        const answer = await api(method, 'graphql', { body })
        s.check(
          answer.status === 404 && !answer.text.includes('Private Suite Person'),
          `GraphQL ${method} answered ${answer.status}`,
        )
      }
      s.figure('GraphQL', 'off (404)')

      const victim = await insertStaffUser(ctx.db, 'editor', 'suite-victim')
      const failed: number[] = []
      for (let i = 0; i < 5; i += 1) failed.push((await login(victim.email, `wrong-${i}`)).status)
      const afterLock = await login(victim.email, victim.password)
      // A locked account answers as an unknown address does, so the lock does not tell that it exists (issue 26).
      const unknown = await login(`nobody-${victim.email}`, victim.password)
      s.check(
        failed.every((st) => st === 401),
        `wrong passwords answered ${failed.join(', ')}`,
      )
      s.check(
        !afterLock.token && afterLock.status === unknown.status && afterLock.text === unknown.text,
        `the right password after 5 failures answered ${afterLock.status} ${afterLock.text.slice(0, 120)}`,
      )
      const lock = await ctx.db.query<{ lock_until: Date | null }>('select lock_until from users where id = $1', [
        victim.id,
      ])
      const minutes = ((lock.rows[0].lock_until?.getTime() ?? 0) - Date.now()) / 60_000
      s.check(minutes > 9 && minutes <= 10, `locked for ${minutes.toFixed(1)} minutes`)
      s.figure(
        'admin login',
        `locked after 5 failed attempts for ${Math.round(minutes)} minutes (right password refused meanwhile)`,
      )

      const jobs: number[] = []
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${ctx.cronSecret}x`, ctx.cronSecret]) {
        const response = await fetch(`${ctx.app.url}/api/jobs/run`, {
          method: 'POST',
          headers: authorization ? { authorization } : {},
        })
        await response.arrayBuffer()
        jobs.push(response.status)
      }
      s.check(
        jobs.every((st) => st === 401),
        `jobs endpoint without the right bearer answered ${jobs.join(', ')}`,
      )
      s.figure('jobs endpoint without the bearer', jobs.map(String).join(', '))

      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7d44' } })
        .png()
        .toBuffer()
      const upload = (blob: Blob, filename: string, token?: string) => {
        const form = new FormData()
        form.append('file', blob, filename)
        form.append('_payload', JSON.stringify({ alt: `${mark} upload` }))
        return api('POST', 'media', { form, token })
      }
      const refusedUploads: Array<[string, Blob, string]> = [
        ['HTML', new Blob(['<html><script>alert(1)</script></html>'], { type: 'text/html' }), 'x.html'],
        ['HTML named .png', new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }), 'x.png'],
        [
          'SVG with a script',
          new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
            type: 'image/svg+xml',
          }),
          'x.svg',
        ],
        ['image over 5 MB', new Blob([png, new Uint8Array(MAX_UPLOAD_BYTES + 1024)], { type: 'image/png' }), 'big.png'],
      ]
      const uploadAnswers: string[] = []
      for (const [what, blob, name] of refusedUploads) {
        const answer = await upload(blob, name, editorToken)
        uploadAnswers.push(`${what} ${answer.status}`)
        s.check(answer.status >= 400 && answer.status < 500, `upload of ${what} answered ${answer.status}`)
      }
      const anonymous = await upload(new Blob([png], { type: 'image/png' }), 'anon.png')
      s.check(anonymous.status === 403, `anonymous upload answered ${anonymous.status}`)
      const accepted = await upload(new Blob([png], { type: 'image/png' }), `ok-${run}.png`, editorToken)
      s.check(accepted.status === 201, `an editor's small PNG answered ${accepted.status}`)
      const storedUploads = await ctx.db.query<{ id: number }>('select id from media where alt = $1', [
        `${mark} upload`,
      ])
      s.check(storedUploads.rowCount === 1, `${storedUploads.rowCount} uploads stored, expected only the small PNG`)
      for (const row of storedUploads.rows) await api('DELETE', `media/${row.id}`, { token: editorToken })
      s.figure(
        'uploads refused',
        `${uploadAnswers.join('; ')}; visitor ${anonymous.status}; small PNG from an editor ${accepted.status}`,
      )

      let pagesChecked = 0
      for (const path of PUBLIC_PAGES) {
        const response = await fetch(`${ctx.app.url}${path}`)
        await response.arrayBuffer()
        const headers = Object.fromEntries(response.headers)
        const problems = [...commonHeaderProblems(headers), ...cspProblems(headers['content-security-policy'])]
        s.check(problems.length === 0, `${path}: ${problems.join('; ')}`)
        pagesChecked += 1
      }
      for (const path of ['/api/health', '/admin/login']) {
        const response = await fetch(`${ctx.app.url}${path}`)
        await response.arrayBuffer()
        const problems = commonHeaderProblems(Object.fromEntries(response.headers))
        s.check(problems.length === 0, `${path}: ${problems.join('; ')}`)
      }
      s.figure(
        'public pages with the CSP of DESIGN.md, HSTS, nosniff, Referrer-Policy, Permissions-Policy, no X-Powered-By',
        pagesChecked,
      )
    },
  )
}
