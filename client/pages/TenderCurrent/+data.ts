import { tenderData } from '#client/components/listing/tenderData'

export const data = tenderData('current')
