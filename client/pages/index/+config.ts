import type { Config } from 'vike/types'

export default {
  titleKey: 'home:title',
} satisfies Config
