import { ChatLauncher } from '#client/components/chat/ChatLauncher'
import { MobileDrawer } from '#client/components/layout/MobileDrawer'
import { SiteFooterOfPage } from '#client/components/layout/SiteFooter'
import { LoginModal } from '#client/components/login/LoginModal'
import { CHAT_SLOT_ID, DRAWER_SLOT_ID, LOGIN_SLOT_ID } from '#client/lib/htmlOnly/slots'
import type { SiteParts } from './SiteLayout'

/**
 * The drawer, the login dialog and the launcher inside wrappers without a box of their own (class `kept`,
 * display: contents): the same elements an HTML-only page keeps from the server's HTML.
 */
function DrawerInSlot({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <div id={DRAWER_SLOT_ID} className="kept">
      <MobileDrawer open={open} onClose={onClose} />
    </div>
  )
}

/** The root +Layout's parts of the site skeleton: everything rendered and hydrated as usual. */
export const SITE_PARTS: SiteParts = {
  footer: <SiteFooterOfPage />,
  Drawer: DrawerInSlot,
  login: (
    <div id={LOGIN_SLOT_ID} className="kept">
      <LoginModal />
    </div>
  ),
  chat: (
    <div id={CHAT_SLOT_ID} className="kept">
      <ChatLauncher />
    </div>
  ),
}
