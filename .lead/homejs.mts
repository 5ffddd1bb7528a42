import { startProductionServer } from '/work/main/test/helpers/server.ts'
import { homeWeight } from '/work/main/bench/lib.mjs'
import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hj-'))
const s = await startProductionServer({ buildDir: process.argv[2] ?? 'dist-e2e-lead', sqliteFile: path.join(tmp, 'db.sqlite'), uploadsDir: path.join(tmp, 'up') })
try {
  for (const p of ['/website/', '/website/Assamese', '/website/TenderCurrent']) {
    const html = await (await fetch(s.baseUrl + p)).text()
    const w = homeWeight(html, path.join(process.argv[2] ?? 'dist-e2e-lead', 'client'))
    console.log(p, 'JS', (w.jsGzip/1000).toFixed(1), 'KB gz in', w.jsFiles.length, 'files; CSS', (w.cssGzip/1000).toFixed(1), 'KB in', w.cssFiles.length)
    for (const f of w.jsFiles) console.log('   ', (f.gzip/1000).toFixed(1).padStart(6), f.file)
    if (p === '/website/') fs.writeFileSync('/tmp/home.html', html)
  }
} finally { await s.stop() }
