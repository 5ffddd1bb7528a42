import type { PageContextServer } from 'vike/types'
import { uploadUrl } from '#shared/uploads'
import { hasAnchor, localizeHtmlLinks, localizeLink } from '#client/components/home/localize'

/** One marquee headline or news line, already in the page's language. */
export interface HomeLine {
  id: number
  /** sanitized HTML */
  html: string
  /** 'en' when an Assamese page falls back to the English text */
  lang: 'en' | 'as'
  link: string | null
  /** the HTML carries its own link, so the line must not be wrapped in another */
  ownLink: boolean
  isNew?: boolean
  type?: string
  date?: string | null
  /** the English HTML, to match items of a client refresh from the legacy API */
  en?: string
}

export interface HomeBanner {
  id: number
  image: string
  link: string | null
  alt: string
  lang: 'en' | 'as'
  /** the banner's words over the picture, in the page's language when there is a translation */
  caption: string | null
  captionLang: 'en' | 'as'
}

/** A PDF document linked from Quick Links (the newest general documents with a file). */
export interface HomePdf {
  id: number
  name: string
  lang: 'en' | 'as'
  url: string
}

export interface HomeData {
  marquee: HomeLine[]
  banners: HomeBanner[]
  news: HomeLine[]
  pdfs: HomePdf[]
  supportEmail: string
}

/** The home page's content (spec §2): marquee, banners, news, and the support e-mail. */
export async function data(pageContext: PageContextServer): Promise<HomeData> {
  const locale = pageContext.locale ?? 'en'
  const { content, site } = pageContext.services
  const [marquee, banners, news, documents] = await Promise.all([content.marquee(), content.banners(), content.news(), content.documents('document', { pageSize: 20 })])
  const pick = (en: string, as: string | null) => (locale === 'as' && as ? { text: as, lang: 'as' as const } : { text: en, lang: 'en' as const })
  const line = (id: number, en: string, as: string | null, link: string | null) => {
    const { text, lang } = pick(en, as)
    const html = localizeHtmlLinks(text, locale)
    return { id, html, lang, link: localizeLink(link, locale), ownLink: hasAnchor(html) }
  }
  return {
    marquee: marquee.map((m) => ({ ...line(m.id, m.title, m.titleAs, m.link), isNew: m.isNew })),
    banners: banners.map((b) => {
      const { text, lang } = pick(b.alt, b.altAs)
      const caption = b.caption ? pick(b.caption, b.captionAs) : null
      return {
        id: b.id,
        image: b.image,
        link: localizeLink(b.link, locale),
        alt: text,
        lang,
        caption: caption?.text ?? null,
        captionLang: caption?.lang ?? locale,
      }
    }),
    news: news.map((n) => ({ ...line(n.id, n.name, n.nameAs, n.link), type: n.type, date: n.date, en: n.name })),
    pdfs: documents.items
      .filter((d) => !d.subType && d.fileLocation && /\.pdf$/i.test(d.fileLocation))
      .slice(0, 2)
      .map((d) => {
        const { text, lang } = pick(d.name, d.nameAs)
        return { id: d.id, name: text, lang, url: uploadUrl(d.fileLocation as string) }
      }),
    supportEmail: site.supportEmail,
  }
}
