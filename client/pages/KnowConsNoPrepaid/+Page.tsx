import { useData } from 'vike-react/useData'
import { BillingHelp } from '#client/components/billing/BillingHelp'
import { FoundConsumer, OneFieldLookup } from '#client/components/billing/ConsumerLookup'
import { checkMeterNo } from '#shared/input/fields'
import { useBilling } from '#client/components/billing/useBilling'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import '#client/components/billing/billing.css'
import type { Data } from './+data'

/** Find the consumer number of a prepaid meter, then recharge it or reprint its voucher. */
export default function Page() {
  const { meterNo, errors, consumer } = useData<Data>()
  const { t, href } = useBilling()
  return (
    <>
      <ListingHeader title={t('knowConsNoPrepaid.title')} lead={t('knowConsNoPrepaid.lead')} />
      <div className="container section">
        <OneFieldLookup
          form="bymeter"
          path="/KnowConsNoPrepaid"
          label={t('knowConsNoPrepaid.formLabel')}
          errors={errors}
          check={checkMeterNo}
          field={{ name: 'meterNo', label: t('form.meterNo'), hint: t('form.meterNoHint'), defaultValue: meterNo, maxLength: 40 }}
          submitLabel={t('knowConsNoPrepaid.find')}
        />

        {consumer ? (
          <FoundConsumer
            id="bymeter-result"
            level={2}
            facts={[
              { label: t('consumer.consumerNo'), value: consumer.consumerNo, testId: 'found-consumer-no' },
              { label: t('consumer.name'), value: consumer.maskedName },
              { label: t('consumer.connType'), value: t(`connTypes.${consumer.connType}`), testId: 'found-conn-type' },
              { label: t('consumer.meterNo'), value: consumer.meterNo },
              { label: t('consumer.subDivision'), value: consumer.subDivision },
            ]}
          >
            <div className="billing-actions">
              <a className="btn btn--accent" href={href(`/RechargePrepaid?consNo=${consumer.consumerNo}`)}>
                {t('links.recharge')}
              </a>
              <a className="btn btn--secondary" href={href(`/ReprintVoucher?consNo=${consumer.consumerNo}&meterNo=${encodeURIComponent(consumer.meterNo ?? '')}`)}>
                {t('links.reprintVoucher')}
              </a>
            </div>
          </FoundConsumer>
        ) : null}

        <BillingHelp />
      </div>
    </>
  )
}
