import { describe, expect, it } from 'vitest'
import { feederVar, shutdownSmsText } from './shutdownTexts'

describe('the planned shutdown SMS', () => {
  const window = { startsAt: Date.parse('2027-03-11T03:30:00Z'), endsAt: Date.parse('2027-03-11T07:30:00Z') }
  it("names the feeder and the window in India time, in English or Assamese, each variable within DLT's 30 characters", () => {
    expect(shutdownSmsText('eve', 'en', { feederName: '11 kV Pandu Feeder', ...window })).toBe(
      'APDCL reminder: for planned work the power supply of 11 kV Pandu Feeder will be off tomorrow from 11 Mar 2027, 09:00 to 11 Mar 2027, 13:00. - APDCL',
    )
    expect(shutdownSmsText('published', 'as', { feederName: '11 kV Pandu Feeder', ...window })).toContain('11 kV Pandu Feederৰ বিদ্যুৎ যোগান ১১ মাৰ্চ ২০২৭, ০৯:০০ৰ পৰা ১১ মাৰ্চ ২০২৭, ১৩:০০লৈ বন্ধ থাকিব')
    const long = shutdownSmsText('published', 'en', { feederName: '11 kV Lachit Nagar Feeder No. 2 {x}', ...window })
    expect(long).toContain('of 11 kV Lachit Nagar Feeder No. will')
    expect(feederVar('  {Zoo}   Road  ')).toBe('Zoo Road')
    // nothing an OTP reader takes for an OTP
    expect(long).not.toMatch(/(?<!\d)\d{6}(?!\d)/)
  })
})
