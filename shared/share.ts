/**
 * WhatsApp links (issue 9 §3): a message to share where the browser has no share sheet, and
 * the help number as a chat link. wa.me takes the number with its country code, digits only.
 */

/** APDCL's WhatsApp help number (messages only), as printed: +91 94350 01912. */
export const WHATSAPP_HELP_NUMBER = '+91 94350 01912'

/** https://wa.me/?text=… : WhatsApp opens with `text` ready to send to a chat the person picks. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}

/** https://wa.me/919435001912 : a chat with a number (any spacing or '+' in `number` is dropped). */
export function whatsappChatUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`
}
