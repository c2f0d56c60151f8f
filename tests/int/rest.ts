import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

// Payload's real REST handlers, as mounted at /api, called without an HTTP server.

const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
}
export type Method = keyof typeof handlers
export type Answer = { status: number; text: string }

export async function rest(
  method: Method,
  pathname: string,
  { body, token, form }: { body?: unknown; token?: string; form?: FormData } = {},
): Promise<Answer> {
  const url = new URL(`http://localhost/api/${pathname}`)
  const headers: Record<string, string> = {}
  if (!form) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `JWT ${token}`
  const request = new Request(url, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  return { status: response.status, text: await response.text() }
}

/** Signs in through `POST /api/<collection>/login`; the token is undefined when refused. */
export async function restLogin(
  collection: 'users' | 'supplier-accounts',
  email: string,
  password: string,
): Promise<Answer & { token?: string }> {
  const answer = await rest('POST', `${collection}/login`, { body: { email, password } })
  const json = JSON.parse(answer.text) as { token?: string }
  return { ...answer, token: json.token }
}
