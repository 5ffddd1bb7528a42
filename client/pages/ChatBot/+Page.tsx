import { useTranslation } from '#client/lib/useTranslation'
import { SUPPORT_NUMBER } from '#shared/constants'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import ChatPanel from '#client/components/chat/ChatPanel'

/**
 * The chat assistant on a page of its own (issue 12: /ChatBot and /AS_ChatBot): what it
 * answers and how it signs you in, then the panel, open at once (no launcher on this page).
 * The one page other sites may frame (CHAT_FRAME_ORIGINS); in a frame it is the same page.
 */
export default function Page() {
  const { t } = useTranslation('chat')
  return (
    <>
      <ListingHeader title={t('page.title')} lead={t('page.lead')} />
      <div className="container section chat-page">
        <div className="prose">
          <p>{t('page.answers')}</p>
          <p>{t('page.otp')}</p>
          <p>{t('page.privacy')}</p>
          <p>{t('page.support', { phone: SUPPORT_NUMBER })}</p>
        </div>
        <ChatPanel variant="page" id="chat-panel" />
      </div>
    </>
  )
}
