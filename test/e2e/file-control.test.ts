/**
 * The file control of the public forms (issue 23 §3; client/components/forms/FileInput.tsx) in
 * Chromium against the production build, on the Assamese complaint form: no native "Choose
 * File" button in the browser's language, but a labelled button in the page's language; the
 * hidden input is still reached by Tab and its focus shows on the button; a click on the
 * button opens the file picker, with scripts and without; the chosen file's name shows beside
 * it, and goes when the form is reset.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { JPEG } from '../helpers/uploads'
import { formSuite } from './formSuite'

const suite = formSuite()
const INPUT = '#complaint-photo'
const BUTTON = 'label.file-control__button[for="complaint-photo"]'

/** The input's box and the button's outline as the browser draws them. */
const looks = (page: Page) =>
  page.evaluate(
    ([input, button]) => {
      const i = document.querySelector(input)!.getBoundingClientRect()
      const b = getComputedStyle(document.querySelector(button)!)
      return { inputWidth: i.width, inputHeight: i.height, outline: b.outlineStyle, focused: document.activeElement?.id ?? '' }
    },
    [INPUT, BUTTON] as const,
  )

describe('the file control in the page language', () => {
  it('is a labelled Assamese button for a hidden, focusable input: focus shows on it, a click opens the picker, the chosen name shows', async () => {
    const page = await suite.open('/AS_RegisterComplaint', 'desktop')
    await expect.poll(() => page.locator(BUTTON).textContent()).toBe('ফাইল বাছনি কৰক')
    const before = await looks(page)
    expect(before.inputWidth).toBeLessThanOrEqual(1)
    expect(before.inputHeight).toBeLessThanOrEqual(1)
    expect(before.outline).toBe('none')
    // the field's label names the input first (getByLabel finds it by it)
    await expect.poll(() => page.getByLabel('সমস্যাটোৰ ফটো').getAttribute('id')).toBe('complaint-photo')

    // Tab from the field before it reaches the hidden input, and the button shows the focus
    await page.focus('#complaint-consNo')
    for (let i = 0; i < 3 && (await looks(page)).focused !== 'complaint-photo'; i++) await page.keyboard.press('Tab')
    const focused = await looks(page)
    expect(focused.focused).toBe('complaint-photo')
    expect(focused.outline).toBe('solid')

    // a click on the button opens the browser's picker; the file chosen is named beside it
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click(BUTTON)])
    await chooser.setFiles({ name: 'pole-photo.jpg', mimeType: 'image/jpeg', buffer: JPEG })
    await expect.poll(() => page.locator('.file-control__name').textContent()).toBe('বাছনি কৰা ফাইল: pole-photo.jpg')
    expect(await page.locator('.file-control__name [translate="no"]').textContent()).toBe('pole-photo.jpg')
    await page.evaluate((sel) => (document.querySelector(sel) as HTMLInputElement).form!.reset(), INPUT)
    await expect.poll(() => page.locator('.file-control__name').textContent()).toBe('')
    await suite.checks(page, 'file control, Assamese complaint form', 'desktop')
  })

  it('opens the picker from the button without JavaScript too', async () => {
    const page = await suite.open('/AS_RegisterComplaint', 'phone', false)
    expect(await page.locator(BUTTON).textContent()).toBe('ফাইল বাছনি কৰক')
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click(BUTTON)])
    expect(chooser.isMultiple()).toBe(false)
    await chooser.setFiles({ name: 'pole-photo.jpg', mimeType: 'image/jpeg', buffer: JPEG })
    expect(await page.evaluate((sel) => (document.querySelector(sel) as HTMLInputElement).files?.[0]?.name, INPUT)).toBe('pole-photo.jpg')
    await suite.checks(page, 'file control without JavaScript, phone', 'phone', false)
  })
})
