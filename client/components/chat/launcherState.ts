/** sessionStorage: open the chat after the reload of a Try again */
export const REOPEN_KEY = 'chat:reopen'

/**
 * Whether the chat opens by itself when the page loads: inside a frame the chat is what the
 * frame is for (spec §4), and after a Try again (ChatLauncher reads and clears the key).
 */
export function opensByItself(): boolean {
  if (window.self !== window.top) return true
  try {
    return sessionStorage.getItem(REOPEN_KEY) === '1'
  } catch {
    return false // storage refused (privacy settings): nothing to reopen
  }
}
