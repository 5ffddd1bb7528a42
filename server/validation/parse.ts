/**
 * The one way the server checks input (issue 26 §1): `parseInput(schema, input)` answers the
 * schema's value or throws the one refusal, `InputRefusedError`. The API answers it as a 400
 * INVALID (`message`: the first problem's words; `errors[]`: path, words, and the problem key or
 * field code a page words it by); a form post shows the same problems on its page again (422,
 * server/http/formPosts.ts).
 *
 * A schema's messages are either problem keys (the forms of shared/workflow/forms and the areas
 * that share their catalogue, `forms:problems.<key>`), worded here in English, or the spec's
 * exact English texts (shared/messages.ts), which carry their field code when they have one.
 */
import en from '#shared/locales/en/forms.json'
import type { ApiFieldError } from '#shared/errors'
import { problemText, type InputProblem } from '#shared/input/problem'
import { problemsOf } from '#shared/input/schema'
import type { z, ZodError } from 'zod'
import { fieldError, InvalidError } from '../errors'

const WORDS = en.problems as Record<string, string>

/** Is `key` a problem key of the forms' catalogue? */
const isProblemKey = (key: string) => Object.hasOwn(WORDS, key)

/** The English words of a problem key (`invalid`'s words for an unknown key). */
export const problemWords = (key: string, params?: Record<string, string | number>) => problemText(WORDS, { key: isProblemKey(key) ? key : 'invalid', params })

/** The one refusal of input: 400 INVALID with every refused field's problem. */
export class InputRefusedError extends InvalidError {
  readonly problems: InputProblem[]
  /**
   * `errors` and `message` default to the problems worded by `wordsOf` (the forms' catalogue):
   * `errors[]` path, words, problem key and params.
   */
  constructor(problems: InputProblem[], opts: { wordsOf?: (key: string, params?: Record<string, string | number>) => string; errors?: ApiFieldError[]; message?: string } = {}) {
    const wordsOf = opts.wordsOf ?? problemWords
    const first = problems[0] ?? { field: 'form', key: 'invalid' }
    super(
      opts.message ?? wordsOf(first.key, first.params),
      opts.errors ?? problems.map((p) => ({ path: p.field, message: wordsOf(p.key, p.params), problem: p.key, ...(p.params ? { params: p.params } : {}) })),
    )
    this.problems = problems.length ? problems : [first]
  }
}

/**
 * A schema's issues as the refusal. Messages that are all problem keys: each field's first
 * problem, worded. Otherwise the spec's texts: every issue with its words (and field code);
 * the problems are each field's first issue by its code (`invalid` when it has none).
 */
export function refusalOf(err: ZodError): InputRefusedError {
  if (err.issues.length && err.issues.every((i) => isProblemKey(i.message))) return new InputRefusedError(problemsOf(err))
  const params = (i: (typeof err.issues)[number]) => ('params' in i ? (i.params as Record<string, unknown> | undefined) : undefined)
  const errors = err.issues.map((i) => fieldError(i.path.join('.'), i.message, params(i)))
  const seen = new Set<string>()
  const problems: InputProblem[] = []
  for (const e of errors) {
    if (seen.has(e.path)) continue
    seen.add(e.path)
    problems.push({ field: e.path || 'form', key: e.code ?? 'invalid' })
  }
  return new InputRefusedError(problems, { errors, message: err.issues[0]?.message ?? 'Invalid input' })
}

/** The schema's value for a request part (body, query, params, a form), or the one refusal. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input)
  if (!r.success) throw refusalOf(r.error)
  return r.data
}
