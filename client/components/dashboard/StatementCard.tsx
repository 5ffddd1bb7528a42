import { useTranslation } from '#client/lib/useTranslation'
import { isPostpaid, type ConnType } from '#shared/constants'
import type { StatementYears } from '#shared/dashboard/insights'
import { formatFinancialYear } from '#shared/format'
import { TitledSection } from '../common/TitledSection'
import { useLinks } from '../layout/paths'

/** The statement's API path: a GET form sends consNo, year and lang, so it works without JavaScript. */
export const STATEMENT_PATH = '/api/consumer/statement'

/**
 * The annual statement of a dashboard (issue 9 §3): choose one of the financial years that
 * have bills, payments or recharges, and download its PDF in the page's language.
 */
export function StatementCard({ consumerNo, connType, years }: { consumerNo: string; connType: ConnType; years: StatementYears }) {
  const { t } = useTranslation('insights')
  const { locale } = useLinks()
  return (
    <TitledSection id="statement-title" title={t('statement.title')} className="card dash-card" titleClassName="card__title" testId="statement">
      <div className="card__body">
        <p>{isPostpaid(connType) ? t('statement.leadPostpaid') : t('statement.leadPrepaid')}</p>
        {years.length === 0 ? (
          <p className="empty-state">{t('statement.none')}</p>
        ) : (
          <form className="form" method="get" action={STATEMENT_PATH} aria-labelledby="statement-title">
            <input type="hidden" name="consNo" value={consumerNo} />
            <input type="hidden" name="lang" value={locale} />
            <div className="field">
              <label className="field__label" htmlFor="statement-year">
                {t('statement.year')}
              </label>
              <select className="select dash-tools__year" id="statement-year" name="year" defaultValue={String(years[0])}>
                {years.map((y) => (
                  <option key={y} value={String(y)}>
                    {formatFinancialYear(y, locale)}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-actions">
              <button type="submit" className="btn btn--secondary">
                {t('statement.download')}
              </button>
            </div>
          </form>
        )}
      </div>
    </TitledSection>
  )
}
