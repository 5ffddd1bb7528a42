/**
 * The content service's interface. The content model it answers in is the contract both
 * sides share: shared/content/contract.ts.
 */
import type {
  Banner,
  BoardMember,
  Career,
  Contact,
  DocumentCategory,
  DocumentEntry,
  GalleryAlbum,
  GalleryPhoto,
  JobResponsibility,
  ListQuery,
  MarqueeItem,
  NewsItem,
  Paged,
  Tender,
  TenderPeriod,
} from '#shared/content/contract'

export interface ContentService {
  tenders(period: TenderPeriod, query?: ListQuery, today?: Date): Promise<Paged<Tender>>
  rdssTenders(query?: ListQuery): Promise<Paged<Tender>>
  documents(category: DocumentCategory, query?: ListQuery): Promise<Paged<DocumentEntry>>
  careers(query?: ListQuery): Promise<Paged<Career>>
  contacts(): Promise<Contact[]>
  about(): Promise<{ board: BoardMember[]; responsibilities: JobResponsibility[] }>
  banners(): Promise<Banner[]>
  marquee(): Promise<MarqueeItem[]>
  news(): Promise<NewsItem[]>
  galleryAlbums(): Promise<GalleryAlbum[]>
  galleryAlbum(id: number): Promise<(GalleryAlbum & { photos: GalleryPhoto[] }) | null>
}
