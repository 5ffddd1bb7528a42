/**
 * The one shape of "this input is wrong" (issue 26 §1), on both sides: which field, the
 * problem's key (its words in both languages live under the area's `problems` keys of
 * `shared/locales/{en,as}/`), and the values the words take. A check answers `Checked<T>`:
 * the value, or every refused field's problem. The server turns problems into a 400
 * (`errors[]`: path, words, problem key) or the form's page again (422); the pages word them
 * under the one error summary.
 */

import { fillTemplate } from '../format'

/** One refused field. */
export interface InputProblem<F extends string = string, K extends string = string> {
  field: F
  /** the problem's key, e.g. `mobileInvalid` */
  key: K
  /** values the words take (`{{no}}`: an open request's number) */
  params?: Record<string, string | number>
}

/** What a check of input answers: the value, or the problems (at least one). */
export type Checked<T, P extends InputProblem = InputProblem> = { ok: true; value: T } | { ok: false; problems: P[] }

/** What a check of one field answers: the value, or the problem's key (the field is the caller's). */
export type CheckedField<T, K extends string = string> = { ok: true; value: T } | { ok: false; key: K }

/** A catalogue's words of a problem (`{{name}}` filled from its params; the key itself when the catalogue has none). */
export const problemText = (catalogue: Readonly<Record<string, string>>, p: Pick<InputProblem, 'key' | 'params'>): string => fillTemplate(catalogue[p.key] ?? p.key, p.params)
