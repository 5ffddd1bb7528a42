// Bundles the server (server/index.ts and what it imports) into dist/app/index.mjs.
// Packages stay external: they come from node_modules at run time, as does Vike's page build.
import { build } from 'esbuild'
import path from 'node:path'

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
