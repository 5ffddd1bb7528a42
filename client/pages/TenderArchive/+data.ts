import { tenderData } from '../../components/listing/tenderData'

export const data = tenderData('archive')
