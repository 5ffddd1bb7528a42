import type { PageContextServer } from 'vike/types'
import { nscData } from '#client/loaders/eodb/data.server'

export type Data = Awaited<ReturnType<typeof data>>

export const data = (pageContext: PageContextServer) => nscData(pageContext, 'industry')
