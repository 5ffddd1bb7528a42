import type { PageContextServer } from 'vike/types'
import type { z } from 'zod'
import { checkForm, type FormPostState } from '#shared/input/schema'

/**
 * A GET form's query checked on the server with the form's schema (PostForm method="get"): the
 * values of `fields` it carries (at most 40 characters each), the schema's value when they pass,
 * and the form's state for the page (values kept, problems). Nothing asked: all null.
 */
export function queryForm<S extends z.ZodType>(pageContext: PageContextServer, form: string, schema: S, fields: readonly string[]): { post: FormPostState | null; value: z.output<S> | null } {
  const q = pageContext.urlParsed.search
  const values = Object.fromEntries(fields.filter((f) => typeof q[f] === 'string').map((f) => [f, String(q[f]).slice(0, 40)]))
  if (!Object.keys(values).length) return { post: null, value: null }
  const checked = checkForm(schema, values)
  return checked.ok ? { post: { form, values, problems: [] }, value: checked.value } : { post: { form, values, problems: checked.problems }, value: null }
}
