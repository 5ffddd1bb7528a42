import { tenderData } from '#client/loaders/listing/tenderData'

export const data = tenderData('rdss')
