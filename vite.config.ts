import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import type { UserConfig } from 'vite'

const root = fileURLToPath(new URL('./client', import.meta.url))
const projectRoot = fileURLToPath(new URL('.', import.meta.url))
// BUILD_DIR lets parallel builds (tests, benchmarks) write to their own folder.
const outDir = fileURLToPath(new URL(process.env.BUILD_DIR ?? './dist', new URL('.', import.meta.url).href + '/'))

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
