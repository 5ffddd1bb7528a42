import { useData } from 'vike-react/useData'
import { BillingHelp } from '../../components/billing/BillingHelp'
import { FactList } from '../../components/common/FactList'
import { CheckedForm } from '../../components/forms/CheckedForm'
import { checkMeterNo } from '../../../shared/billingInput'
import { useBilling } from '../../components/billing/useBilling'
import { ListingHeader } from '../../components/listing/ListingHeader'
import '../../components/billing/billing.css'
import type { Data } from './+data'

/** Find the consumer number of a prepaid meter, then recharge it or reprint its voucher. */
export default function Page() {
  const { meterNo, errors, consumer } = useData<Data>()
  const b = useBilling()
  const { t, href } = b
  return (
    <>
      <ListingHeader title={t('knowConsNoPrepaid.title')} lead={t('knowConsNoPrepaid.lead')} />
      <div className="container section">
        <CheckedForm
          key={`${meterNo}|${errors.length}`}
          form="bymeter"
          action={href('/KnowConsNoPrepaid')}
          label={t('knowConsNoPrepaid.formLabel')}
          {...b.form}
          serverErrors={b.fieldErrors(errors)}
          check={(d) => {
            const r = checkMeterNo(String(d.get('meterNo') ?? ''))
            return r.ok ? [] : [{ field: 'meterNo', text: b.problem(r.problem) }]
          }}
          fields={[{ name: 'meterNo', label: t('form.meterNo'), hint: t('form.meterNoHint'), defaultValue: meterNo, maxLength: 40 }]}
          submitLabel={t('knowConsNoPrepaid.find')}
        />

        {consumer ? (
          <section className="card billing-card card--accent" aria-labelledby="bymeter-result" data-testid="lookup-result">
            <h2 className="card__title" id="bymeter-result">
              {t('knowConsNo.found')}
            </h2>
            <div className="card__body">
              <FactList
                className="billing-dl"
                facts={[
                  { label: t('consumer.consumerNo'), value: consumer.consumerNo, testId: 'found-consumer-no' },
                  { label: t('consumer.name'), value: consumer.maskedName },
                  { label: t('consumer.connType'), value: t(`connTypes.${consumer.connType}`), testId: 'found-conn-type' },
                  { label: t('consumer.meterNo'), value: consumer.meterNo },
                  { label: t('consumer.subDivision'), value: consumer.subDivision },
                ]}
              />
              <p className="small muted">{t('consumer.privacy')}</p>
              <div className="billing-actions">
                <a className="btn btn--accent" href={href(`/RechargePrepaid?consNo=${consumer.consumerNo}`)}>
                  {t('links.recharge')}
                </a>
                <a
                  className="btn btn--secondary"
                  href={href(`/ReprintVoucher?consNo=${consumer.consumerNo}&meterNo=${encodeURIComponent(consumer.meterNo ?? '')}`)}
                >
                  {t('links.reprintVoucher')}
                </a>
              </div>
            </div>
          </section>
        ) : null}

        <BillingHelp />
      </div>
    </>
  )
}
