import { reliabilityData } from '#client/components/eodb/data.server'

export const data = reliabilityData
export type Data = Awaited<ReturnType<typeof data>>
