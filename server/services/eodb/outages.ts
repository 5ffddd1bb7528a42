/**
 * /EodbOutageDashboard: outages open now (ended_at null), published planned shutdowns that
 * have not ended, and per circle the customers off supply now. "Customers" of a shutdown are
 * the customers served by its feeders (feeders.customers_served, the same figure the indices
 * divide by); "planned in the next 7 days": published shutdowns that have not ended and start
 * within 7 days of now (one in progress counts).
 */
import type { Knex } from 'knex'
import { CIRCLES } from '#shared/eodb/circles'
import type { OutageDashboard, OutageNow } from '#shared/eodb/contract'
import { num, str, type Row } from '../../db/rows'
import { shutdownViews } from './shutdownViews'

export const PLANNED_WINDOW_MS = 7 * 86_400_000

export function createOutageDashboard(db: Knex, now: () => number) {
  return async function outageDashboard(): Promise<OutageDashboard> {
    const t = now()
    const [openRows, planned, servedRows] = await Promise.all([
      db('outage_events as e')
        .join('feeders as f', 'f.code', 'e.feeder_code')
        .whereNull('e.ended_at')
        .select(
          'e.id',
          'e.feeder_code',
          'f.name',
          'f.name_as',
          'f.substation',
          'f.substation_as',
          'f.circle_code',
          'f.division_code',
          'e.planned',
          'e.started_at',
          'e.restore_eta',
          'e.customers_affected',
          'e.cause',
          'e.cause_as',
        )
        .orderBy([
          { column: 'e.started_at', order: 'asc' },
          { column: 'e.id', order: 'asc' },
        ]) as Promise<Row[]>,
      shutdownViews(db, (q) =>
        q
          .where('status', 'published')
          .andWhere('ends_at', '>', t)
          .orderBy([
            { column: 'starts_at', order: 'asc' },
            { column: 'id', order: 'asc' },
          ]),
      ),
      db('feeders').select('circle_code').sum({ served: 'customers_served' }).groupBy('circle_code') as Promise<Row[]>,
    ])
    const now_: OutageNow[] = openRows.map((r) => ({
      id: num(r.id),
      feederCode: String(r.feeder_code),
      feederName: String(r.name),
      feederNameAs: str(r.name_as),
      substation: String(r.substation),
      substationAs: str(r.substation_as),
      circleCode: String(r.circle_code),
      divisionCode: String(r.division_code),
      planned: Boolean(r.planned),
      startedAt: num(r.started_at),
      restoreEta: r.restore_eta == null ? null : num(r.restore_eta),
      customersAffected: num(r.customers_affected),
      cause: String(r.cause),
      causeAs: str(r.cause_as),
    }))
    const soon = planned.filter((p) => p.startsAt < t + PLANNED_WINDOW_MS)
    const served = new Map(servedRows.map((r) => [String(r.circle_code), num(r.served)]))
    const circles = CIRCLES.map((c) => {
      const open = now_.filter((o) => o.circleCode === c.code)
      const etas = open.map((o) => o.restoreEta).filter((x): x is number => x !== null)
      return {
        code: c.code,
        name: c.name,
        nameAs: c.nameAs,
        zone: c.zone,
        col: c.col,
        row: c.row,
        customersServed: served.get(c.code) ?? 0,
        customersOff: open.reduce((n, o) => n + o.customersAffected, 0),
        outagesNow: open.length,
        plannedNext7Days: soon.filter((p) => p.feeders.some((f) => f.circleCode === c.code)).length,
        latestEta: etas.length ? Math.max(...etas) : null,
      }
    })
    return {
      asOf: t,
      totals: {
        outagesNow: now_.length,
        customersOff: now_.reduce((n, o) => n + o.customersAffected, 0),
        customersServed: [...served.values()].reduce((n, s) => n + s, 0),
        plannedNext7Days: soon.length,
      },
      circles,
      now: now_,
      planned,
    }
  }
}
