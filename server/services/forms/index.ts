/**
 * The server's side of the application and complaint forms (issue 10): the English words of
 * the forms' problem keys (the same file the pages read), and the 400 a refused form answers.
 */
import en from '#shared/locales/en/forms.json'
import { checkForm } from '#shared/workflow/forms/fields'
import type { z } from 'zod'
import { InvalidError } from '../../errors'
import type { InputProblem } from '#shared/input/problem'

const WORDS = en.problems as Record<string, string>

/** The English words of a problem key. */
export const problemWords = (problem: string, params: Record<string, string | number> = {}) => (WORDS[problem] ?? WORDS.invalid).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''))

/** 400 INVALID: `message` the first problem's words, `errors[]` each field's path, words and problem key. */
export class FormRefusedError extends InvalidError {
  problems: InputProblem[]
  constructor(problems: InputProblem[]) {
    super(
      problemWords(problems[0]?.key ?? 'invalid', problems[0]?.params),
      problems.map((p) => ({ path: p.field, message: problemWords(p.key, p.params), problem: p.key, ...(p.params ? { params: p.params } : {}) })),
    )
    this.problems = problems
  }
}

/** The schema's value, or a FormRefusedError with every field's first problem. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = checkForm(schema, input)
  if (!r.ok) throw new FormRefusedError(r.problems)
  return r.value
}
