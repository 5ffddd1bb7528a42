import { useTranslation } from '#client/lib/useTranslation'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { BannerCarousel } from '#client/components/home/BannerCarousel'
import { BottomNav } from '#client/components/home/BottomNav'
import { Marquee } from '#client/components/home/Marquee'
import { NewsCard } from '#client/components/home/NewsCard'
import { PaymentPanel } from '#client/components/home/PaymentPanel'
import { ProjectsCard } from '#client/components/home/ProjectsCard'
import { QuickLinksCard } from '#client/components/home/QuickLinksCard'
import { SafetyModal } from '#client/components/home/SafetyModal'
import { useSafetyModal } from '#client/components/home/useSafetyModal'
import { SideMenu } from '#client/components/home/SideMenu'
import { SupportBanner } from '#client/components/home/SupportBanner'
import { openLogin } from '#client/components/login/loginEvents'
import { Kept } from '#client/lib/htmlOnly/Kept'
import type { HomeData } from './+data'

/**
 * The home page of spec §2, in order: (header) marquee, 24x7 support banner, banner carousel,
 * payment shortcuts, bottom navigation, the three cards, (footer); plus the left side menu
 * and the 'Be Alert, Be Safe' start-up modal (open from the first paint: useSafetyModal.ts).
 * The mobile variant (from the User-Agent, on the server) stacks the sections. The sections
 * that are only links and text are Kept: the browser keeps the server's markup and loads none
 * of their code (issue 24 §6; the page is HTML-only).
 */
export default function Page() {
  const { t } = useTranslation('home')
  const data = useData<HomeData>()
  const mobile = !!usePageContext().isMobile
  useSafetyModal()
  return (
    <div className={'home ' + (mobile ? 'home--mobile' : 'home--desktop')}>
      <h1 className="visually-hidden">{t('h1')}</h1>
      <Marquee items={data.marquee} />
      <Kept id="home-support">{import.meta.env.SSR ? <SupportBanner email={data.supportEmail} /> : null}</Kept>
      <div className="container home__hero">
        <BannerCarousel banners={data.banners} />
      </div>
      <Kept id="home-pay">{import.meta.env.SSR ? <PaymentPanel /> : null}</Kept>
      <Kept id="home-bottom-nav">{import.meta.env.SSR ? <BottomNav /> : null}</Kept>
      {mobile ? <SideMenu mobile /> : null}
      <div className="container home__cards">
        <NewsCard news={data.news} />
        <Kept id="home-projects">{import.meta.env.SSR ? <ProjectsCard /> : null}</Kept>
        {/* links, and one button that opens the login dialog (heard here: a click inside kept markup reaches the wrapper) */}
        <Kept id="home-quick" onClick={(e) => (e.target as Element).closest('.home-card__button') && openLogin()}>
          {import.meta.env.SSR ? <QuickLinksCard pdfs={data.pdfs} /> : null}
        </Kept>
      </div>
      {mobile ? null : <SideMenu mobile={false} />}
      {/* open in the server's HTML from the first paint; useSafetyModal takes it over */}
      <Kept id="home-safety">{import.meta.env.SSR ? <SafetyModal /> : null}</Kept>
    </div>
  )
}
