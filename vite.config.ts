import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { UserConfig } from 'vite'

const root = fileURLToPath(new URL('./client', import.meta.url))
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

export default {
  root,
  base: '/website/',
  publicDir: fileURLToPath(new URL('./client/public', import.meta.url)),
  cacheDir: process.env.VITE_CACHE_DIR ?? fileURLToPath(new URL('./node_modules/.vite', import.meta.url)),
  plugins: [react(), vike()],
  resolve: {
    alias: {
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
  },
} satisfies UserConfig
