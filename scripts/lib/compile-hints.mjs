// Issue 29: V8 compiles the framework's functions while the file downloads, not on the main thread when they first run.
//
// V8 compiles a script's top level as it streams in, on a background thread, but each inner function only when it is
// first called, on the main thread. Next's framework chunks (react-dom, the router, the Turbopack runtime) are run
// almost whole the moment a page hydrates, so that first call compiles hundreds of module factories in one long task:
// about 140 ms on a phone-speed CPU (4x slower than this machine), most of a page's Total Blocking Time. Chrome's
// explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad` at the top of a file (Chrome 136 and
// later; other engines ignore a comment), has V8 compile every function of the file eagerly on the streaming thread
// instead; the same task measured about 65 ms. The hint goes on the framework chunks only, the files every page loads
// (the build manifest's rootMainFiles); the admin's and pages' own chunks compile lazily as before.
import fs from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Puts the hint at the top of each framework chunk of the build in `distDir` that lacks it; returns the files. */
export function hintFrameworkChunks(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const files = (manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js'))
  if (files.length === 0) throw new Error(`${distDir}/build-manifest.json names no framework chunks (rootMainFiles)`)
  for (const file of files) {
    const full = path.join(distDir, file)
    const code = fs.readFileSync(full, 'utf8')
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(full, COMPILE_HINT + code)
  }
  return files
}
