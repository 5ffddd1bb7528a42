import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin, UserConfig } from 'vite'
import { COMMON_GROUPS, CORE_NEVER, coreChunk, htmlOnlyChunk } from './scripts/chunks'

const root = fileURLToPath(new URL('./client', import.meta.url))
const sharedDir = fileURLToPath(new URL('./shared', import.meta.url))
const projectRoot = fileURLToPath(new URL('.', import.meta.url))
// BUILD_DIR lets parallel builds (tests, benchmarks) write to their own folder.
const outDir = fileURLToPath(new URL(process.env.BUILD_DIR ?? './dist', new URL('.', import.meta.url).href + '/'))

/**
 * The Assamese webfont is served from public/fonts/ (copied from @fontsource, not committed), so
 * Vite does not treat it as a page asset and Vike does not preload it on every page: only the
 * Assamese pages use it (styles/fonts.css) and preload it (+Head.tsx). See docs/bench.md "Lighthouse".
 */
function copyAssameseFont(): void {
  const from = fileURLToPath(new URL('./node_modules/@fontsource/noto-sans-bengali/files/', import.meta.url))
  const to = fileURLToPath(new URL('./client/public/fonts/', import.meta.url))
  fs.mkdirSync(to, { recursive: true })
  for (const weight of [400, 700]) {
    const name = `noto-sans-bengali-bengali-${weight}-normal.woff2`
    if (!fs.existsSync(to + name)) fs.copyFileSync(from + name, to + name)
  }
}
copyAssameseFont()

/**
 * The environment being built (Vike builds the browser's, then the server's, one after the
 * other): the chunk groups below are for the browser's build only. In the server's they would
 * split our modules into chunks that import each other, and shared/i18n.ts awaits its texts at
 * the top level: a cycle with a top-level await never settles.
 */
let building: string | undefined
const trackEnvironment: Plugin = {
  name: 'apdcl:track-environment',
  buildStart() {
    building = this.environment?.name
  },
}
const inBrowserBuild = () => building === 'client'

export default {
  root,
  base: '/website/',
  publicDir: fileURLToPath(new URL('./client/public', import.meta.url)),
  cacheDir: process.env.VITE_CACHE_DIR ?? fileURLToPath(new URL('./node_modules/.vite', import.meta.url)),
  plugins: [trackEnvironment, react(), vike()],
  resolve: {
    alias: {
      // React 18+ has the hook react-i18next takes from this shim: the shim's fallback is dead weight
      'use-sync-external-store/shim': fileURLToPath(new URL('./client/lib/useSyncExternalStore.ts', import.meta.url)),
      '#shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '#client': root,
      '#server': fileURLToPath(new URL('./server', import.meta.url)),
    },
  },
  server: { fs: { allow: [projectRoot] } },
  build: {
    outDir,
    emptyOutDir: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: {
        // Our modules do their work when called, never when imported (no bare imports but
        // stylesheets): one whose exports are all unused goes, with what it imports. So a part
        // an HTML-only page keeps as the server wrote it (Kept) costs its script nothing, not even
        // its stylesheet's import (the page's HTML links that stylesheet anyway). Anything else:
        // the bundler's own judgement.
        moduleSideEffects: (id: string) => ((id.startsWith(root) || id.startsWith(sharedDir)) && /\.tsx?$/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // one file every page loads first, a few of small modules many pages use, then each
          // HTML-only page's own code by page and service (scripts/chunks.ts, issue 24 §6)
          groups: [
            { name: coreChunk(), debugName: 'core', test: (id: string) => inBrowserBuild() && !CORE_NEVER.test(id), includeDependenciesRecursively: false, priority: 3 },
            ...COMMON_GROUPS.map(([name, re]) => ({ name, test: (id: string) => inBrowserBuild() && re.test(id), includeDependenciesRecursively: false, priority: 2 })),
            {
              name: htmlOnlyChunk({ client: root, shared: sharedDir }),
              debugName: 'html-only pages',
              test: (id: string) => inBrowserBuild() && !/\.css($|\?)/.test(id),
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig
