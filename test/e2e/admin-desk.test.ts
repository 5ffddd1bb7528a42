/**
 * The complaint and application desk and the rule tables in Chromium (issue 11 §2). A citizen
 * registers a complaint (the public API, in its own browser); the demo desk officer
 * (admin.desk) finds it with the filter, opens it, assigns it, moves it and adds a note (a
 * refused note shows its error); the citizen's /ComplaintStatus shows the new state and the
 * officer's note. The demo super admin (admin.super) changes a deadline on /admin/rules (a
 * refused value first) and puts it back. axe and the layout on the list, an item, the form
 * errors, at 1280 and 360 px; the roles without the permission get 403.
 */
import { describe, expect, it } from 'vitest'
import { deviceOptions, watchedPage } from '../helpers/browser'
import { adminApi, adminSignIn } from './adminLogin'
import { formSuite, mobileNumbers } from './formSuite'

// a refused save answers 400 and a refused page 403: the browser logs both
const suite = formSuite({ allow: [/status of 400/, /status of 403/] })
const { baseUrl, site, checks } = suite
const newMobile = mobileNumbers(9_712_555_000)
const DESK = '/AdminComplaintStatus'
const RULES = '/admin/rules'

describe('the complaint and application desk', () => {
  it('finds a new complaint by the filter, assigns it, moves it and notes it; the citizen sees the new state', async () => {
    // the citizen registers a complaint (its browser may open it afterwards)
    const citizen = await watchedPage(suite.browser(), baseUrl, deviceOptions('desktop'))
    try {
      const mobile = newMobile()
      const reg = await citizen.context.request.post(`${baseUrl}/api/complaints`, {
        headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
        data: {
          category: 'meter',
          subcategory: 'meter_burnt',
          description: 'The meter box is black with smoke since last night.',
          district: 'west-karbi-anglong',
          locality: 'Hamren bazar',
          name: 'Bina Teron',
          mobile,
        },
      })
      expect(reg.status()).toBe(201)
      const no = String(((await reg.json()) as { complaint: { workNo: string } }).complaint.workNo)

      const w = await suite.watch('desktop')
      const csrf = await adminSignIn(w.context, baseUrl, 'admin.desk')
      expect((await w.page.goto(site(DESK)))?.status()).toBe(200)
      await suite.hydrated()
      expect(await w.page.locator('h1').textContent()).toBe('Complaint and application desk')
      await checks(w.page, 'desk: the queue', 'desktop')

      // the filter (a GET form): complaints about meters in West Karbi Anglong, registered
      await w.page.selectOption('#desk-kind', 'complaints')
      await w.page.selectOption('#desk-category', 'meter')
      await w.page.selectOption('#desk-district', 'west-karbi-anglong')
      await w.page.selectOption('#desk-state', 'registered')
      await Promise.all([w.page.waitForURL(/district=west-karbi-anglong/), w.page.click('form[aria-label="Filter the queue"] button[type=submit]')])
      await suite.hydrated()
      expect(w.page.url()).toMatch(/kind=complaints&state=registered&category=meter&division=&district=west-karbi-anglong&deadline=$/)
      const row = w.page.locator('#desk-table').locator('xpath=ancestor::table').locator('tbody tr', { hasText: no })
      expect(await row.count()).toBe(1)
      expect(await row.locator('td').allTextContents()).toEqual([
        no,
        'Complaint',
        'Registered',
        'Meter problem',
        expect.stringContaining('West Karbi Anglong'),
        expect.any(String),
        'section officer',
        'nobody',
      ])
      await checks(w.page, 'desk: the queue filtered', 'desktop')

      // open it: facts with the mobile masked, the form's fields, the history
      await Promise.all([w.page.waitForURL(new RegExp(`no=${no}`)), row.getByRole('link', { name: no }).click()])
      await suite.hydrated()
      expect(await w.page.locator('#item').textContent()).toBe(`Complaint ${no}`)
      expect(await w.page.getByTestId('item-state').textContent()).toBe('Registered')
      const text = (await w.page.locator('section[aria-labelledby="item"]').textContent())!
      expect(text).toContain(`Bina Teron, mobile ******${mobile.slice(-4)}`)
      expect(text).not.toContain(mobile)
      expect(text).toContain('Hamren bazar')
      expect(await w.page.locator('.desk-timeline li').count()).toBe(1)
      await checks(w.page, 'desk: an item', 'desktop')

      // a note with nothing in it: refused beside the field, the summary takes the focus
      await w.page.click('#note-form button[type=submit]')
      await expect.poll(() => w.page.locator('#note-form-note-error').textContent()).toBe('Write the note.')
      expect(await w.page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true)
      await checks(w.page, 'desk: a refused note', 'desktop')

      // assign to me (the list's default)
      expect(await w.page.inputValue('#assign-form-officer')).toBe('admin.desk')
      await w.page.click('#assign-form button[type=submit]')
      await expect.poll(() => w.page.getByTestId('item-state').textContent()).toBe('Assigned to an officer')
      // move: in progress, with a note for the citizen
      await w.page.selectOption('#move-form-to', 'in_progress')
      await w.page.fill('#move-form-note', 'A lineman is on the way with a new meter.')
      await w.page.click('#move-form button[type=submit]')
      await expect.poll(() => w.page.getByTestId('item-state').textContent()).toBe('In progress')
      await expect.poll(() => w.page.locator('#move-form .admin-form__status').textContent()).toBe('Moved to In progress. The applicant was sent an SMS.')
      // a note
      await w.page.fill('#note-form-note', 'Old meter taken to the sub-division store.')
      await w.page.click('#note-form button[type=submit]')
      await expect.poll(() => w.page.locator('.desk-timeline li').count()).toBe(4)
      expect(await w.page.locator('.desk-timeline li').allTextContents()).toEqual([
        expect.stringContaining('Received: Registered'),
        expect.stringContaining('Assigned to admin.desk'),
        expect.stringMatching(/Moved to In progress.*by Officer admin\.desk.*A lineman is on the way/),
        expect.stringMatching(/Note.*Old meter taken/),
      ])
      await checks(w.page, 'desk: the item after the changes', 'desktop')

      // the API agrees
      const api = await adminApi(w.context, baseUrl, csrf, 'GET', `/work/${no}`)
      expect((api.body.item as { state: string }).state).toBe('in_progress')

      // the citizen's status page shows the new state and the officer's note
      expect((await citizen.page.goto(site(`/ComplaintStatus?applNo=${no}`)))?.status()).toBe(200)
      expect(await citizen.page.getByTestId('work-state').textContent()).toBe('In progress')
      expect(await citizen.page.locator('.work-history').textContent()).toContain('A lineman is on the way with a new meter.')
    } finally {
      await citizen.close()
    }
  })

  it('opens the overdue list of the dashboard and passes axe at 360 px; other roles get 403', async () => {
    const w = await suite.watch('phone')
    await adminSignIn(w.context, baseUrl, 'admin.desk')
    expect((await w.page.goto(site(`${DESK}?overdue=1`)))?.status()).toBe(200)
    await suite.hydrated()
    expect(await w.page.inputValue('#desk-deadline')).toBe('overdue')
    await checks(w.page, 'desk: overdue at 360 px', 'phone')
    // a filter value that is not a choice is shown beside its field
    expect((await w.page.goto(site(`${DESK}?division=12`)))?.status()).toBe(200)
    await suite.hydrated()
    expect(await w.page.locator('#desk-division-error').textContent()).toBe('A division code has three digits.')
    await checks(w.page, 'desk: a refused filter at 360 px', 'phone')
    // an item at 360 px
    const first = w.page.locator('#desk-table').locator('xpath=ancestor::table').locator('tbody tr td:first-child a').first()
    if (await first.count()) {
      await Promise.all([w.page.waitForURL(/no=/), first.click()])
      await suite.hydrated()
      await checks(w.page, 'desk: an item at 360 px', 'phone')
    }
    // the desk officer may not edit the rules; the content editor may not open the desk
    expect((await w.page.goto(site(RULES)))?.status()).toBe(403)
    const other = await watchedPage(suite.browser(), baseUrl, deviceOptions('desktop'))
    try {
      await adminSignIn(other.context, baseUrl, 'admin.content')
      expect((await other.page.goto(site(DESK)))?.status()).toBe(403)
    } finally {
      await other.close()
    }
  })
})

