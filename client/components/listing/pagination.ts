/** Pagination maths for the listing pages (pure). */

export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1
  return Math.ceil(total / pageSize)
}

/** 1-based positions of the first and last item shown on `page` ([0, 0] when there is none). */
export function shownRange(total: number, page: number, pageSize: number): [number, number] {
  const from = (page - 1) * pageSize + 1
  if (total <= 0 || from > total) return [0, 0]
  return [from, Math.min(total, page * pageSize)]
}

export type PageSlot = number | 'gap'

/**
 * The page numbers to offer: always the first and the last, `around` pages on each side of
 * the current one, and a 'gap' where pages are skipped (a gap never hides a single page).
 */
export function pageWindow(current: number, count: number, around = 1): PageSlot[] {
  if (count <= 1) return [1]
  const page = Math.min(Math.max(current, 1), count)
  const wanted = new Set<number>([1, count])
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= count) wanted.add(p)
  const sorted = [...wanted].sort((a, b) => a - b)
  const slots: PageSlot[] = []
  let prev = 0
  for (const p of sorted) {
    if (p - prev === 2) slots.push(prev + 1)
    else if (p - prev > 2) slots.push('gap')
    slots.push(p)
    prev = p
  }
  return slots
}
