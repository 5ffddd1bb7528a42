// Bundles the server (server/index.ts and what it imports) into dist/app/index.mjs.
// Packages stay external: they come from node_modules at run time, as does Vike's page build.
// Then precompresses the built client (scripts/precompress.mjs, issue 8 §2).
import { build } from 'esbuild'
import path from 'node:path'
import { precompressDir } from './precompress.mjs'

const outDir = path.resolve(process.env.BUILD_DIR ?? 'dist', 'app')
await build({
  entryPoints: ['server/index.ts'],
  outfile: path.join(outDir, 'index.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  define: { 'import.meta.env.SSR': 'true' },
})
console.log(`server bundle: ${path.relative(process.cwd(), outDir)}/index.mjs`)

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'dist', 'client')
const t = await precompressDir(clientDir)
const kb = (n) => `${(n / 1000).toFixed(0)} kB`
console.log(`precompressed ${t.files} client files: ${kb(t.size)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)}`)
