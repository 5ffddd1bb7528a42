/**
 * The shape of an editorial page: a bilingual content module exports { en, as } of PageContent,
 * and client/components/static renders it. Both languages must have the same structure
 * (same section ids, same block types, same links); shared/content/content.test.ts checks it.
 *
 * Links (`href`): '/Foo' is a route of the site (localized to /AS_Foo in Assamese);
 * '/static/…' is a file under client/public/static; 'https://…' is an external site
 * (shown with an 'external' hint); 'tel:' and 'mailto:' are left as they are.
 */
export interface Link {
  label: string
  href: string
  /** a short line under the label (what the site is for) */
  description?: string
}

export type Block =
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  /** numbered steps, each with a short title */
  | { type: 'steps'; items: Array<{ title: string; text: string }> }
  /** a highlighted box; `tone` decides its colour and icon */
  | { type: 'callout'; tone: 'info' | 'warning' | 'danger' | 'success'; title: string; text: string; link?: Link }
  /** a data table; the first cell of each row is its row header when `rowHeaders` is set */
  | { type: 'table'; caption: string; head: string[]; rows: string[][]; rowHeaders?: boolean }
  /** label/value pairs (a definition list), with an optional link per value */
  | { type: 'facts'; items: Array<{ label: string; value: string; href?: string }> }
  | { type: 'links'; items: Link[] }
  | { type: 'gallery'; items: Array<{ src: string; alt: string; caption: string }> }
  | { type: 'download'; href: string; label: string; meta: string }
  /** questions and answers as a <details>/<summary> accordion */
  | { type: 'faq'; items: Array<{ q: string; a: string }> }

export interface SubSection {
  id: string
  title: string
  blocks: Block[]
}

export interface Section {
  /** the anchor of the section; for /Project and /WebsitePolicy also the ?showdiv value */
  id: string
  title: string
  blocks: Block[]
  subsections?: SubSection[]
}

export interface PageContent {
  /** the paragraph under the page heading */
  lead: string
  /** an illustration shown beside the heading (file under /static/) */
  illustration?: { src: string; alt: string }
  /** last review date of the content, ISO yyyy-mm-dd (same in both languages) */
  updated?: string
  sections: Section[]
}

export interface Bilingual {
  en: PageContent
  as: PageContent
}
