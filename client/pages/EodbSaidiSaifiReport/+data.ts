import { reliabilityData } from '#client/loaders/eodb/data.server'

export const data = reliabilityData
export type Data = Awaited<ReturnType<typeof data>>
