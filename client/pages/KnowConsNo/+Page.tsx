import { useData } from 'vike-react/useData'
import { BillingHelp } from '../../components/billing/BillingHelp'
import { FactList } from '../../components/common/FactList'
import { CheckedForm } from '../../components/forms/CheckedForm'
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
            {...b.form}
            serverErrors={b.fieldErrors(errors)}
            check={(d) => {
              const r = checkOldConsumerNo(String(d.get('oldConsNo') ?? ''))
              return r.ok ? [] : [{ field: 'oldConsNo', text: b.problem(r.problem) }]
            }}
            fields={[{ name: 'oldConsNo', label: t('form.oldConsNo'), hint: t('form.oldConsNoHint'), defaultValue: oldConsNo, maxLength: 24 }]}
            submitLabel={t('knowConsNo.find')}
          />
          {consumer ? (
            <section className="card billing-card card--accent" aria-labelledby="byold-result" data-testid="lookup-result">
              <h3 className="card__title" id="byold-result">
                {t('knowConsNo.found')}
              </h3>
              <div className="card__body">
                <FactList
                  className="billing-dl"
                  facts={[
                    { label: t('consumer.consumerNo'), value: consumer.consumerNo, testId: 'found-consumer-no' },
                    { label: t('consumer.name'), value: consumer.maskedName },
                    { label: t('consumer.oldConsumerNo'), value: consumer.oldConsumerNo },
                    { label: t('consumer.connType'), value: t(`connTypes.${consumer.connType}`) },
                    { label: t('consumer.subDivision'), value: consumer.subDivision },
                  ]}
                />
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
