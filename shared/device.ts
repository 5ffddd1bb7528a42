/**
 * Phone-or-tablet detection from the User-Agent, done on the server so the first paint is
 * already the right layout (no flash of the desktop page on a phone).
 */
const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle|PlayBook|BlackBerry|BB10|Opera Mini|Opera Mobi|IEMobile|webOS|Windows Phone|KaiOS|UCBrowser|SamsungBrowser.*Mobile/i

export function isMobileUserAgent(userAgent: string | undefined | null): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent)
}
