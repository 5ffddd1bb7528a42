import type { PageContextServer } from 'vike/types'
import type { FieldError } from '#client/components/forms/CheckedForm'
import { problemText } from '#shared/input/problem'
import { DESK_QUERY_WORDS, parseWorkDeskQuery, workNoOf, type WorkDeskQuery } from '#shared/admin/work'
import type { WorkDeskDivision, WorkDeskItem, WorkDeskOfficer, WorkDeskPage } from '#shared/admin/contract'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface DeskData {
  title: string
  query: WorkDeskQuery
  /** fields of the filter that could not be read (shown beside them; left out of the filter) */
  problems: FieldError[]
  list: WorkDeskPage
  divisions: WorkDeskDivision[]
  officers: WorkDeskOfficer[]
  /** the item opened with ?no= (its history, files and forms), null when none or unknown */
  selected: WorkDeskItem | null
  /** ?no= named no item (or no AP…/CM… number) */
  missing: string | null
  me: string
}

/** /AdminComplaintStatus (issue 11 §2): the queue (?kind, ?state, ?category, ?division, ?district, ?deadline or ?overdue=1, ?page) and one item (?no=). */
export async function data(pageContext: PageContextServer): Promise<DeskData> {
  const admin = requireAdminPage(pageContext)
  const search = pageContext.urlParsed.search
  const { query, problems: found } = parseWorkDeskQuery(search)
  const problems: FieldError[] = found.map((p) => ({ field: p.field, text: problemText(DESK_QUERY_WORDS, p) }))
  const no = workNoOf(search)
  const desk = pageContext.services.workDesk
  const [list, divisions, officers, selected] = await Promise.all([desk.list(query), desk.divisions(), desk.officers(), no ? desk.item(no) : Promise.resolve(null)])
  const asked = (search.no ?? '').trim().slice(0, 20)
  return {
    title: 'Complaint and application desk',
    query,
    problems,
    list,
    divisions,
    officers,
    selected,
    missing: asked && !selected ? asked : null,
    me: admin.userId,
  }
}
