/**
 * How the browser's build splits its JavaScript into files (vite.config.ts, issue 24 §6): a phone
 * on a slow network should fetch a few files for a page, not thirty of a few hundred bytes each.
 *
 *  - `core`: React and i18next and the site's frame as an HTML-only page hydrates it
 *    (client/lib/htmlOnly: the header, the text loading, the page-context hooks), with every
 *    module these import, statically, at any depth: one file every page loads first.
 *  - COMMON_GROUPS: small modules many pages use, the consumer pages among them, one file a
 *    group (a form's error summary and facts, the application forms, a consumer number, the
 *    API's answers in words, a payment);
 *  - an HTML-only page's own code (ADR 016: the home page and the consumer pages, each hydrated
 *    from its +client entry): by the HTML-only pages that use the module, one page's alone, one
 *    service's ("family": pages of one service share code), or one file for each set of families.
 *    A module a client-routed page uses too is left to the bundler, which places it by what
 *    each page uses.
 *
 * "Uses" is read from the code: an import whose names a page uses only on the server
 * (`import.meta.env.SSR ? <Part /> : null`, a part the browser keeps as the server wrote it:
 * client/lib/htmlOnly/Kept.tsx) is no use in the browser, where the bundler drops it.
 */
import path from 'node:path'
import type { ChunkingContext } from 'rolldown'
import { parseAst } from 'rolldown/parseAst'

export const CORE_ROOTS: readonly RegExp[] = [
  /node_modules[\\/](react|react-dom|scheduler|i18next)[\\/]/,
  /[\\/]client[\\/]pages[\\/]\+Wrapper\.tsx$/,
  /[\\/]client[\\/]lib[\\/]htmlOnly[\\/](hydrate|Layout|Kept)\.tsx$/,
  // what nearly every page reads besides: its data, dates and amounts in its language
  /node_modules[\\/]vike-react[\\/]dist[\\/]hooks[\\/]useData\.js$/,
  /[\\/]shared[\\/](format|time)\.ts$/,
]

/**
 * Never in `core`: stylesheets (they stay in the files Vike makes of them, vike/issues/1815; in
 * this chunk they would be sent twice), and react-i18next's Trans, which few pages use (its index
 * re-exports it).
 */
export const CORE_NEVER = /\.css($|\?)|node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Trans|IcuTrans)|html-parse-stringify|void-elements)/

/**
 * Small modules many pages use, the consumer pages among them, each group in one file: an
 * HTML-only page would otherwise fetch each as a file of a few hundred bytes (the bundler splits
 * by the exact set of pages using a module). A page using one of a group fetches it all: a group
 * holds what is used together.
 * Not here: what the frame of every client-routed page uses (Dialog: the login dialog, the
 * drawer) or the listings (FromRecord), or every such page would fetch a group it has no use for.
 */
export const COMMON_GROUPS: ReadonlyArray<readonly [name: string, modules: RegExp]> = [
  // what a page of facts and a form's error summary need
  ['facts', /[\\/]client[\\/]components[\\/](forms[\\/]CheckedForm|common[\\/](FactList|TitledSection|BusyOverlay))\.tsx$/],
  // the application and complaint forms (PostForm) and their choices
  ['postform', /[\\/]client[\\/]components[\\/]forms[\\/](PostForm|fields|FileInput|FormStatus)\.tsx$|[\\/]shared[\\/](districts|workflow[\\/]rules|workflow[\\/]forms[\\/]rules)\.ts$/],
  // a consumer number typed and checked
  [
    'consumerno',
    /[\\/]shared[\\/](billing[\\/]input|input[\\/]fields|messages|billing[\\/]divisionCodes)\.ts$|[\\/]client[\\/]components[\\/]billing[\\/](ConsumerLookup|useBilling|types|format)\.tsx?$/,
  ],
  // the API's answers in the page's words
  ['answers', /[\\/]shared[\\/](apiMessage|errors)\.ts$|[\\/]client[\\/]lib[\\/]apiMessage\.ts$/],
  // a payment started at the gateway
  ['payment', /[\\/]shared[\\/]payments[\\/]repeat\.ts$|[\\/]client[\\/]components[\\/]payments[\\/](createOrder|RepeatPaymentDialog)\.tsx?$/],
]

