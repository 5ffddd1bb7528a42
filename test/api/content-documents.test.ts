import { DOCUMENT_CATEGORIES } from '#shared/content/contract'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_ROUTES } from '../../shared/content/documentRoutes'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

const DATE_OR_NA = /^(\d{2}\/\d{2}\/\d{4}|NA)$/

describe(`document and career API (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true })
  })
  afterAll(async () => t.close())

  it.each(DOCUMENT_CATEGORIES)('GET /api/web/%s answers a documentList of 6+ entries', async (category) => {
    const res = await request(t.app).get(`/api/web/${category}`)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    expect(Object.keys(res.body)).toEqual(['documentList'])
    expect(res.body.documentList.length).toBeGreaterThanOrEqual(6)
    for (const d of res.body.documentList) {
      expect(Object.keys(d)).toEqual(['name', 'file_location', 'date', 'sub_type', 'new_flag', 'typeString'])
      expect(d.date).toMatch(DATE_OR_NA)
      expect(['Y', 'N']).toContain(d.new_flag)
      expect(d.typeString).toBeTruthy()
      expect(d.file_location === 'NA' || d.file_location.endsWith('.pdf')).toBe(true)
    }
  })

  it('has 5+ entries for every (category, sub-type) of the listing pages, over several years', async () => {
    for (const [route, { category, subType }] of Object.entries(DOCUMENT_ROUTES)) {
      const page = await t.services.content.documents(category, { subType, all: true })
      expect(page.items.length, route).toBeGreaterThanOrEqual(5)
      if (subType) for (const d of page.items) expect(d.subType).toBe(subType)
      expect(page.years.length, route).toBeGreaterThanOrEqual(2)
    }
    const all = await t.services.content.documents('document', { all: true })
    expect(all.items.some((d) => d.isNew)).toBe(true)
    for (const d of all.items) expect(d.nameAs, d.name).toMatch(/[\u0980-\u09FF]/)
    expect(all.items.some((d) => /[ৰৱ]/.test(d.nameAs ?? ''))).toBe(true)
  })

  it('filters documents by sub-type, year and title search, and paginates', async () => {
    const res = await request(t.app).get('/api/web/tariff?subType=fpppa')
    expect(res.body.documentList.length).toBe(6)
    for (const d of res.body.documentList) expect(d.sub_type).toBe('fpppa')
    const year = res.body.documentList[res.body.documentList.length - 1].date.slice(6)
    const byYear = await request(t.app).get(`/api/web/tariff?subType=fpppa&year=${year}`)
    expect(byYear.body.documentList.length).toBeGreaterThan(0)
    expect(byYear.body.documentList.length).toBeLessThan(6)
    for (const d of byYear.body.documentList) expect(d.date.endsWith(year)).toBe(true)
    const search = await request(t.app).get('/api/web/form?q=CHANGE OF NAME')
    expect(search.body.documentList.map((d: { name: string }) => d.name)).toEqual(['Application form for change of name'])
    const paged = await request(t.app).get('/api/web/notice?page=1&pageSize=3')
    expect(paged.body.documentList).toHaveLength(3)
    expect(paged.body.total).toBe(7)
  })

  it('answers a JSON 404 for an unknown category and a JSON 400 for a bad query', async () => {
    for (const path of ['/api/web/nosuch', '/api/web/Document', '/api/web/document/extra']) {
      const res = await request(t.app).get(path)
      expect(res.status, path).toBe(404)
      expect(res.headers['content-type']).toMatch(/json/)
    }
    const bad = await request(t.app).get('/api/web/notice?pageSize=1000')
    expect(bad.status).toBe(400)
    expect(bad.body.status).toBe('error')
  })

  it('GET /api/web/career answers a careerList with pipe lists of its documents', async () => {
    const res = await request(t.app).get('/api/web/career')
    expect(res.status).toBe(200)
    expect(res.body.careerList).toHaveLength(5)
    for (const c of res.body.careerList) {
      expect(Object.keys(c)).toEqual(['description', 'adv', 'adv_date', 'apply_link', 'new_flag', 'file_location', 'doc_type', 'date', 'title', 'new_flag_doc'])
      const lengths = ['file_location', 'doc_type', 'date', 'title', 'new_flag_doc'].map((f) => c[f].split('|').length)
      expect(new Set(lengths).size).toBe(1)
      expect(c.adv_date).toMatch(DATE_OR_NA)
    }
    const list = res.body.careerList as Array<Record<string, string>>
    expect(list[0].new_flag).toBe('Y')
    expect(list.some((c) => c.adv === 'NA')).toBe(true)
    expect(list.some((c) => c.apply_link === 'NA')).toBe(true)
    expect(list.some((c) => c.date.split('|').includes('NA'))).toBe(true)
  })
})

describe(`site content API (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true })
  })
  afterAll(async () => t.close())

  it('GET /api/web/banner answers [image, link] pairs with image URL paths that download', async () => {
    const res = await request(t.app).get('/api/web/banner')
    expect(res.body.bannerList).toHaveLength(4)
    for (const [image, link] of res.body.bannerList) {
      expect(image).toMatch(/^\/website\/uploads\/banners\/.+\.svg$/)
      expect(typeof link).toBe('string')
      const file = await request(t.app).get(image)
      expect(file.status).toBe(200)
      expect(file.headers['content-type']).toBe('image/svg+xml')
    }
    expect(res.body.bannerList.some(([, link]: string[]) => link === 'NA')).toBe(true)
  })

  it('keeps a banner’s words out of its picture: a caption in both languages, an image without text (issue 9 §1)', async () => {
    const banners = await t.services.content.banners()
    expect(banners).toHaveLength(4)
    for (const b of banners) {
      expect(b.caption).toBeTruthy()
      expect(b.captionAs).toMatch(/^[\u0980-\u09FF\s:,.।’-]+$/)
      const svg = (await request(t.app).get(b.image).buffer(true)).body.toString()
      expect(svg).not.toMatch(/<text\b/)
      expect(svg).not.toContain(b.caption!)
    }
  })

  it('GET /api/web/marqueeList (the home marquee) answers positional rows: title at 1, link at 2 (or NA), new flag at 5', async () => {
    const res = await request(t.app).get('/api/web/marqueeList')
    const rows = res.body.marqueeList as unknown[][]
    expect(rows).toHaveLength(6)
    for (const row of rows) {
      expect(row).toHaveLength(6)
      expect(typeof row[0]).toBe('number')
      expect(row[3]).toMatch(DATE_OR_NA)
      expect(['Y', 'N']).toContain(row[5])
    }
    expect(rows.some((r) => String(r[1]).includes('<b>'))).toBe(true)
    expect(rows.some((r) => String(r[1]).includes('<a href="/website/ApplyNewConn">'))).toBe(true)
    expect(rows.some((r) => r[2] === 'NA')).toBe(true)
    expect(rows.filter((r) => r[5] === 'Y')).toHaveLength(1)
  })

  it('GET /api/web/newsList (the home News card) answers { type, name } items with HTML names', async () => {
    const res = await request(t.app).get('/api/web/newsList')
    expect(res.body.newsList).toHaveLength(6)
    for (const n of res.body.newsList) expect(Object.keys(n)).toEqual(['type', 'name'])
    expect(res.body.newsList[0].name).toContain('<b>New</b>')
    expect(new Set(res.body.newsList.map((n: { type: string }) => n.type))).toEqual(new Set(['news', 'notification']))
  })

  it('news and marquee have one source: the home lists are the newest of the document lists', async () => {
    const news = await request(t.app).get('/api/web/news')
    const newsList = await request(t.app).get('/api/web/newsList')
    expect(Object.keys(news.body)).toEqual(['documentList'])
    const names = news.body.documentList.map((d: { name: string }) => d.name)
    expect(names.slice(0, 6)).toEqual(newsList.body.newsList.map((n: { name: string }) => n.name))
    // the 'View All' page (/NewsNotification) lists the same documents
    const page = await t.services.content.documents('news', { all: true })
    expect(page.items.map((d) => d.name)).toEqual(names)
    expect(news.body.documentList[0]).toMatchObject({ sub_type: 'news', typeString: 'News' })
    expect(news.body.documentList.some((d: { sub_type: string; typeString: string }) => d.sub_type === 'notification' && d.typeString === 'Notification')).toBe(true)

    const marquee = await request(t.app).get('/api/web/marquee')
    const marqueeList = await request(t.app).get('/api/web/marqueeList')
    expect(marquee.body.documentList.map((d: { name: string }) => d.name)).toEqual(marqueeList.body.marqueeList.map((r: unknown[]) => r[1]))
    expect(marquee.body.documentList.map((d: { date: string }) => d.date)).toEqual(marqueeList.body.marqueeList.map((r: unknown[]) => r[3]))
  })

  it('a news document added once shows on the News card, its View All list and both endpoints', async () => {
    const { loadNewsItem: insertNewsItem } = await import('../../server/services/admin/content')
    const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    await insertNewsItem(t.testDb.db, { type: 'notification', name: 'One <i>source</i> check', nameAs: 'এক উৎস', date, link: '/website/Notices' })
    t.services.events.emit('content-changed', 'test')
    const newsList = await request(t.app).get('/api/web/newsList')
    expect(newsList.body.newsList[0]).toEqual({ type: 'notification', name: 'One <i>source</i> check' })
    expect(newsList.body.newsList).toHaveLength(6)
    const news = await request(t.app).get('/api/web/news')
    expect(news.body.documentList[0]).toMatchObject({ name: 'One <i>source</i> check', sub_type: 'notification', file_location: 'NA' })
    expect((await t.services.content.news())[0]).toMatchObject({ type: 'notification', link: '/website/Notices' })
    expect((await t.services.content.documents('news', {})).items[0]).toMatchObject({ link: '/website/Notices', nameAs: 'এক উৎস' })
  })

  it('GET /api/web/allContact lists every contact with its type code 1–8', async () => {
    const res = await request(t.app).get('/api/web/allContact')
    const codes = new Set(res.body.contactList.map((c: { type_code: number }) => c.type_code))
    expect([...codes].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(res.body.contactList[0]).toMatchObject({ type_code: 1, designation: 'Managing Director', address: expect.stringContaining('Bijulee Bhawan') })
  })

  it('GET /api/web/contactInfo groups contacts by type', async () => {
    const res = await request(t.app).get('/api/web/contactInfo')
    const keys = ['keyOfficialContact', 'zoneContact', 'circleContact', 'divisionContact', 'subDivisionContact', 'ircaContact', 'tcContact']
    expect(Object.keys(res.body)).toEqual(keys)
    keys.forEach((key, i) => {
      expect(res.body[key].length, key).toBeGreaterThan(0)
      for (const c of res.body[key]) expect(c.type_code).toBe(i + 1)
    })
    expect(res.body.circleContact.map((c: { office: string }) => c.office)).toContain('Guwahati Electrical Circle-I')
    expect(res.body.zoneContact.map((c: { area: string }) => c.area)).toEqual(['Lower Assam Zone', 'Central Assam Zone', 'Upper Assam Zone'])
  })

  it('GET /api/web/aboutContact answers positional board rows (name at 1, designation at 2) and responsibilities', async () => {
    const res = await request(t.app).get('/api/web/aboutContact')
    expect(res.body.boardDirector).toHaveLength(8)
    expect(res.body.boardDirector[1][1]).toBe('Shri Pranab Kumar Saikia')
    expect(res.body.boardDirector[1][2]).toBe('Managing Director')
    expect(res.body.boardDirector[0][3]).toMatch(/^\/website\/uploads\/board\/.+\.svg$/)
    expect(res.body.jobResponsibility.length).toBeGreaterThan(0)
    expect(res.body.jobResponsibility[0][1]).toBe('Managing Director')
  })

  it('serves gallery albums with 4–8 photos each', async () => {
    const albums = await t.services.content.galleryAlbums()
    expect(albums).toHaveLength(4)
    for (const a of albums) {
      expect(a.photoCount).toBeGreaterThanOrEqual(4)
      expect(a.photoCount).toBeLessThanOrEqual(8)
      const album = await t.services.content.galleryAlbum(a.id)
      expect(album?.photos).toHaveLength(a.photoCount)
      expect(album?.cover).toBe(album?.photos[0].image)
    }
    expect(await t.services.content.galleryAlbum(99999)).toBeNull()
  })
})
