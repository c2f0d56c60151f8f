// The machine and the versions a bench ran on, for the report.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

function packageVersion(root, name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version
  } catch {
    return 'not installed'
  }
}

export function machineInfo() {
  const cpus = os.cpus()
  let osName = `${os.type()} ${os.release()}`
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(fs.readFileSync('/etc/os-release', 'utf8'))
    if (pretty) osName = pretty[1]
  } catch {
    /* not Linux */
  }
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: os.totalmem() / 1024 ** 3,
    loadAverage: os.loadavg(),
    os: osName,
  }
}

export async function versions({ root, databaseUrl, nginx, chromium }) {
  let postgres = 'unknown'
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
    const { rows } = await client.query('show server_version')
    postgres = rows[0].server_version
  } catch {
    /* reported as unknown */
  } finally {
    await client.end().catch(() => {})
  }
  return {
    node: process.versions.node,
    next: packageVersion(root, 'next'),
    payload: packageVersion(root, 'payload'),
    react: packageVersion(root, 'react'),
    postgres,
    nginx: nginx ?? 'not installed',
    chromium: chromium ?? 'not installed',
    lighthouse: packageVersion(root, 'lighthouse'),
    autocannon: packageVersion(root, 'autocannon'),
  }
}
