import type { Readable } from 'node:stream'
import type { Knex } from 'knex'
import type { Consumer } from '#shared/billing/contract'
import type { StatementYears } from '#shared/dashboard/insights'
import type { Locale } from '#shared/locale'
import { financialYearStart } from '#shared/time'
import { invalidField, NotFoundError } from '../../errors'
import { safeFilename } from '.'
import { financialYearLabel, renderStatementPdf } from './statement'
import { createStatementReads } from './statementData'

/** The oldest financial year a statement may be asked for. */
export const FIRST_STATEMENT_YEAR = 2000

export interface StatementServiceDeps {
  db: Knex
  /** the helpline printed on every page (1912) */
  supportPhone: string
  /** the clock: which financial year is the current one (tests move it) */
  now?: () => number
  /** tests may render uncompressed streams */
  compress?: boolean
}

export interface StatementPdf {
  filename: string
  /** the finished PDF, to be piped to the answer */
  stream: Readable
}

/**
 * The annual statement of a consumer (issue 9 §3): the financial years that have data, and the
 * statement of one of them as a PDF in the page's language. No access control here: the route
 * hands over the signed-in consumer only (server/routes/statements.ts).
 */
export function createStatementService(deps: StatementServiceDeps) {
  const reads = createStatementReads(deps.db)
  const currentYear = () => financialYearStart(new Date((deps.now ?? Date.now)()))

  return {
    /** Financial years (first calendar year) with bills, payments or recharges, newest first. */
    years(consumerNo: string): Promise<StatementYears> {
      return reads.years(consumerNo)
    },

    /**
     * The statement of financial year `year` (April `year` – March `year + 1`): 400 for a year
     * before FIRST_STATEMENT_YEAR or after the current one, 404 for a year without a bill, a
     * payment or a recharge of this consumer.
     */
    async pdf(consumer: Consumer, year: number, lang: Locale): Promise<StatementPdf> {
      const last = currentYear()
      if (!Number.isInteger(year) || year < FIRST_STATEMENT_YEAR || year > last) {
        throw invalidField('year', `The financial year must be from ${financialYearLabel(FIRST_STATEMENT_YEAR, 'en')} to ${financialYearLabel(last, 'en')}`)
      }
      const data = await reads.statement(consumer.consumerNo, year)
      if (data.bills.length + data.payments.length + data.recharges.length === 0) {
        throw new NotFoundError(`No bills, payments or recharges in the financial year ${financialYearLabel(year, 'en')}`)
      }
      const stream = renderStatementPdf({ consumer, data, lang, phone: deps.supportPhone, compress: deps.compress })
      return { filename: safeFilename('APDCL-statement', consumer.consumerNo, financialYearLabel(year, 'en'), lang), stream }
    },
  }
}

export type StatementService = ReturnType<typeof createStatementService>
