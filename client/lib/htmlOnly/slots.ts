/**
 * The ids of the site's parts an HTML-only page keeps from the server's HTML until used
 * (client/lib/htmlOnly/Layout.tsx); the root layout renders them in wrappers with these ids
 * (client/layouts/siteParts.tsx).
 */
export const FOOTER_ID = 'site-footer'
export const DRAWER_SLOT_ID = 'nav-drawer-slot'
export const LOGIN_SLOT_ID = 'login-dialog-slot'
export const CHAT_SLOT_ID = 'chat-launcher-slot'
