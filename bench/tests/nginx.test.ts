import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PLACEHOLDERS, appServers, renderNginxConfig, staticCeilingServer, staticFileFor } from '../nginx.mjs'

const template = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8')

const values: Record<string, string> = {
  __NGINX_USER__: 'nobody nogroup',
  __LISTEN_PORT__: '8080',
  __SERVER_NAME__: 'example.test',
  __APP_SERVERS__: appServers(['127.0.0.1:3000']),
  __CACHE_DIR__: '/var/cache/ecobuild',
  __LOG_DIR__: '/var/log/ecobuild',
  __MIME_TYPES__: '/etc/nginx/mime.types',
}

/** The directive lines only (comments dropped). */
const directives = (conf: string) =>
  conf
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('#'))
    .join('\n')

describe('deploy/nginx.conf template', () => {
  it('documents every placeholder it uses at the top', () => {
    const header = template.slice(0, template.search(/^user /m))
    for (const name of PLACEHOLDERS) expect(header).toContain(name)
    const used = new Set(directives(template).match(/__[A-Z_]+__/g))
    expect([...used].sort()).toEqual([...PLACEHOLDERS].sort())
  })

  it('renders every placeholder into the directives', () => {
    const conf = directives(renderNginxConfig(template, values))
    expect(conf).not.toMatch(/__[A-Z_]+__/)
    expect(conf).toContain('user nobody nogroup;')
    expect(conf).toContain('listen 8080 ')
    expect(conf).toContain('server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;')
    expect(conf).toContain('keys_zone=ecobuild_pages')
    expect(conf).toContain('/var/cache/ecobuild/pages')
    expect(conf).toContain('error_log /var/log/ecobuild/error.log')
  })

  it('caches public pages briefly in the background and bypasses what must reach the app', () => {
    const conf = directives(template)
    expect(conf).toMatch(/proxy_cache_valid 200 [^;]*2s;/)
    expect(conf).toContain('proxy_cache_use_stale updating error timeout')
    expect(conf).toContain('proxy_cache_background_update on;')
    expect(conf).toContain('proxy_cache_lock on;')
    expect(conf).toMatch(/proxy_ignore_headers Cache-Control Expires/)
    expect(conf).toMatch(/payload-token=/)
    expect(conf).toMatch(/map \$http_next_action/)
    expect(conf).toMatch(/"\/suppliers\?" 1;/)
    expect(conf).toMatch(/location \/admin \{[^}]*proxy_cache off;/)
    expect(conf).toMatch(/location \/api\/ \{[^}]*proxy_cache off;/)
    expect(conf).toMatch(/location \/_next\/static\/ \{[^}]*immutable/)
    expect(conf).toContain('gzip on;')
    expect(conf).toMatch(/keepalive \d+;/)
    for (const header of ['Host $host', 'X-Forwarded-For $proxy_add_x_forwarded_for', 'X-Forwarded-Proto $scheme'])
      expect(conf).toContain(`proxy_set_header ${header};`)
  })

  it('sends cached pages without TCP_CORK (tcp_nopush stalls a two-segment page 40 ms on the delayed ACK) and with TCP_NODELAY', () => {
    const conf = directives(template)
    expect(conf).not.toMatch(/tcp_nopush\s+on/)
    expect(conf).toContain('tcp_nodelay on;')
  })

  it('spreads requests over several instances, keeps a signed-in session on one, and retries on another what one could not answer', () => {
    const conf = directives(
      renderNginxConfig(template, { ...values, __APP_SERVERS__: appServers(['10.0.0.11:3000', '10.0.0.12:3000']) }),
    )
    expect(conf).toMatch(
      /upstream ecobuild_app \{[^}]*server 10\.0\.0\.11:3000 [^;]*;\s*server 10\.0\.0\.12:3000 [^;]*;/,
    )
    expect(conf).toContain('hash $ecobuild_affinity consistent;')
    expect(conf).toMatch(/map \$http_cookie \$ecobuild_affinity \{\s*default \$request_id;[^}]*payload-token=/)
    expect(conf).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;')
    // A POST already sent is never sent again (no `non_idempotent`).
    expect(conf).not.toContain('non_idempotent')
    expect(() => appServers([])).toThrow(/no app instance/)
  })

  it('drops the user line when nginx does not start as root', () => {
    const conf = renderNginxConfig(template, { ...values, __NGINX_USER__: '' })
    expect(directives(conf)).not.toMatch(/^\s*user\b/m)
  })

  it('puts the extra servers where the marker line is, and leaves the comments alone', () => {
    const extra = staticCeilingServer({ port: 8082, root: '/tmp/static root' })
    const conf = renderNginxConfig(template, values, extra)
    expect(conf).toContain('listen 8082 reuseport')
    expect(conf).toContain('root /tmp/static root;')
    expect(conf).not.toMatch(/^\s*#\s*__EXTRA_SERVERS__/m)
    // The placeholder documentation is still there, unrendered.
    expect(conf).toContain('#   __APP_SERVERS__')
    // The static server sits inside the http block: the file still ends with its closing brace.
    expect(conf.trimEnd().endsWith('}')).toBe(true)
    expect(conf.indexOf('listen 8082')).toBeGreaterThan(conf.indexOf('location / {'))
  })

  it('refuses a missing value or an unknown placeholder', () => {
    const { __APP_SERVERS__: _omitted, ...partial } = values
    expect(() => renderNginxConfig(template, partial)).toThrow(/__APP_SERVERS__/)
    expect(() => renderNginxConfig(`${template}\nfoo __NOT_KNOWN__;\n`, values)).toThrow(/__NOT_KNOWN__/)
    expect(() => renderNginxConfig('user __NGINX_USER__;', values)).toThrow(/__EXTRA_SERVERS__/)
  })
})

describe('staticFileFor', () => {
  it('maps page paths to index.html files under the root', () => {
    expect(staticFileFor('/s', '/')).toBe('/s/index.html')
    expect(staticFileFor('/s', '/london')).toBe('/s/london/index.html')
    expect(staticFileFor('/s', '/london/category/timber/')).toBe('/s/london/category/timber/index.html')
    expect(staticFileFor('/s', '/blog/a-post?x=1')).toBe('/s/blog/a-post/index.html')
  })

  it('never leaves the root', () => {
    expect(() => staticFileFor('/s', '/../etc')).toThrow()
  })
})
