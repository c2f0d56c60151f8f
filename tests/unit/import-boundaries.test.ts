import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Which part may import which (docs/architecture.md): domain code never reaches into the UI, jobs or
// routes; our API routes never render components; collection and global config stays with the domain.

const ROOT = path.resolve(import.meta.dirname, '../..')

const ALIASES: ReadonlyArray<[string, string]> = [
  ['@/', 'src/'],
  ['@collections/', 'collections/'],
  ['@globals/', 'globals/'],
  ['@migrations/', 'migrations/'],
  ['@scripts/', 'scripts/'],
  ['@payload-config', 'payload.config.ts'],
  ['@payload-types', 'payload-types.ts'],
]

/** `from`: a path prefix, or a pattern for the files the rule covers. */
type Rule = { from: string | RegExp; test: (target: string | null) => boolean; allowed: string }

const covers = (rule: Rule, file: string) =>
  typeof rule.from === 'string' ? file.startsWith(rule.from) : rule.from.test(file)

const RULES: Rule[] = [
  {
    from: 'src/lib/',
    test: (t) => t === null || !/^src\/(jobs|components|app)(\/|$)/.test(t),
    allowed: 'src/lib may not import src/jobs, src/components or src/app',
  },
  {
    from: 'src/app/api/',
    test: (t) => t === null || !/^src\/components(\/|$)/.test(t),
    allowed: 'src/app/api may not import src/components',
  },
  {
    from: 'src/lib/',
    test: (t) => t === null || !/^(collections|globals)(\/|$)/.test(t),
    allowed: 'src/lib may not import collections/ or globals/',
  },
  {
    from: 'src/access/',
    test: (t) => t === null || t.startsWith('src/access/'),
    allowed: 'src/access may import only packages and itself',
  },
  ...['collections/', 'globals/'].map((from): Rule => ({
    from,
    test: (t) => t === null || /^(src\/lib|src\/access|collections|globals)(\/|$)/.test(t) || t === 'payload-types.ts',
    allowed: 'collections/ and globals/ may import only src/lib, src/access, each other and packages',
  })),
  {
    from: 'src/components/',
    test: (t) => t === null || !/^src\/app(\/|$)/.test(t),
    allowed: 'src/components may not import src/app (server actions live in src/actions)',
  },
  {
    from: 'src/actions/',
    test: (t) => t === null || !/^src\/(app|components|jobs)(\/|$)/.test(t),
    allowed: 'src/actions may not import src/app, src/components or src/jobs',
  },
  {
    from: 'src/lib/payments/',
    test: (t) => t === null || !/^src\/lib\/packages(\/|$)/.test(t),
    allowed: 'src/lib/payments may not import src/lib/packages (the webhook route hands events to the package domain)',
  },
  {
    from: 'src/lib/packages/',
    test: (t) => t === null || !/^src\/lib\/payments(\/|$)/.test(t),
    allowed: 'src/lib/packages may not import src/lib/payments',
  },
  {
    from: /^src\/proxy\.ts$/,
    test: (t) => t === null || !/^src\/components(\/|$)/.test(t),
    allowed: 'src/proxy.ts may not import src/components',
  },
  ...['src/', 'collections/', 'globals/'].map((from): Rule => ({
    from,
    test: (t) => t === null || !/^scripts(\/|$)/.test(t),
    allowed: 'runtime code (src/, collections/, globals/) may not import scripts/',
  })),
]

/** The repository path an import names, or null for a package. */
export function importTarget(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  for (const [alias, dir] of ALIASES)
    if (specifier === alias.replace(/\/$/, '') || specifier.startsWith(alias))
      return dir + specifier.slice(alias.length)
  return null
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g

export function boundaryViolations(files: ReadonlyArray<{ file: string; source: string }>): string[] {
  const found: string[] = []
  for (const { file, source } of files) {
    const rules = RULES.filter((r) => covers(r, file))
    if (!rules.length) continue
    for (const match of source.matchAll(SPECIFIER)) {
      const target = importTarget(file, match[1])
      for (const rule of rules) if (!rule.test(target)) found.push(`${file} imports '${match[1]}' (${rule.allowed})`)
    }
  }
  return found
}

// Every access rule lives in src/access, named for what it allows; collections/ and globals/ only import them. Read
// with TypeScript's parser (not a regular expression), so formatting, comments and nesting do not matter. In a file of
// collections/ or globals/:
// - an `access` property (of a collection, a global or a field, however deeply nested) must be a rule imported from
//   src/access, or an object whose every value (and spread) is one; a function written there (arrow, function
//   expression, method) or any other expression (a local constant, a call, a condition) is refused. The one other
//   name allowed is a parameter of the function around it (`imageFields` takes its `pathAccess` from the caller);
// - no variable is declared with Payload's access types (`Access`, `FieldAccess`), so a rule cannot be written
//   locally and handed on some other way.

const ACCESS_TYPES = /\b(Access|FieldAccess)\b/

/** The names a binding introduces (`a`, `{ a, b: c }`, `[d]`). */
function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text]
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)))
}

