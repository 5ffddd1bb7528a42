import { DataTable } from '../layout/DataTable'
import { tokenGroups } from './format'
import { usePrepaid } from './usePrepaid'
import type { Voucher } from './types'

/**
 * For a meter technician: each recent token decoded with the meter's decoder key (token
 * class, subclass, token identifier and its date, kWh, amount field). A token that does not
 * decode says why.
 */
export function TokenDiagnosticsTable({ vouchers }: { vouchers: Voucher[] }) {
  const { t, dateTime, kwh, locale } = usePrepaid()
  const withToken = vouchers.filter((v) => v.token)
  if (!withToken.length) return <p className="empty-state">{t('test.noTokens')}</p>
  return (
    <DataTable
      id="token-diagnostics"
      caption={t('test.diagnosticsCaption')}
      columns={[t('test.cols.receipt'), t('test.cols.token'), t('test.cols.class'), t('test.cols.tid'), t('test.cols.tidDate'), t('test.cols.kwh'), t('test.cols.amountField')]}
    >
      {withToken.map((v) => {
        const d = v.diagnostics
        return (
          <tr key={v.receiptNo}>
            <td data-label={t('test.cols.receipt')}>
              <span className="prepaid-nowrap">{v.receiptNo}</span>
              <br />
              <span className="small muted">{dateTime(v.rechargedAt)}</span>
            </td>
            <td data-label={t('test.cols.token')} className="prepaid-mono">
              {tokenGroups(v.token).join(' ')}
            </td>
            {d?.ok ? (
              <>
                <td data-label={t('test.cols.class')}>{t('test.classValue', { cls: d.tokenClass, sub: d.subclass })}</td>
                <td data-label={t('test.cols.tid')} className="prepaid-mono">
                  {d.tid}
                </td>
                <td data-label={t('test.cols.tidDate')}>{dateTime(d.tidDate)}</td>
                <td data-label={t('test.cols.kwh')}>{kwh(d.kWh)}</td>
                <td data-label={t('test.cols.amountField')} className="prepaid-mono">
                  {'0x' + d.amountBits.toString(16).toUpperCase().padStart(4, '0')}
                </td>
              </>
            ) : (
              <td colSpan={5} data-label={t('test.cols.class')}>
                <span className="badge badge--danger">{t('test.decodeFailed', { reason: d?.reason ?? '', lng: locale })}</span>
              </td>
            )}
          </tr>
        )
      })}
    </DataTable>
  )
}
