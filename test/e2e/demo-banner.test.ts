/**
 * The demonstration site says so on every page (ADR 013): a slim strip in the page's language
 * with a link to the SMS outbox, where a person reads the OTPs of a demo mobile.
 */
import { describe, expect, it } from 'vitest'
import { formatViolations, runAxe } from '../helpers/browser'
import { baseUrl, homeSession } from './homeSession'

const { open } = homeSession()
const site = (route: string) => `${baseUrl}/website/${route}`

describe('demo banner', () => {
  for (const [route, label, text] of [
    ['', 'Demonstration site', 'Demonstration site: no real payments; OTPs are shown at the demo SMS outbox.'],
    ['TenderCurrent', 'Demonstration site', 'Demonstration site: no real payments; OTPs are shown at the demo SMS outbox.'],
    ['Assamese', 'প্ৰদৰ্শনীমূলক ৱেবছাইট', 'প্ৰদৰ্শনীমূলক ৱেবছাইট: কোনো প্ৰকৃত পৰিশোধ নহয়; অ’টিপি প্ৰদৰ্শনীৰ এছ.এম.এছ. বাকচত দেখা পাব।'],
    ['AS_PayBill', 'প্ৰদৰ্শনীমূলক ৱেবছাইট', 'প্ৰদৰ্শনীমূলক ৱেবছাইট: কোনো প্ৰকৃত পৰিশোধ নহয়; অ’টিপি প্ৰদৰ্শনীৰ এছ.এম.এছ. বাকচত দেখা পাব।'],
    ['RechargePrepaidMb', 'Demonstration site', 'Demonstration site: no real payments; OTPs are shown at the demo SMS outbox.'],
  ] as const) {
    it(`/${route || ''} carries it, in the page's language, before the header`, async () => {
      const page = await open('phone', { url: site(route) })
      const banner = page.getByRole('complementary', { name: label })
      await expect.poll(() => banner.isVisible()).toBe(true)
      expect((await banner.innerText()).replace(/\s+/g, ' ').trim()).toBe(text)
      // first thing after the skip link: above the header, not hidden behind it
      const box = await banner.boundingBox()
      expect(box?.y).toBe(0)
      expect(box?.height ?? 0).toBeLessThan(80)
      const violations = await runAxe(page)
      expect(formatViolations(violations, route), 'axe').toEqual([])
    })
  }

  it('its link opens the outbox page, where a demo mobile’s OTP can be read', async () => {
    const page = await open('desktop', { url: site('TenderCurrent') })
    await page.getByRole('link', { name: 'the demo SMS outbox' }).click()
    await page.waitForURL(/\/dev\/sms-outbox$/)
    await page.getByLabel('Mobile number').fill('9000000001')
    await page.getByRole('button', { name: 'Show messages' }).click()
    await page.waitForURL(/mobile=9000000001/)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('SMS outbox')
  })
})
