/**
 * Stored files as the pages show them (issue 24 §5): a listing's or the search page's data
 * carries the size of each file it links to, by the file's location as the content holds it
 * (server/services/downloads.ts `sizes`); the download link shows it beside the file's type.
 */
export type FileSizes = Readonly<Record<string, number>>
