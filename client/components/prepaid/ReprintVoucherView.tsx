import { AboutSection, InfoAlert, RechargeNowButton } from './PageParts'
import { receiptPdfUrl } from '#shared/content/documentLinks'
import { DataTable } from '../layout/DataTable'
import type { VoucherData } from '#client/loaders/prepaid/data.server'
import { tokenGroups } from './format'
import { LookupForm } from './LookupForm'
import { NotPrepaid } from './NotPrepaid'
import { PrepaidPage } from './PrepaidPage'
import { PrintActions } from './PrintActions'
import { queryOf, usePrepaid } from './usePrepaid'
import { Voucher } from './Voucher'

/** /ReprintVoucher: the recent vouchers of a keypad meter, each printable again. */
export function ReprintVoucherView({ data }: { data: VoucherData }) {
  const { t, href, money, dateTime, kwh, locale } = usePrepaid()
  const { form, result } = data
  const action = href('/ReprintVoucher')
  return (
    <PrepaidPage title={t('reprint.title')} lead={t('reprint.lead')}>
      <div className="prepaid-columns">
        <LookupForm action={action} idPrefix="reprint" fields={['consNo', 'meterNo']} form={form} submitLabel={t('reprint.find')} label={t('reprint.findLabel')} />
        <AboutSection idPrefix="reprint" title={t('reprint.aboutTitle')}>
          <p>{t('reprint.about1')}</p>
          <p>{t('reprint.about2')}</p>
        </AboutSection>
      </div>
      {result.kind === 'notPrepaid' ? <NotPrepaid consumerNo={form.values.consNo ?? ''} connType={result.connType} /> : null}
      {result.kind === 'smart' ? (
        <InfoAlert title={t('reprint.smartTitle')} text={t('reprint.smartText')} link={<a href={href('/SmartPrepaidBalance' + queryOf({ consNo: result.consumerNo }))}>{t('reprint.smartLink')}</a>} />
      ) : null}
      {result.kind === 'ok' ? (
        <div className="stack">
          {result.selected?.token ? (
            <>
              <Voucher
                token={result.selected.token}
                consumerNo={result.account.consumerNo}
                meterNo={result.selected.meterNo}
                amountPaise={result.selected.amountPaise}
                receiptNo={result.selected.receiptNo}
                at={result.selected.rechargedAt}
                diagnostics={result.selected.diagnostics}
              />
              <PrintActions receiptNo={result.selected.receiptNo} consumerNo={result.account.consumerNo} what={t('print.voucher')} kind="voucher" token={result.selected.token} />
            </>
          ) : null}
          <div className={result.selected ? 'stack no-print' : 'stack'}>
            {result.vouchers.length ? (
              <DataTable
                id="vouchers"
                caption={t('reprint.caption', { meterNo: result.account.meterNo ?? '' })}
                columns={[t('reprint.cols.date'), t('reprint.cols.token'), t('reprint.cols.amount'), t('reprint.cols.kwh'), t('reprint.cols.receipt'), t('reprint.cols.actions')]}
              >
                {result.vouchers.map((v) => {
                  const groups = tokenGroups(v.token)
                  const printHref = action + queryOf({ consNo: result.account.consumerNo, meterNo: result.account.meterNo, receiptNo: v.receiptNo })
                  return (
                    <tr key={v.receiptNo} aria-current={result.selected?.receiptNo === v.receiptNo ? 'true' : undefined}>
                      <td data-label={t('reprint.cols.date')}>{dateTime(v.rechargedAt)}</td>
                      <td data-label={t('reprint.cols.token')} className={groups.length ? 'prepaid-mono' : undefined}>
                        {groups.length ? groups.join(' ') : <span className="muted">{t('reprint.noToken')}</span>}
                      </td>
                      <td data-label={t('reprint.cols.amount')}>{money(v.amountPaise)}</td>
                      <td data-label={t('reprint.cols.kwh')}>{v.diagnostics?.ok ? kwh(v.diagnostics.kWh) : '—'}</td>
                      <td data-label={t('reprint.cols.receipt')} className="prepaid-nowrap">
                        {v.receiptNo}
                      </td>
                      <td data-label={t('reprint.cols.actions')}>
                        <span className="cluster">
                          {groups.length ? (
                            <a href={printHref} aria-label={t('reprint.printOne', { receiptNo: v.receiptNo })}>
                              {t('reprint.print')}
                            </a>
                          ) : null}
                          <a href={receiptPdfUrl(v.receiptNo, result.account.consumerNo, locale)} download aria-label={t('reprint.pdfOne', { receiptNo: v.receiptNo })}>
                            {t('reprint.pdf')}
                          </a>
                        </span>
                      </td>
                    </tr>
                  )
                })}
              </DataTable>
            ) : (
              <p className="empty-state">{t('reprint.none')}</p>
            )}
            <RechargeNowButton consumerNo={result.account.consumerNo} />
          </div>
        </div>
      ) : null}
    </PrepaidPage>
  )
}