describe('the rule tables', () => {
  it('changes a deadline (a refused value first) and puts the constant back', async () => {
    const w = await suite.watch('desktop')
    const csrf = await adminSignIn(w.context, baseUrl, 'admin.super')
    const rule = async () =>
      ((await adminApi(w.context, baseUrl, csrf, 'GET', '/rules')).body.deadlines as Array<{ kind: string; key: string; hours: number; overrideHours: number | null }>).find(
        (d) => d.kind === 'vld' && d.key === 'field_inspection',
      )!
    const before = await rule()
    expect(before.overrideHours).toBeNull()
    try {
      expect((await w.page.goto(site(RULES)))?.status()).toBe(200)
      await suite.hydrated()
      expect(await w.page.locator('h1').textContent()).toBe('Rule tables')
      await checks(w.page, 'rules', 'desktop')
      // the deadlines of voluntary load declarations
      await w.page.selectOption('#rules-dkind', 'vld')
      await Promise.all([w.page.waitForURL(/dkind=vld/), w.page.click('form[aria-label="Choose whose deadlines to show"] button[type=submit]')])
      await suite.hydrated()
      await Promise.all([w.page.waitForURL(/deadline=vld%3Afield_inspection/), w.page.getByRole('link', { name: 'Edit the deadline: Voluntary load declaration: In state: Field inspection' }).click()])
      await suite.hydrated()
      expect(await w.page.inputValue('#deadline-form-hours')).toBe(String(before.hours))

      // refused: 0 hours
      await w.page.fill('#deadline-form-hours', '0')
      await w.page.click('#deadline-form button[type=submit]')
      await expect.poll(() => w.page.locator('#deadline-form-hours-error').textContent()).toBe('The deadline (hours) must be from 1 to 2160.')
      await checks(w.page, 'rules: a refused deadline', 'desktop')
      expect((await rule()).overrideHours).toBeNull()

      // 240 hours: saved, shown in the table, in the audit log
      await w.page.fill('#deadline-form-hours', '240')
      await w.page.click('#deadline-form button[type=submit]')
      await expect.poll(() => w.page.locator('#deadline-form .admin-form__status').textContent()).toBe('The deadline was saved.')
      expect(await rule()).toMatchObject({ hours: 240, overrideHours: 240 })
      const cell = w.page.locator('#deadline-table').locator('xpath=ancestor::table').locator('tbody tr', { hasText: 'Field inspection' }).locator('td').nth(1)
      await expect.poll(() => cell.textContent()).toMatch(/^240 h \(10 days\)changed by admin\.super/)
      const audit = await adminApi(w.context, baseUrl, csrf, 'GET', '/audit?action=rules.deadline.set&entity_id=vld%3Afield_inspection')
      expect((audit.body.rows as Array<{ actor: string }>)[0]).toMatchObject({ actor: 'admin.super' })
      await checks(w.page, 'rules: a saved deadline', 'desktop')

      // back to the constant
      await w.page.click('#deadline-reset-form button[type=submit]')
      await expect.poll(async () => (await rule()).overrideHours).toBeNull()
      expect((await rule()).hours).toBe(before.hours)
    } finally {
      if ((await rule()).overrideHours !== null) await adminApi(w.context, baseUrl, csrf, 'DELETE', '/rules/deadlines/vld/field_inspection')
    }
  })

  it('passes axe at 360 px with a cost rule open', async () => {
    const w = await suite.watch('phone')
    const csrf = await adminSignIn(w.context, baseUrl, 'admin.super')
    const [first] = (await adminApi(w.context, baseUrl, csrf, 'GET', '/rules')).body.costRules as Array<{ id: number }>
    expect((await w.page.goto(site(`${RULES}?cost=${first.id}`)))?.status()).toBe(200)
    await suite.hydrated()
    expect(await w.page.locator('#cost-form-applicationFee').count()).toBe(1)
    await checks(w.page, 'rules: a cost rule at 360 px', 'phone')
  })
})
