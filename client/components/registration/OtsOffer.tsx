import { useTranslation } from '#client/lib/useTranslation'
import type { OtsOffer } from '#shared/workflow/forms/ots'
import type { WorkItem } from '#shared/workflow/contract'
import { formatDate, formatMonth, formatNumber } from '#shared/format'
import { FactList } from '../common/FactList'
import { useApplications } from '../applications/useApplications'

/** The money of a settlement offer: arrears, surcharge, waiver, payable (and the instalments when `withInstalments`). */
export function OtsOfferView({
  offer,
  withInstalments = true,
}: {
  offer: Pick<OtsOffer, 'scheme' | 'principalPaise' | 'surchargePaise' | 'waiverPct' | 'waiverPaise' | 'payablePaise' | 'since' | 'asOf' | 'ageMonths'> & { instalments?: OtsOffer['instalments'] }
  withInstalments?: boolean
}) {
  const { t } = useTranslation('ots')
  const { money, locale } = useApplications()
  const month = (period: string) => formatMonth(period, locale)
  const date = (iso: string) => formatDate(iso, locale)
  return (
    <>
      <FactList
        className="work-facts"
        testId="ots-offer"
        facts={[
          { label: t('scheme'), value: offer.scheme },
          { label: t('since'), value: month(offer.since) },
          { label: t('asOf'), value: month(offer.asOf) },
          { label: t('age'), value: t('monthsN', { n: formatNumber(offer.ageMonths, locale) }) },
          { label: t('principal'), value: money(offer.principalPaise) },
          { label: t('surcharge'), value: money(offer.surchargePaise) },
          { label: t('waiver', { pct: formatNumber(offer.waiverPct, locale) }), value: `− ${money(offer.waiverPaise)}` },
          { label: t('payable'), value: <strong data-testid="ots-payable">{money(offer.payablePaise)}</strong> },
        ]}
      />
      {withInstalments && offer.instalments?.length ? (
        <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="ots-instalments-caption">
          <table className="table" data-testid="ots-instalments">
            <caption id="ots-instalments-caption">{t('instalmentsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('instalmentNo')}</th>
                <th scope="col">{t('dueDate')}</th>
                <th scope="col">{t('amount')}</th>
              </tr>
            </thead>
            <tbody>
              {offer.instalments.map((i) => (
                <tr key={i.no}>
                  <td>{formatNumber(i.no, locale)}</td>
                  <td>{date(i.dueDate)}</td>
                  <td>{money(i.paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  )
}

/** The settlement's own facts (number, date, consumer, name, state, and the deadline when asked), on /OTSStatus and /PrintSOSS. */
export function OtsFacts({ item, testId, withDeadline = false }: { item: WorkItem; testId: string; withDeadline?: boolean }) {
  const { t } = useTranslation('ots')
  const { t: ta, date, dateTime } = useApplications()
  return (
    <FactList
      className="work-facts"
      testId={testId}
      facts={[
        {
          label: t('number'),
          value: (
            <span className="work-no" data-testid="appl-no">
              {item.workNo}
            </span>
          ),
        },
        { label: t('date'), value: dateTime(item.createdAt) },
        { label: t('consNo'), value: item.consumerNo ?? '' },
        { label: t('name'), value: item.applicantName, record: true },
        { label: t('state'), value: <strong data-testid="work-state">{ta(`states.${item.state}`)}</strong> },
        withDeadline && item.deadlineAt ? { label: t('deadline'), value: date(item.deadlineAt) } : null,
      ]}
    />
  )
}
