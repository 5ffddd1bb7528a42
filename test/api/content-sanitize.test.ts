import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertMarqueeItem, insertNewsItem } from '../../server/services/content/write'
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
    const rows: Array<{ title: string }> = await t.testDb.db('marquee_items').select('title')
    const solar = rows.find((r) => r.title.includes('PM Surya Ghar'))
    expect(solar?.title).toBe('<i>PM Surya Ghar</i>: subsidy for rooftop solar')
    for (const r of rows) expect(r.title).not.toMatch(DANGER)
  })

  it('insertMarqueeItem and insertNewsItem sanitize what they store', async () => {
    const id = await insertMarqueeItem(t.testDb.db, {
      title: '<b>Alert</b><script>steal()</script><a href="javascript:alert(1)" onclick="x()">click</a>',
      titleAs: '<b>সতৰ্কবাণী</b><img src=x onerror=alert(1)>',
    })
    const stored = await t.testDb.db('marquee_items').where({ id }).first()
    expect(stored.title).toBe('<b>Alert</b><a>click</a>')
    expect(stored.title_as).toBe('<b>সতৰ্কবাণী</b>')
    const newsId = await insertNewsItem(t.testDb.db, { type: 'news', name: 'Hi<iframe src="https://evil.example"></iframe><svg onload=alert(1)>' })
    expect((await t.testDb.db('news_items').where({ id: newsId }).first()).name).toBe('Hi')
  })

  it('HTML written straight into the database is sanitized on the way out, end to end', async () => {
    await t.testDb.db('marquee_items').insert({ title: 'Raw <script>alert(1)</script><b onmouseover="x()">bold</b>', sort_order: 99 })
    await t.testDb.db('news_items').insert({ type: 'news', name: '<a href="javascript:alert(1)">raw</a><img src=x onerror=alert(1)>', sort_order: 99 })
    t.services.events.emit('content-changed', 'test')
    const marquee = await request(t.app).get('/api/web/marquee')
    const last = marquee.body.marqueeList[marquee.body.marqueeList.length - 1]
    expect(last[1]).toBe('Raw <b>bold</b>')
    const news = await request(t.app).get('/api/web/news')
    expect(news.body.newsList[news.body.newsList.length - 1].name).toBe('<a>raw</a>')
    expect(JSON.stringify(marquee.body) + JSON.stringify(news.body)).not.toMatch(DANGER)
  })
})
