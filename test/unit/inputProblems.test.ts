/**
 * One shape of "this input is wrong" (issue 26 §1): `InputProblem` of shared/input/problem.ts
 * ({ field, key, params? }). A new object shape of a problem (an interface or object type named
 * …Problem or …FieldError) anywhere else fails here. A union of problem keys
 * (`type MobileProblem = 'mobileEmpty' | 'mobileInvalid'`) is a catalogue of keys, not a shape,
 * and stays with its rule.
 *
 * The wire shape of a 400's `errors[]` (ApiFieldError) is the API's contract, made from
 * InputProblems; it is not a second shape of input.
 *
 * KNOWN_SHAPES lists the shapes still to fold into InputProblem, each with the way out. It may
 * only shrink.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../helpers/server'
import { sourceFiles } from './assameseTexts'

/** file → the problem shapes it still declares */
const KNOWN_SHAPES: Record<string, string[]> = {
  // a problem already worded for the error summary: the problems hook words InputProblems itself
  'client/components/forms/CheckedForm.tsx': ['FieldError'],
}

/** Not input problems: the wire shape of a 400's `errors[]` (path, words, problem key), which the refusal makes from them. */
const WIRE: Record<string, string[]> = {
  'shared/errors.ts': ['ApiFieldError'],
}

const SHAPE = /^\s*(?:export\s+)?(?:interface\s+(\w*(?:Problem|FieldError))\b|type\s+(\w*(?:Problem|FieldError))\s*(?:<[^=]*>)?\s*=\s*\{)/gm

export function problemShapesIn(source: string): string[] {
  return [...source.matchAll(SHAPE)].map((m) => m[1] ?? m[2])
}

describe('one shape of an input problem', () => {
  it('finds an interface or object type of a problem, not a union of keys', () => {
    expect(problemShapesIn('export interface FooProblem {\n  field: string\n}')).toEqual(['FooProblem'])
    expect(problemShapesIn('type FieldError = { field: string; text: string }')).toEqual(['FieldError'])
    expect(problemShapesIn('export type Bar<T> = { x: T }\nexport type MobileProblem = "a" | "b"')).toEqual([])
    expect(problemShapesIn('export interface InputProblem<F extends string = string> {')).toEqual(['InputProblem'])
  })

  it('declares it only in shared/input (and the known shapes, which may only go)', () => {
    const found: Record<string, string[]> = {}
    for (const dir of ['shared', 'server', 'client']) {
      for (const file of sourceFiles(dir)) {
        if (file.startsWith('shared/input/')) continue
        const shapes = problemShapesIn(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'))
        if (shapes.length) found[file] = shapes
      }
    }
    const outside = Object.entries(found).flatMap(([file, shapes]) =>
      shapes.filter((s) => !KNOWN_SHAPES[file]?.includes(s) && !WIRE[file]?.includes(s)).map((s) => `${file}: ${s} (use InputProblem of shared/input/problem.ts)`),
    )
    const gone = Object.entries(KNOWN_SHAPES).flatMap(([file, shapes]) => shapes.filter((s) => !found[file]?.includes(s)).map((s) => `${file}: ${s} is gone; take it off KNOWN_SHAPES`))
    expect(outside).toEqual([])
    expect(gone).toEqual([])
  })
})
