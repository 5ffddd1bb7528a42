import type { OutageDashboard } from '#shared/eodb/contract'
import { BASE_PATH } from '#shared/locale'
import { DataTable } from '../layout/DataTable'
import { Headline } from './blocks'
import { FigureTable } from './FigureTable'
import { ReportShell } from './ReportShell'
import { TileMap } from './TileMap'
import { useEodb } from './useEodb'
import { useOutageRefresh, type RefreshState } from './useOutageRefresh'

/**
 * /EodbOutageDashboard: the totals now, the tile map of the circles with its table, the open
 * outages and the planned shutdowns. Rendered on the server; in the browser it refreshes
 * itself (useOutageRefresh) and says so in a polite live region. Without scripts the page's
 * <noscript> refresh (+Head) reloads it.
 */
export function OutageDashboardView({ initial }: { initial: OutageDashboard }) {
  const { data, state } = useOutageRefresh(initial)
  const { t } = useEodb()
  return (
    <ReportShell title={t('titles.outage')} lead={t('leads.outage')} computedAt={data.asOf}>
      <RefreshStatus asOf={data.asOf} state={state} />
      <Dashboard data={data} />
    </ReportShell>
  )
}

function RefreshStatus({ asOf, state }: { asOf: number; state: RefreshState }) {
  const { t, time } = useEodb()
  return (
    <div className="eodb-refresh">
      <p>
        <strong data-testid="eodb-as-of">{t('outage.asOf', { time: time(asOf) })}</strong> {t('outage.autoRefresh')}
      </p>
      <p className={state?.kind === 'failed' ? 'alert alert--warning' : 'eodb-refresh__live'} role="status" aria-live="polite" data-testid="eodb-refresh-status">
        {state?.kind === 'updated' ? t('outage.updatedAt', { time: time(state.at) }) : null}
        {state?.kind === 'failed' ? t('outage.updateFailed', { time: time(state.at), asOf: time(asOf) }) : null}
      </p>
    </div>
  )
}

/**
 * A record's text in the page's language. The Assamese page shows the Assamese the record has,
 * and otherwise a link to the English page rather than the English text (issue 23 §3: no
 * English on an Assamese page), as /AS_ShutdownNotices does for a shutdown's reason.
 */
function RecordText({ en, as, anchor }: { en: string; as: string | null; anchor: string }) {
  const { t, locale } = useEodb()
  if (locale !== 'as') return <>{en}</>
  if (as && as.trim()) return <>{as}</>
  return (
    <a href={`${BASE_PATH}/EodbOutageDashboard#${anchor}`} hrefLang="en">
      {t('outage.englishOnly')}
    </a>
  )
}

/** A feeder's name; on an Assamese page its Assamese name and code, or its code alone (an identifier) when it has no Assamese name. */
function feederText(locale: string, f: { code: string; name: string; nameAs: string | null }): string {
  if (locale !== 'as') return f.name
  return f.nameAs && f.nameAs.trim() ? `${f.nameAs} (${f.code})` : f.code
}

function Dashboard({ data }: { data: OutageDashboard }) {
  const { t, num, locale, dateTime } = useEodb()
  const circleName = (code: string) => {
    const c = data.circles.find((x) => x.code === code)
    return c ? (locale === 'as' ? c.nameAs : c.name) : code
  }
  return (
    <>
      <Headline
        heading={t('outage.totalsTitle')}
        testId="eodb-totals"
        stats={(['outagesNow', 'customersOff', 'customersServed', 'plannedNext7Days'] as const).map((k) => ({ key: k, label: t(`outage.${k}`), value: num(data.totals[k]) }))}
      />

      <section className="eodb-block" aria-labelledby="eodb-map-h">
        <h2 id="eodb-map-h">{t('outage.mapTitle')}</h2>
        <TileMap circles={data.circles} />
        <FigureTable
          id="eodb-circles-table"
          caption={t('outage.circlesTitle')}
          rowHeader={t('outage.circle')}
          rows={data.circles}
          rowKey={(c) => c.code}
          rowLabel={(c) => (locale === 'as' ? c.nameAs : c.name)}
          columns={[
            { label: t('outage.customersServed'), cell: (c) => num(c.customersServed) },
            { label: t('outage.customersOff'), cell: (c) => num(c.customersOff) },
            { label: t('outage.outagesNow'), cell: (c) => num(c.outagesNow) },
            { label: t('outage.plannedNext7Days'), cell: (c) => num(c.plannedNext7Days) },
            { label: t('outage.latestEta'), cell: (c) => (c.latestEta ? dateTime(c.latestEta) : t('common.none')), num: false },
          ]}
        />
      </section>

      <section className="eodb-block" aria-labelledby="eodb-open">
        <h2 id="eodb-open">{t('outage.nowTitle')}</h2>
        {data.now.length ? (
          <DataTable
            id="eodb-open-table"
            caption={t('outage.nowTitle')}
            className="table table--compact eodb-table"
            columns={[
              t('outage.feeder'),
              t('outage.substation'),
              t('outage.circle'),
              t('outage.kind'),
              t('outage.started'),
              t('outage.eta'),
              { label: t('outage.affected'), className: 'num' },
              t('outage.cause'),
            ]}
          >
            {data.now.map((o) => (
              <tr key={o.id} id={`outage-${o.id}`}>
                <th scope="row">
                  {locale === 'as' && !o.feederNameAs?.trim() ? (
                    o.feederCode
                  ) : (
                    <>
                      {locale === 'as' ? o.feederNameAs : o.feederName} <span className="muted">({o.feederCode})</span>
                    </>
                  )}
                </th>
                <td>
                  <RecordText en={o.substation} as={o.substationAs} anchor={`outage-${o.id}`} />
                </td>
                <td>{circleName(o.circleCode)}</td>
                <td>{o.planned ? t('outage.planned') : t('outage.unplanned')}</td>
                <td>{dateTime(o.startedAt)}</td>
                <td>{o.restoreEta ? dateTime(o.restoreEta) : t('outage.etaUnknown')}</td>
                <td className="num">{num(o.customersAffected)}</td>
                <td>
                  <RecordText en={o.cause} as={o.causeAs} anchor={`outage-${o.id}`} />
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p className="empty-state">{t('outage.noneNow')}</p>
        )}
      </section>

      <section className="eodb-block" aria-labelledby="eodb-planned">
        <h2 id="eodb-planned">{t('outage.plannedTitle')}</h2>
        {data.planned.length ? (
          <DataTable
            id="eodb-planned-table"
            caption={t('outage.plannedTitle')}
            className="table table--compact eodb-table"
            columns={[t('outage.ref'), t('outage.starts'), t('outage.ends'), t('outage.feeders'), { label: t('outage.customers'), className: 'num' }, t('outage.reason')]}
          >
            {data.planned.map((p) => (
              <tr key={p.id} id={`shutdown-${p.ref}`}>
                <th scope="row">{p.ref}</th>
                <td>{dateTime(p.startsAt)}</td>
                <td>{dateTime(p.endsAt)}</td>
                <td>{p.feeders.map((f) => feederText(locale, f)).join(', ')}</td>
                <td className="num">{num(p.customers)}</td>
                <td>
                  <RecordText en={p.reason} as={p.reasonAs} anchor={`shutdown-${p.ref}`} />
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p className="empty-state">{t('outage.noPlanned')}</p>
        )}
      </section>
    </>
  )
}
