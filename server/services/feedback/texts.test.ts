import { describe, expect, it } from 'vitest'
import { SMS_TEMPLATES } from '../smsTemplates'
import { feedbackSmsText } from './texts'

describe('the feedback SMS (issue 14)', () => {
  it('has one variable, the reference, in each language, and no OTP-like number', () => {
    for (const locale of ['en', 'as'] as const) {
      expect(SMS_TEMPLATES.feedbackReceived[locale].split('{#var#}')).toHaveLength(2)
      const text = feedbackSmsText(locale, 'FB0123456789')
      expect(text).toContain('FB0123456789')
      expect(text.replace('FB0123456789', '')).not.toMatch(/\d{6}/)
    }
    expect(SMS_TEMPLATES.feedbackReceived.as).not.toMatch(/APDCL/)
  })
})
