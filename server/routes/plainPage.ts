import type { Response } from 'express'

/** HTML-escapes text for the demo tools' pages. */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/** The stylesheet of the demo tools' pages (the sandbox gateway, the SMS outbox). */
export const DEMO_CSS = `body{font:16px/1.5 system-ui,"Noto Sans Bengali",sans-serif;margin:0;background:#f3f2f1;color:#0b0c0c}
main{max-width:34rem;margin:2rem auto;background:#fff;padding:1.5rem 1rem;border-top:6px solid #b58105}
@media (min-width:40rem){main{padding:1.5rem 2rem}}
.sandbox{background:#ffdd00;color:#0b0c0c;font-weight:700;padding:.5rem .75rem;margin:0 0 1rem}
h1{font-size:1.5rem;margin:.25rem 0 1rem}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem;margin:0 0 1.5rem}
dt{font-weight:600}dd{margin:0;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
fieldset{border:0;padding:0;margin:0}legend{font-weight:600;margin-bottom:.5rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;padding:.5rem 1rem;border:2px solid #0b0c0c;background:#fff;cursor:pointer}
button.pay{background:#00703c;border-color:#00703c;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #ffdd00;outline-offset:2px;box-shadow:0 0 0 5px #0b0c0c}
a{color:#1d70b8}
figure.qr{margin:0 0 1.5rem}figure.qr img{display:block;width:12rem;height:12rem;image-rendering:pixelated}figure.qr figcaption{font-size:.875rem}`

/**
 * A plain server-made page (outside Vike: the gateways' pages, the SMS outbox): not indexed,
 * never cached, one stylesheet of ours, no inline style (CSP), `tail` after main (a nonce'd script).
 */
export function plainPage(res: Response, p: { status?: number; lang?: string; title: string; body: string; stylesheet: string; tail?: string }): void {
  res
    .status(p.status ?? 200)
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html>
<html lang="${esc(p.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(p.title)}</title>
<link rel="stylesheet" href="${esc(p.stylesheet)}">
</head>
<body>
<main id="main-content">
${p.body}
</main>
${p.tail ?? ''}</body>
</html>
`,
    )
}

/** A page of a demo tool (demo mode only: the sandbox gateway, the SMS outbox), with a strip that says what it is. */
export function demoPage(res: Response, p: { status?: number; lang?: string; title: string; body: string; note: string; stylesheet: string }): void {
  plainPage(res, { ...p, body: `<p class="sandbox" role="note">${esc(p.note)}</p>\n${p.body}` })
}
