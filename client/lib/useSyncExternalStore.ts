/**
 * What react-i18next imports as `use-sync-external-store/shim` (vite.config.ts alias): React 18+
 * has the hook itself, and the shim's fallback for older Reacts would only add to every page's
 * script (issue 24 §6).
 */
export { useSyncExternalStore } from 'react'
