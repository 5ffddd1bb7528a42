import type { z } from 'zod'
import { fromZod } from '../errors'

/** Parses a request part with its zod schema; a user's mistake is a 400 with the schema's message. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const r = schema.safeParse(input)
  if (!r.success) throw fromZod(r.error)
  return r.data
}
