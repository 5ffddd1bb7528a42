import type { Bilingual } from '../types'
import as from './as'
import en from './en'

export default { en, as } satisfies Bilingual
