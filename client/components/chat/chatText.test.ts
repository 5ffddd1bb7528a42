import { describe, expect, it } from 'vitest'
import enChat from '#shared/locales/en/chat.json'
import asChat from '#shared/locales/as/chat.json'
import enCommon from '#shared/locales/en/common.json'
import asCommon from '#shared/locales/as/common.json'
import { chatTexts } from './chatText'

describe('the widget’s texts', () => {
  it('picks the page’s language and fills {{params}}', () => {
    expect(chatTexts('en').say('greeting')).toBe(enChat.greeting)
    expect(chatTexts('as').say('greeting')).toBe(asChat.greeting)
    expect(chatTexts('as').say('greeting')).toMatch(/[\u0980-\u09FF]/)
    expect(chatTexts('en').say('widget.graphValue', { unit: 'kWh' })).toBe('Figure (kWh)')
    expect(chatTexts('en').say('validation.empty')).toBe('Please Type Something!')
  })

  it('falls back to English per key, and to the key itself when nobody has it', () => {
    expect(chatTexts('as').say('no.such.key')).toBe('no.such.key')
  })

  it('the launcher (core bundle, common.json) says what the panel’s chat.json says, in both languages', () => {
    for (const [common, chat] of [
      [enCommon, enChat],
      [asCommon, asChat],
    ] as const) {
      expect(common.chatLauncher.open).toBe(chat.widget.open)
      expect(common.chatLauncher.loadFailed).toBe(chat.widget.loadFailed)
      expect(common.chatLauncher.retry).toBe(chat.widget.retry)
    }
  })

  it('the page’s commands: English everywhere, and the Assamese words on Assamese pages', () => {
    expect(chatTexts('en')).toMatchObject({ menuWords: ['menu'], exitWords: ['exit'] })
    expect(chatTexts('as').menuWords).toEqual(['menu', asChat.command.menu])
    expect(chatTexts('as').exitWords).toEqual(['exit', asChat.command.exit])
  })
})
