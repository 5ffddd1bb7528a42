import { usePrepaid, queryOf } from './usePrepaid'

/** A postpaid consumer on a prepaid page: what to do instead, with the link to pay the bill. */
export function NotPrepaid({ consumerNo, connType }: { consumerNo: string; connType: string }) {
  const { t, href } = usePrepaid()
  return (
    <div className="alert alert--warning" role="status">
      <h2 className="prepaid-alert__title">{t('notPrepaid.title')}</h2>
      <p>{t('notPrepaid.text', { consumerNo, connType: t(`connTypes.${connType}`, { defaultValue: connType }) })}</p>
      <p>
        <a className="btn btn--primary" href={href('/PayBill' + queryOf({ consNo: consumerNo }))}>
          {t('notPrepaid.payBill')}
        </a>
      </p>
    </div>
  )
}
