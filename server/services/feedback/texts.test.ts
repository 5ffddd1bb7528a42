import { describe, expect, it } from 'vitest'
import { FEEDBACK_SMS_TEMPLATES, feedbackSmsText } from './texts'

describe('the feedback SMS (issue 14)', () => {
  it('has one variable, the reference, in each language, and no OTP-like number', () => {
    for (const locale of ['en', 'as'] as const) {
      expect(FEEDBACK_SMS_TEMPLATES[locale].split('{#var#}')).toHaveLength(2)
      const text = feedbackSmsText(locale, 'FB0123456789')
      expect(text).toContain('FB0123456789')
      expect(text.replace('FB0123456789', '')).not.toMatch(/\d{6}/)
    }
    expect(FEEDBACK_SMS_TEMPLATES.as).not.toMatch(/APDCL/)
  })
})
