import type { Config } from 'vike/types'

export default {
  titleKey: 'home:title',
  // HTML-only for Vike (issue 8 §3): no client router and no client hooks on the most visited
  // page; +client.tsx hydrates it with React from the context +Head writes into the HTML
  clientHooks: false,
} satisfies Config
