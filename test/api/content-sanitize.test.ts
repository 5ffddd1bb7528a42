import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMarqueeItem as insertMarqueeItem, loadNewsItem as insertNewsItem } from '../../server/services/admin/content'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

const DANGER = /<script|onerror|onclick|javascript:|<iframe|<img/i

describe(`admin HTML is sanitized on the way in and out (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true })
  })
  afterAll(async () => t.close())

  it('the seeded marquee text with <script> and onerror= is stored sanitized', async () => {
    const rows: Array<{ name: string }> = await t.testDb.db('documents').where({ category: 'marquee' }).select('name')
    const solar = rows.find((r) => r.name.includes('PM Surya Ghar'))
    expect(solar?.name).toBe('<i>PM Surya Ghar</i>: subsidy for rooftop solar')
    for (const r of rows) expect(r.name).not.toMatch(DANGER)
  })

  it('insertMarqueeItem and insertNewsItem sanitize what they store', async () => {
    const id = await insertMarqueeItem(t.testDb.db, {
      title: '<b>Alert</b><script>steal()</script><a href="javascript:alert(1)" onclick="x()">click</a>',
      titleAs: '<b>সতৰ্কবাণী</b><img src=x onerror=alert(1)>',
    })
    const stored = await t.testDb.db('documents').where({ id }).first()
    expect(stored).toMatchObject({ category: 'marquee', name: '<b>Alert</b><a>click</a>', name_as: '<b>সতৰ্কবাণী</b>' })
    const newsId = await insertNewsItem(t.testDb.db, { type: 'news', name: 'Hi<iframe src="https://evil.example"></iframe><svg onload=alert(1)>' })
    expect(await t.testDb.db('documents').where({ id: newsId }).first()).toMatchObject({ category: 'news', name: 'Hi' })
  })

  it('HTML written straight into the database is sanitized on the way out, end to end', async () => {
    // undated: listed after the dated ones; dated tomorrow: the newest, so first on the News card
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    await t.testDb.db('documents').insert({ category: 'marquee', name: 'Raw <script>alert(1)</script><b onmouseover="x()">bold</b>' })
    await t.testDb.db('documents').insert({ category: 'news', sub_type: 'news', name: '<a href="javascript:alert(1)">raw</a><img src=x onerror=alert(1)>', date: tomorrow })
    t.services.events.emit('content-changed', 'test')
    const marquee = await request(t.app).get('/api/web/marqueeList')
    const raw = (marquee.body.marqueeList as unknown[][]).find((r) => String(r[1]).startsWith('Raw'))
    expect(raw?.[1]).toBe('Raw <b>bold</b>')
    const news = await request(t.app).get('/api/web/newsList')
    expect(news.body.newsList[0].name).toBe('<a>raw</a>')
    const lists = await Promise.all(['/api/web/marquee', '/api/web/news'].map((path) => request(t.app).get(path)))
    expect(lists[0].body.documentList.map((d: { name: string }) => d.name)).toContain('Raw <b>bold</b>')
    expect(lists[1].body.documentList[0].name).toBe('<a>raw</a>')
    expect(JSON.stringify([marquee.body, news.body, lists[0].body, lists[1].body])).not.toMatch(DANGER)
  })
})
