import { useData } from 'vike-react/useData'
import { BillingHelp } from '../../components/billing/BillingHelp'
import { CheckedForm, TextField } from '../../components/billing/CheckedForm'
import { checkOldConsumerNo } from '../../../shared/billingInput'
import { SmsConsumerNoForm } from '../../components/billing/SmsConsumerNoForm'
import { useBilling } from '../../components/billing/useBilling'
import { ListingHeader } from '../../components/listing/ListingHeader'
import '../../components/billing/billing.css'
import type { Data } from './+data'

/** Find one's 12-digit consumer number: by the old consumer number, or by SMS to the registered mobile. */
export default function Page() {
  const { oldConsNo, errors, consumer, sms } = useData<Data>()
  const b = useBilling()
  const { t, href } = b
  return (
    <>
      <ListingHeader title={t('knowConsNo.title')} lead={t('knowConsNo.lead')} />
      <div className="container section billing-layout">
        <section aria-labelledby="byold-title">
          <h2 className="section-title" id="byold-title">
            {t('knowConsNo.byOld')}
          </h2>
          <CheckedForm
            key={`${oldConsNo}|${errors.length}`}
            form="byold"
            action={href('/KnowConsNo')}
            label={t('knowConsNo.byOld')}
            serverErrors={b.fieldErrors(errors)}
            check={(d) => {
              const r = checkOldConsumerNo(String(d.get('oldConsNo') ?? ''))
              return r.ok ? [] : [{ field: 'oldConsNo', text: b.problem(r.problem) }]
            }}
          >
            {(errorOf) => (
              <>
                <TextField
                  form="byold"
                  name="oldConsNo"
                  label={t('form.oldConsNo')}
                  hint={t('form.oldConsNoHint')}
                  error={errorOf('oldConsNo')}
                  defaultValue={oldConsNo}
                  maxLength={24}
                />
                <div className="form-actions">
                  <button type="submit" className="btn btn--primary">
                    {t('knowConsNo.find')}
                  </button>
                </div>
              </>
            )}
          </CheckedForm>
          {consumer ? (
            <section className="card billing-card card--accent" aria-labelledby="byold-result" data-testid="lookup-result">
              <h3 className="card__title" id="byold-result">
                {t('knowConsNo.found')}
              </h3>
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
                    <dt>{t('consumer.oldConsumerNo')}</dt>
                    <dd>{consumer.oldConsumerNo}</dd>
                  </div>
                  <div>
                    <dt>{t('consumer.connType')}</dt>
                    <dd>{t(`connTypes.${consumer.connType}`)}</dd>
                  </div>
                  {consumer.subDivision ? (
                    <div>
                      <dt>{t('consumer.subDivision')}</dt>
                      <dd>{consumer.subDivision}</dd>
                    </div>
                  ) : null}
                </dl>
                <p className="small muted">{t('consumer.privacy')}</p>
                <ul className="link-list">
                  {consumer.connType === 'PREPAID' || consumer.connType === 'SMART PREPAID' ? (
                    <li>
                      <a href={href(`/RechargePrepaid?consNo=${consumer.consumerNo}`)}>{t('links.recharge')}</a>
                    </li>
                  ) : (
                    <>
                      <li>
                        <a href={href(`/ViewBill?consNo=${consumer.consumerNo}`)}>{t('links.viewBill')}</a>
                      </li>
                      <li>
                        <a href={href(`/PayBill?consNo=${consumer.consumerNo}`)}>{t('links.payBill')}</a>
                      </li>
                    </>
                  )}
                </ul>
              </div>
            </section>
          ) : null}
        </section>

        <section>
          <SmsConsumerNoForm outcome={sms} />
          <p>
            <a href={href('/KnowConsNoPrepaid')}>{t('knowConsNo.prepaidLink')}</a>
          </p>
        </section>

        <BillingHelp />
      </div>
    </>
  )
}
