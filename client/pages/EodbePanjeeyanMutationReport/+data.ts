import type { PageContextServer } from 'vike/types'
import { turnaroundData } from '#client/loaders/eodb/data.server'

export type Data = Awaited<ReturnType<typeof data>>

export const data = (pageContext: PageContextServer) => turnaroundData(pageContext, 'mutation')
