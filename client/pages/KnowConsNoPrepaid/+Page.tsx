import { useData } from 'vike-react/useData'
import { BillingHelp } from '../../components/billing/BillingHelp'
import { CheckedForm, TextField } from '../../components/billing/CheckedForm'
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
          serverErrors={b.fieldErrors(errors)}
          check={(d) => {
            const r = checkMeterNo(String(d.get('meterNo') ?? ''))
            return r.ok ? [] : [{ field: 'meterNo', text: b.problem(r.problem) }]
          }}
        >
          {(errorOf) => (
            <>
              <TextField
                form="bymeter"
                name="meterNo"
                label={t('form.meterNo')}
                hint={t('form.meterNoHint')}
                error={errorOf('meterNo')}
                defaultValue={meterNo}
                maxLength={40}
              />
              <div className="form-actions">
                <button type="submit" className="btn btn--primary">
                  {t('knowConsNoPrepaid.find')}
                </button>
              </div>
            </>
          )}
        </CheckedForm>

        {consumer ? (
          <section className="card billing-card card--accent" aria-labelledby="bymeter-result" data-testid="lookup-result">
            <h2 className="card__title" id="bymeter-result">
              {t('knowConsNo.found')}
            </h2>
            <div className="card__body">
              <dl className="billing-dl">
                <div>
                  <dt>{t('consumer.consumerNo')}</dt>
                  <dd data-testid="found-consumer-no">{consumer.consumerNo}</dd>
                </div>
                <div>
                  <dt>{t('consumer.name')}</dt>
                  <dd>{consumer.maskedName}</dd>
                </div>
                <div>
                  <dt>{t('consumer.connType')}</dt>
                  <dd data-testid="found-conn-type">{t(`connTypes.${consumer.connType}`)}</dd>
                </div>
                <div>
                  <dt>{t('consumer.meterNo')}</dt>
                  <dd>{consumer.meterNo}</dd>
                </div>
                {consumer.subDivision ? (
                  <div>
                    <dt>{t('consumer.subDivision')}</dt>
                    <dd>{consumer.subDivision}</dd>
                  </div>
                ) : null}
              </dl>
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
