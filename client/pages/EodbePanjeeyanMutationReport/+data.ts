import type { PageContextServer } from 'vike/types'
import { turnaroundData } from '#client/components/eodb/data.server'

export type Data = Awaited<ReturnType<typeof data>>

export const data = (pageContext: PageContextServer) => turnaroundData(pageContext, 'mutation')
