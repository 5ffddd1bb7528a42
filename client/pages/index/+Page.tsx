import { useTranslation } from 'react-i18next'
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
import { SideMenu } from '#client/components/home/SideMenu'
import { SupportBanner } from '#client/components/home/SupportBanner'
import type { HomeData } from './+data'

/**
 * The home page of spec §2, in order: (header) marquee, 24x7 support banner, banner carousel,
 * payment shortcuts, bottom navigation, the three cards, (footer); plus the left side menu
 * and the 'Be Alert, Be Safe' start-up modal. The mobile variant (from the User-Agent, on the
 * server) stacks the sections.
 */
export default function Page() {
  const { t } = useTranslation('home')
  const data = useData<HomeData>()
  const mobile = !!usePageContext().isMobile
  return (
    <div className={'home ' + (mobile ? 'home--mobile' : 'home--desktop')}>
      <h1 className="visually-hidden">{t('h1')}</h1>
      <Marquee items={data.marquee} />
      <SupportBanner email={data.supportEmail} />
      <div className="container home__hero">
        <BannerCarousel banners={data.banners} />
      </div>
      <PaymentPanel />
      <BottomNav />
      {mobile ? <SideMenu mobile /> : null}
      <div className="container home__cards">
        <NewsCard news={data.news} />
        <ProjectsCard />
        <QuickLinksCard pdfs={data.pdfs} />
      </div>
      {mobile ? null : <SideMenu mobile={false} />}
      <SafetyModal />
    </div>
  )
}
