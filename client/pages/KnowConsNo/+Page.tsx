import { useData } from 'vike-react/useData'
import { BillingHelp } from '#client/components/billing/BillingHelp'
import { FoundConsumer, OneFieldLookup } from '#client/components/billing/ConsumerLookup'
import { checkOldConsumerNo } from '#shared/input/fields'
import { SmsConsumerNoForm } from '#client/components/billing/SmsConsumerNoForm'
import { useBilling } from '#client/components/billing/useBilling'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import '#client/components/billing/billing.css'
import type { Data } from './+data'
import { isPrepaid } from '#shared/constants'

/** Find one's 12-digit consumer number: by the old consumer number, or by SMS to the registered mobile. */
export default function Page() {
  const { oldConsNo, errors, consumer, sms } = useData<Data>()
  const { t, href } = useBilling()
  return (
    <>
      <ListingHeader title={t('knowConsNo.title')} lead={t('knowConsNo.lead')} />
      <div className="container section billing-layout">
        <section aria-labelledby="byold-title">
          <h2 className="section-title" id="byold-title">
            {t('knowConsNo.byOld')}
          </h2>
          <OneFieldLookup
            form="byold"
            path="/KnowConsNo"
            label={t('knowConsNo.byOld')}
            errors={errors}
            check={checkOldConsumerNo}
            field={{ name: 'oldConsNo', label: t('form.oldConsNo'), hint: t('form.oldConsNoHint'), defaultValue: oldConsNo, maxLength: 24 }}
            submitLabel={t('knowConsNo.find')}
          />
          {consumer ? (
            <FoundConsumer
              id="byold-result"
              level={3}
              facts={[
                { label: t('consumer.consumerNo'), value: consumer.consumerNo, testId: 'found-consumer-no' },
                { label: t('consumer.name'), value: consumer.maskedName },
                { label: t('consumer.oldConsumerNo'), value: consumer.oldConsumerNo },
                { label: t('consumer.connType'), value: t(`connTypes.${consumer.connType}`) },
                { label: t('consumer.subDivision'), value: consumer.subDivision },
              ]}
            >
              <ul className="link-list">
                {isPrepaid(consumer.connType) ? (
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
            </FoundConsumer>
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