/** The HTML-only pages by family: the pages of one service share code. */
export const HTML_ONLY_FAMILIES: ReadonlyArray<readonly [family: string, pages: RegExp]> = [
  ['home', /^index$/],
  ['bill', /^(PayBill|ViewBill)$/],
  ['prepaid', /^(RechargePrepaid|SmartPrepaidBalance)$/],
  ['desk', /^(ApplyNewConn|RegisterComplaint|ComplaintStatus)$/],
  ['dashboard', /^\(dashboards\)\//],
]

const CLIENT_ENTRY = /[\\/]client[\\/]pages[\\/](.+)[\\/]\+client\.tsx$/
const VIKE_PAGE_ENTRY = /^\0?virtual:vike:page-entry:client:\/pages\/(.+)$/
const familyOf = (page: string) => HTML_ONLY_FAMILIES.find(([, re]) => re.test(page))?.[0] ?? null

type Node = { type?: string; [key: string]: unknown }

const isSsrFlag = (n: unknown): boolean => {
  const m = n as Node
  return (
    m?.type === 'MemberExpression' &&
    (m.property as Node)?.name === 'SSR' &&
    (m.object as Node)?.type === 'MemberExpression' &&
    ((m.object as Node).property as Node)?.name === 'env' &&
    ((m.object as Node).object as Node)?.type === 'MetaProperty'
  )
}

/**
 * The import sources of `code` (a module's code as the bundler has it, JSX compiled) whose
 * names are used only where `import.meta.env.SSR` is true: the consequent of `SSR ? … : …` or
 * of `if (SSR)`. A bare import (`import './x.css'`) is always used.
 */
export function serverOnlyImports(code: string): Set<string> {
  const program = parseAst(code) as unknown as { body: Node[] }
  const bindings = new Map<string, string>()
  const used = new Set<string>()
  for (const stmt of program.body) {
    if (stmt.type !== 'ImportDeclaration') continue
    const source = String((stmt.source as Node).value)
    const specifiers = (stmt.specifiers as Node[]) ?? []
    if (!specifiers.length) used.add(source)
    for (const s of specifiers) bindings.set(String((s.local as Node).name), source)
  }
  const live = new Set<string>()
  const visit = (n: unknown, server: boolean, parentKey?: string, parent?: Node): void => {
    if (!n || typeof n !== 'object') return
    if (Array.isArray(n)) return n.forEach((c) => visit(c, server, parentKey, parent))
    const node = n as Node
    if (node.type === 'ImportDeclaration') return
    if (node.type === 'Identifier') {
      // a property's name (`{ id: … }`, `a.b`) is no reference
      const isName = (parentKey === 'key' && parent?.type === 'Property' && !parent.computed) || (parentKey === 'property' && parent?.type === 'MemberExpression' && !parent.computed)
      if (!isName && !server) live.add(String(node.name))
      return
    }
    if ((node.type === 'ConditionalExpression' || node.type === 'IfStatement') && isSsrFlag(node.test)) {
      visit(node.consequent, true, 'consequent', node)
      visit(node.alternate, server, 'alternate', node)
      return
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value, server, key, node)
  }
  visit(program.body, false)
  for (const [name, source] of bindings) if (live.has(name)) used.add(source)
  return new Set([...bindings.values()].filter((source) => !used.has(source)))
}

/** The module file an import source names, without its extension (the aliases of vite.config.ts, or relative); null for a package. */
export function sourceFile(source: string, importer: string, dirs: { client: string; shared: string }): string | null {
  let file: string
  if (source.startsWith('#client/')) file = path.join(dirs.client, source.slice('#client/'.length))
  else if (source.startsWith('#shared/')) file = path.join(dirs.shared, source.slice('#shared/'.length))
  else if (source.startsWith('.')) file = path.resolve(path.dirname(importer), source)
  else return null
  return file.replace(/\.(tsx?|jsx?|mjs)$/, '')
}

const withoutExtension = (id: string) => id.replace(/\.(tsx?|jsx?|mjs)$/, '').replace(/[\\/]index$/, '')

/** One memo per chunking pass: the browser's build and the server's have graphs of their own. */
function perPass<T>() {
  const memos = new WeakMap<ChunkingContext, Map<string, T>>()
  return (ctx: ChunkingContext) => {
    let memo = memos.get(ctx)
    if (!memo) memos.set(ctx, (memo = new Map()))
    return memo
  }
}

/** The name of a module's chunk: 'core' when a root imports it (the walk goes up its importers), else the next group's or the bundler's choice. */
export function coreChunk(): (id: string, ctx: ChunkingContext) => string | null {
  const memoOf = perPass<boolean>()
  return (id, ctx) => {
    const memo = memoOf(ctx)
    let found = memo.get(id)
    if (found === undefined) {
      found = false
      const seen = new Set<string>()
      const stack = [id]
      while (stack.length && !found) {
        const m = stack.pop()!
        if (seen.has(m) || CORE_NEVER.test(m)) continue
        seen.add(m)
        found = memo.get(m) === true || CORE_ROOTS.some((re) => re.test(m))
        stack.push(...(ctx.getModuleInfo(m)?.importers ?? []))
      }
      memo.set(id, found)
    }
    return found ? 'core' : null
  }
}

/** The chunk of an HTML-only page's own code (see the top of this file). */
export function htmlOnlyChunk(dirs: { client: string; shared: string }): (id: string, ctx: ChunkingContext) => string | null {
  const memoOf = perPass<string | null>()
  const deadOf = perPass<Set<string>>()
  /** Whether `importer` uses `id` in the browser (not only in server-only code). */
  const uses = (importer: string, id: string, ctx: ChunkingContext): boolean => {
    const memo = deadOf(ctx)
    let dead = memo.get(importer)
    if (!dead) {
      const code = ctx.getModuleInfo(importer)?.code
      dead = new Set()
      if (code && /import\.meta\.env\.SSR/.test(code)) {
        for (const source of serverOnlyImports(code)) {
          const file = sourceFile(source, importer, dirs)
          if (file) dead.add(file)
        }
      }
      memo.set(importer, dead)
    }
    return !dead.has(withoutExtension(id)) && !dead.has(id.replace(/\.(tsx?|jsx?|mjs)$/, ''))
  }
  return (id, ctx) => {
    const memo = memoOf(ctx)
    if (memo.has(id)) return memo.get(id)!
    const pages = new Set<string>()
    let elsewhere = false
    const seen = new Set<string>()
    const stack = [id]
    while (stack.length && !elsewhere) {
      const m = stack.pop()!
      if (seen.has(m)) continue
      seen.add(m)
      const page = CLIENT_ENTRY.exec(m)?.[1]?.replace(/\\/g, '/')
      const vikePage = VIKE_PAGE_ENTRY.exec(m)?.[1]
      const info = ctx.getModuleInfo(m)
      if (page) pages.add(page)
      // Vike's own entry of an HTML-only page is never loaded; any other entry (a client-routed
      // page, the router) uses the module too
      else if (vikePage !== undefined) elsewhere = !familyOf(vikePage)
      else if (info?.isEntry) elsewhere = true
      else stack.push(...(info?.importers ?? []).filter((importer) => uses(importer, m, ctx)))
    }
    const families = [...new Set([...pages].map(familyOf))]
    const label = (p: string) => p.replace(/^\(dashboards\)\//, '').replace(/[^\w]+/g, '-')
    let name: string | null
    if (elsewhere || !pages.size || families.includes(null)) name = null
    else if (families.length === 1) name = `${families[0]}-${[...pages].map(label).sort().join('-')}`
    else name = families.sort().join('-')
    memo.set(id, name)
    return name
  }
}