/** True when `name` is a parameter of a function around `node`. */
function isParameterInScope(node: ts.Node, name: string): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent)
    if (ts.isFunctionLike(at) && at.parameters.some((p) => bindingNames(p.name).includes(name))) return true
  return false
}

function propertyName(name: ts.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null
}

export function inlineAccessViolations(files: ReadonlyArray<{ file: string; source: string }>): string[] {
  const found: string[] = []
  for (const { file, source } of files) {
    if (!/^(collections|globals)\//.test(file)) continue
    const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const imported = new Set<string>()
    for (const statement of sourceFile.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
      const target = importTarget(file, statement.moduleSpecifier.text)
      const bindings = statement.importClause?.namedBindings
      if (target?.startsWith('src/access') && bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) imported.add(element.name.text)
    }
    const at = (node: ts.Node) => `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
    const rule = (node: ts.Expression, where: string) => {
      if (ts.isArrowFunction(node) || ts.isFunctionExpression(node))
        found.push(`${at(node)} writes an access function in place (${where}): import a rule from src/access`)
      else if (!ts.isIdentifier(node) || !(imported.has(node.text) || isParameterInScope(node, node.text)))
        found.push(`${at(node)} gives ${where} '${node.getText()}', not a rule imported from src/access`)
    }
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && node.type && ACCESS_TYPES.test(node.type.getText()))
        found.push(`${at(node)} declares the access rule '${node.name.getText()}': it belongs in src/access`)
      if (ts.isMethodDeclaration(node) && propertyName(node.name) === 'access')
        found.push(`${at(node)} writes an access function in place (access): import a rule from src/access`)
      if (ts.isPropertyAssignment(node) && propertyName(node.name) === 'access') {
        const value = node.initializer
        if (!ts.isObjectLiteralExpression(value)) rule(value, 'access')
        else
          for (const property of value.properties) {
            const name = property.name ? (propertyName(property.name) ?? property.name.getText()) : '...'
            if (ts.isPropertyAssignment(property)) rule(property.initializer, `access.${name}`)
            else if (ts.isShorthandPropertyAssignment(property)) rule(property.name, `access.${name}`)
            else if (ts.isSpreadAssignment(property)) rule(property.expression, 'access (spread)')
            else
              found.push(
                `${at(property)} writes an access function in place (access.${name}): import a rule from src/access`,
              )
          }
      }
      ts.forEachChild(node, visit)
    }
    visit(sourceFile)
  }
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|js|mjs)$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
}

describe('import boundaries', () => {
  it('holds across src, collections and globals', () => {
    const files = ['src', 'collections', 'globals'].flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(50)
    expect(
      boundaryViolations(files.map((file) => ({ file, source: readFileSync(path.join(ROOT, file), 'utf8') }))),
    ).toEqual([])
  })

  it('names the file and the import that cross a boundary', () => {
    const violations = boundaryViolations([
      { file: 'src/lib/a.ts', source: "import { x } from '@/components/X'\nimport type { Y } from '@/lib/y'" },
      { file: 'src/lib/b.ts', source: "const q = await import('@/jobs/queue')" },
      { file: 'src/app/api/r/route.ts', source: "export { z } from '@/components/z'" },
      {
        file: 'collections/Leads/index.ts',
        source:
          "import { a } from '../../src/app/actions'\nimport { b } from './fields/b'\nimport { c } from '@payload-config'",
      },
      {
        file: 'globals/Home.ts',
        source: "import { d } from '@/seed/data'\nimport { e } from 'payload'\nimport { f } from '@globals/access'",
      },
    ])
    expect(violations).toEqual([
      "src/lib/a.ts imports '@/components/X' (src/lib may not import src/jobs, src/components or src/app)",
      "src/lib/b.ts imports '@/jobs/queue' (src/lib may not import src/jobs, src/components or src/app)",
      "src/app/api/r/route.ts imports '@/components/z' (src/app/api may not import src/components)",
      "collections/Leads/index.ts imports '../../src/app/actions' (collections/ and globals/ may import only src/lib, src/access, each other and packages)",
      "collections/Leads/index.ts imports '@payload-config' (collections/ and globals/ may import only src/lib, src/access, each other and packages)",
      "globals/Home.ts imports '@/seed/data' (collections/ and globals/ may import only src/lib, src/access, each other and packages)",
    ])
  })

  it('refuses src/lib importing collections or globals, and src/access importing anything of ours', () => {
    const violations = boundaryViolations([
      {
        file: 'src/lib/reviews/x.ts',
        source: "import { A } from '@collections/Reviews/hooks'\nimport { B } from '@/lib/y'",
      },
      { file: 'src/lib/c.ts', source: "import { C } from '../../globals/Home'" },
      {
        file: 'src/access/d.ts',
        source: "import { D } from './who'\nimport { E } from '@/lib/e'\nimport type { F } from 'payload'",
      },
    ])
    expect(violations).toEqual([
      "src/lib/reviews/x.ts imports '@collections/Reviews/hooks' (src/lib may not import collections/ or globals/)",
      "src/lib/c.ts imports '../../globals/Home' (src/lib may not import collections/ or globals/)",
      "src/access/d.ts imports '@/lib/e' (src/access may import only packages and itself)",
    ])
  })
})

describe('import boundaries of actions, payments and packages, the proxy and scripts', () => {
  it('names each import that crosses one of them', () => {
    const violations = boundaryViolations([
      {
        file: 'src/components/enquiry/Form.client.tsx',
        source: "import { a } from '@/app/(site)/actions/enquiry'\nimport { b } from '@/actions/enquiry'",
      },
      { file: 'src/components/packages/Panel.tsx', source: "import { c } from '../../app/(site)/page'" },
      { file: 'src/actions/x.ts', source: "import { d } from '@/components/X'\nimport { e } from '@/lib/e'" },
      { file: 'src/lib/payments/webhook.ts', source: "import { f } from '@/lib/packages/fulfil'" },
      { file: 'src/lib/packages/refund.ts', source: "import { g } from '../payments/orders-sql'" },
      {
        file: 'src/proxy.ts',
        source: "import { h } from '@/components/suppliers/tabs'\nimport { i } from '@/lib/routes'",
      },
      { file: 'src/jobs/run.ts', source: "import { j } from '@scripts/lib/cli'" },
      { file: 'collections/A.ts', source: "import { k } from '../scripts/lib/random.mjs'" },
      {
        file: 'src/app/api/x/route.ts',
        source: "import { l } from '@/lib/packages/fulfil'\nimport { m } from '@/lib/payments/webhook'",
      },
    ])
    expect(violations).toEqual([
      "src/components/enquiry/Form.client.tsx imports '@/app/(site)/actions/enquiry' " +
        '(src/components may not import src/app (server actions live in src/actions))',
      "src/components/packages/Panel.tsx imports '../../app/(site)/page' " +
        '(src/components may not import src/app (server actions live in src/actions))',
      "src/actions/x.ts imports '@/components/X' (src/actions may not import src/app, src/components or src/jobs)",
      "src/lib/payments/webhook.ts imports '@/lib/packages/fulfil' " +
        '(src/lib/payments may not import src/lib/packages (the webhook route hands events to the package domain))',
      "src/lib/packages/refund.ts imports '../payments/orders-sql' (src/lib/packages may not import src/lib/payments)",
      "src/proxy.ts imports '@/components/suppliers/tabs' (src/proxy.ts may not import src/components)",
      "src/jobs/run.ts imports '@scripts/lib/cli' (runtime code (src/, collections/, globals/) may not import scripts/)",
      "collections/A.ts imports '../scripts/lib/random.mjs' (collections/ and globals/ may import only src/lib, src/access, each other and packages)",
      "collections/A.ts imports '../scripts/lib/random.mjs' (runtime code (src/, collections/, globals/) may not import scripts/)",
    ])
  })
})

describe('access rules live in src/access', () => {
  it('collections and globals write no access function of their own', () => {
    const files = ['collections', 'globals'].flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(30)
    expect(
      inlineAccessViolations(files.map((file) => ({ file, source: readFileSync(path.join(ROOT, file), 'utf8') }))),
    ).toEqual([])
  })

  it('names each access function written in place and each rule not imported from src/access', () => {
    const violations = inlineAccessViolations([
      {
        file: 'collections/A.ts',
        source: [
          "import type { FieldAccess } from 'payload'",
          "import { staffOnly, authCollectionAccess } from '@/access'",
          "import { local } from './rules'",
          'const own: FieldAccess = ({ req }) => Boolean(req.user)',
          'const hidden = () => false',
          'export const A = {',
          '  access: { ...authCollectionAccess, read: staffOnly, create: () => false, delete: hidden, admin: local },',
          '  fields: [{ name: "x", access: { update: function () { return true } } }, { name: "y", access: own }],',
          '}',
        ].join('\n'),
      },
      {
        file: 'globals/B.ts',
        source: [
          "import { staffOnly } from '../src/access'",
          'export const B = { access: { read() { return true }, update: staffOnly }, fields: [] }',
          'export const field = (pathAccess?: unknown) => ({ access: { update: pathAccess } })',
          'export const C = { access: (args: unknown) => Boolean(args) }',
        ].join('\n'),
      },
      { file: 'src/lib/c.ts', source: 'export const D = { access: { read: () => true } }' },
    ])
    expect(violations).toEqual([
      "collections/A.ts:4 declares the access rule 'own': it belongs in src/access",
      'collections/A.ts:7 writes an access function in place (access.create): import a rule from src/access',
      "collections/A.ts:7 gives access.delete 'hidden', not a rule imported from src/access",
      "collections/A.ts:7 gives access.admin 'local', not a rule imported from src/access",
      'collections/A.ts:8 writes an access function in place (access.update): import a rule from src/access',
      "collections/A.ts:8 gives access 'own', not a rule imported from src/access",
      'globals/B.ts:2 writes an access function in place (access.read): import a rule from src/access',
      'globals/B.ts:4 writes an access function in place (access): import a rule from src/access',
    ])
  })
})
