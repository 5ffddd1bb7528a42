import { useData } from 'vike-react/useData'
import { CONTENT_SECTION_LABELS, CONTENT_SECTIONS, type ContentSection } from '#shared/admin/content'
import type { AdminBanner, AdminCareer, AdminDocument, AdminGalleryAlbumDetail } from '#shared/admin/contract'
import { BannersSection } from '#client/components/admin/content/BannersSection'
import { CareersSection } from '#client/components/admin/content/CareersSection'
import { DocumentsSection } from '#client/components/admin/content/DocumentsSection'
import { GallerySection } from '#client/components/admin/content/GallerySection'
import { contentHref, Missing } from '#client/components/admin/content/parts'
import { TypeLinks } from '#client/components/admin/lists'
import { AdminPage } from '#client/components/admin/ui'
import type { UploadDocumentsData } from './+data'

/** What each section is about, under the tabs. */
const ABOUT: Record<ContentSection, string> = {
  documents:
    'Documents of the categories the public pages list (notices, circulars, forms, reports, tariff orders, RTI and the others): a PDF file with its title in English and Assamese, its date and, where the category has them, the sub-type that decides which public page lists it.',
  marquee: 'The headlines that scroll across the top of the home page. The text may carry bold, italic and links; anything else is removed when saved. An item may point to a page or a PDF.',
  news: 'The lines of the home page’s News & Notifications card and of /NewsNotification, each a news item or a notification, with the same simple formatting as the marquee and a link or a PDF.',
  banners: 'The pictures of the home page carousel, each with its link, the words shown over it in both languages and a description for people who cannot see it.',
  gallery: 'The albums of /Gallery and their photos, each with a caption in English and Assamese.',
  careers: 'The recruitment notices of /Career with their advertisement, apply link and documents (corrigenda, results, syllabus).',
}

/**
 * /AdminUploadDocuments (issue 11 §2, §3): the content editor's one screen, a section per kind of
 * content (?section=): documents of the 20 categories, marquee and news items (sanitized HTML),
 * banners, gallery albums and careers. Each has a form to add (or edit with ?edit=) and its list
 * with publish/unpublish and delete. Every change shows on the public pages at once and is
 * written in the audit log.
 */
export default function Page() {
  const d = useData<UploadDocumentsData>()
  const { query } = d
  return (
    <AdminPage
      title="Documents and content"
      lead="Upload and keep the public content of the website: documents of every category, the home page marquee and news, the banners of the carousel, the photo gallery and career notices. Every text has an English and an Assamese version; the Assamese pages show the English one while the Assamese is empty. PDF files (at most 20 MB) and pictures (at most 2 MB) are checked by their contents. What you publish is shown on the public pages at once, and every change is written in the audit log."
    >
      <TypeLinks
        label="Kinds of content"
        links={CONTENT_SECTIONS.map((s) => ({ key: s, href: contentHref({ section: s, category: query.category, q: '', state: '' }), current: s === query.section, label: CONTENT_SECTION_LABELS[s] }))}
      />
      <h2 className="admin-content-heading">{CONTENT_SECTION_LABELS[query.section]}</h2>
      <p>{ABOUT[query.section]}</p>
      <Missing id={d.missing} />
      {d.documents ? <DocumentsSection query={query} list={d.documents} editing={d.editing as AdminDocument | null} today={d.today} /> : null}
      {d.banners ? <BannersSection query={query} list={d.banners} editing={d.editing as AdminBanner | null} /> : null}
      {d.albums ? <GallerySection query={query} list={d.albums} editing={d.editing as AdminGalleryAlbumDetail | null} album={d.album} photo={d.photo} today={d.today} /> : null}
      {d.careers ? <CareersSection query={query} list={d.careers} editing={d.editing as AdminCareer | null} career={d.career} today={d.today} /> : null}
    </AdminPage>
  )
}
