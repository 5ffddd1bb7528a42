/**
 * CSV files of the admin exports (RFC 4180: comma-separated, CRLF line ends, a field in double
 * quotes when it holds a comma, a quote, a line break or spaces at an end, quotes doubled),
 * with a UTF-8 byte order mark so spreadsheet programs read the text as UTF-8.
 *
 * Formula injection (OWASP "CSV Injection"): a text cell that begins with = + - @, a tab or a
 * carriage return gets a leading apostrophe, so a spreadsheet shows it as text and never runs
 * it. Figures the server computes (`csvNumber`, `csvRupees`) are written as they are: they are
 * numbers, not text anyone typed, so a negative amount stays a number.
 */

/** A cell written without the formula guard: only for figures the server computed. */
export interface CsvFigure {
  readonly figure: string
}

export type CsvCell = string | CsvFigure | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

/** An integer as a CSV figure. */
export const csvNumber = (n: number): CsvFigure => ({ figure: String(Math.trunc(n)) })

/** Integer paise as rupees with two decimals (12345 → 123.45, −5 → -0.05). */
export const csvRupees = (paise: number): CsvFigure => {
  const p = Math.round(paise)
  const abs = Math.abs(p)
  return { figure: `${p < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` }
}

/** One cell: text guarded against formulas, then quoted when it has to be. */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return ''
  const text = typeof cell === 'string' ? (FORMULA_START.test(cell) ? `'${cell}` : cell) : cell.figure
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file: a BOM, the header row, the rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(',')]
  for (const row of rows) lines.push(row.map(csvCell).join(','))
  return '\ufeff' + lines.join('\r\n') + '\r\n'
}
