import type { Tariff } from '#shared/billing/contract'
import type { Knex } from 'knex'
import {
  BULK_BILL_MONTHS,
  BULK_CHANNELS,
  BULK_MOBILE_BASE,
  BULK_NO_BASE,
  BULK_READING_DAYS,
  BULK_RECHARGE_DAYS,
  CONN_MIX,
  FIRST_NAMES,
  MOBILE_SLOTS,
  SALT,
  SURNAMES,
  categoryRule,
  rechargeAmount,
  type BulkContext,
} from './bulkModel'

/**
 * The PostgreSQL form of seeds/bulkModel.ts: one INSERT … SELECT per table per chunk of
 * consumers, rows generated server-side over generate_series, bills by a closed form of the
 * tariff engine (slabs via LEAST/GREATEST, rounding in integer arithmetic). Every literal
 * put into the SQL is a number we computed or a string quoted by `lit`.
 */

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`
const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`)
  return String(n)
}
const textArray = (xs: readonly string[]) => `array[${xs.map(lit).join(',')}]::text[]`

/** bulkHash(k, salt) in bigint SQL (k must be bigint). */
export function hashSql(k: string, salt: string | number): string {
  const P = '2147483647'
  return `((((((${k}) * 48271 + (${salt}) * 7919 + 1) % ${P}) * 48271 % ${P}) * 48271 % ${P}) / 16)`
}

/** The energy charge of `u` units under a tariff's slabs (slabCharges in closed form). */
export function energySql(t: Tariff, u: string): string {
  let lo = 0
  const parts: string[] = []
  for (const s of t.slabs) {
    if (s.upTo === null) {
      parts.push(`greatest(${u} - ${int(lo)}, 0) * ${int(s.ratePaise)}`)
      break
    }
    parts.push(`greatest(least(${u}, ${int(s.upTo)}) - ${int(lo)}, 0) * ${int(s.ratePaise)}`)
    lo = s.upTo
  }
  return `(${parts.join(' + ')})`
}

/** Math.round(a * bp / 10000) for a ≥ 0, in integers (percentOf of the tariff engine). */
const percentSql = (a: string, bp: string) => `((${a}) * ${bp} + 5000) / 10000`

function caseOnCategory(ctx: BulkContext, col: string, f: (t: Tariff, code: string) => string): string {
  return `(case ${col} ${[...ctx.tariffs].map(([code, t]) => `when ${lit(code)} then ${f(t, code)}`).join(' ')} end)`
}

/** Consumers of bulk indexes k0..k1 (inclusive). */
export function insertConsumersSql(ctx: BulkContext, k0: number, k1: number): string {
  const h = (salt: number) => hashSql('x.k', salt)
  const n = ctx.divisions.length
  const connCase = `(case ${CONN_MIX.map(([type, upTo]) => `when ${hashSql('g.k', SALT.connType)} % 100 < ${upTo} then ${lit(type)}`).join(' ')} end)`
  const catCase = `(case ${ctx.categories.map((c) => `when ${hashSql('g.k', SALT.category)} % ${int(ctx.categoryTotal)} < ${int(c.upTo)} then ${lit(c.code)}`).join(' ')} end)`
  const lhCase = `(case y.cat ${ctx.categories
    .map(({ code }) => {
      const r = categoryRule(code)
      return `when ${lit(code)} then ${int(r.minHalves)} + ${hashSql('y.k', SALT.load)} % ${int(r.spreadHalves)}`
    })
    .join(' ')} end)`
  const div = `1 + ${hashSql('g.k', SALT.division)} % ${int(n)}`
  return `
insert into consumers (consumer_no, old_consumer_no, name, address, mobile, email, conn_type, tariff_category,
  connected_load_kw, phase, meter_no, status, division_code, sub_division)
select x.code || (${BULK_NO_BASE} + x.k)::text,
  x.code || '/B' || lpad(x.k::text, 8, '0'),
  (${textArray(FIRST_NAMES)})[1 + ${h(SALT.first)} % ${FIRST_NAMES.length}] || ' ' || (${textArray(SURNAMES)})[1 + ${h(SALT.last)} % ${SURNAMES.length}],
  'House ' || (1 + ${h(SALT.house)} % 300) || ', Ward ' || (1 + ${h(SALT.ward)} % 20) || ', ' || x.town,
  (${BULK_MOBILE_BASE}::bigint + 7 * (x.k / 10) + (array[${MOBILE_SLOTS.join(',')}])[1 + x.k % 10])::text,
  case when ${h(SALT.email)} % 5 = 0 then 'c' || x.k || '@example.in' end,
  x.conn_type, x.cat, x.lh / 2.0, case when x.lh > 8 then 3 else 1 end,
  (case when x.conn_type like 'SMART%' then 'SM' when x.conn_type = 'PREPAID' then '04' else 'AP' end) || (${BULK_NO_BASE} + x.k)::text,
  'ACTIVE', x.code,
  split_part(x.subs, '|', (1 + ${h(SALT.subDivision)} % cardinality(string_to_array(x.subs, '|')))::int)
from (
  select y.*, ${lhCase} as lh from (
    select g.k, ${connCase} as conn_type, ${catCase} as cat,
      (${textArray(ctx.divisions.map((d) => d.code))})[${div}] as code,
      (${textArray(ctx.divisions.map((d) => d.town))})[${div}] as town,
      (${textArray(ctx.divisions.map((d) => d.subDivisions.join('|')))})[${div}] as subs
    from generate_series(${int(k0)}::bigint, ${int(k1)}::bigint) as g(k)
  ) y
) x`
}

/** The chunk's consumers (inserted after `afterId`) with their bulk index: the CTE every other statement starts from. */
function chunkCte(afterId: number, k0: number, k1: number): string {
  return `with cb as (
  select c.id as consumer_id, c.consumer_no, c.conn_type, c.tariff_category as cat,
    substr(c.consumer_no, 4)::bigint - ${BULK_NO_BASE} as k, round(c.connected_load_kw * 2)::bigint as lh
  from consumers c
  where c.id > ${int(afterId)} and substr(c.consumer_no, 4)::bigint between ${BULK_NO_BASE + k0} and ${BULK_NO_BASE + k1}
)`
}

const monthsValues = (ctx: BulkContext) =>
  `(values ${ctx.months.map((m) => `(${int(m.j)}, ${lit(m.period)}, ${lit(m.billDate)}, ${lit(m.dueDate)}, ${int(m.season)})`).join(', ')}) as m(j, period, bill_date, due_date, season)`

/**
 * Bills of the chunk's postpaid consumers and, in the same statement (a data-modifying CTE),
 * the payments of every bill but the newest one or two. `offset 0` keeps PostgreSQL from
 * inlining each level's expressions into the next (it would recompute the hashes many times).
 */
export function insertBillsAndPaymentsSql(ctx: BulkContext, afterId: number, k0: number, k1: number): string {
  const params = `(values ${[...ctx.tariffs.values()]
    .map((t) => {
      const unit = t.duty.kind === 'per_unit' ? t.duty.paisePerUnit : 0
      const bp = t.duty.kind === 'percent' ? t.duty.basisPoints : 0
      return `(${lit(t.code)}, ${int(t.fixedChargePaisePerKw)}, ${int(t.fppaPaisePerUnit)}, ${int(unit)}, ${int(bp)}, ${int(t.meterRentPaise)}, ${int(t.rebateBasisPoints)}, ${int(t.surchargeBasisPoints)})`
    })
    .join(', ')}) as t(code, fixed_per_kw, fppa, duty_unit, duty_bp, rent, rebate_bp, surcharge_bp)`
  const base = caseOnCategory(ctx, 'cb.cat', (_t, code) => {
    const r = categoryRule(code)
    return `${int(r.baseUnits)} + ${int(r.unitsPerHalf)} * cb.lh`
  })
  const energy = caseOnCategory(ctx, 'v1.cat', (t) => energySql(t, 'v1.u'))
  const unpaid = (k: string) => `case when ${hashSql(k, SALT.unpaid)} % 10 = 0 then 2 else 1 end`
  return `${chunkCte(afterId, k0, k1)},
ins as (
  insert into bills (bill_no, consumer_id, period, bill_date, due_date, tariff_category, previous_reading, current_reading,
    multiplying_factor, units, energy_charge, fixed_charge, fppa_charge, electricity_duty, meter_rent, arrears, rebate,
    surcharge, amount_before_due, amount_after_due)
  select z.consumer_no || replace(z.period, '-', ''), z.consumer_id, z.period, z.bill_date, z.due_date, z.cat,
    z.prev, z.prev + z.u, 1, z.u, z.e, z.f, z.fppa, z.duty, z.rent, z.arrears, z.rebate, z.surcharge,
    z.cd + z.arrears - z.rebate, z.cd + z.arrears + z.surcharge
  from (
    select v5.*,
      (v5.start + sum(v5.u) over w - v5.u)::bigint as prev,
      case when v5.unpaid = 2 and v5.j = ${BULK_BILL_MONTHS} then lag(v5.cd + v5.surcharge) over w else 0 end as arrears
    from (
      select v4.*, ${percentSql('v4.cd', 'v4.rebate_bp')} as rebate, ${percentSql('v4.cd', 'v4.surcharge_bp')} as surcharge
      from (
        select v3.*, v3.e + v3.f + v3.fppa + v3.duty + v3.rent as cd
        from (
          select v2.*, v2.u * v2.duty_unit + ${percentSql('v2.e', 'v2.duty_bp')} as duty
          from (
            select v1.*, ${energy} as e, (v1.lh * t.fixed_per_kw + 1) / 2 as f, v1.u * t.fppa as fppa, t.rent,
              t.duty_unit, t.duty_bp, t.rebate_bp, t.surcharge_bp
            from (
              select cb.consumer_id, cb.consumer_no, cb.k, cb.cat, cb.lh, m.j, m.period, m.bill_date, m.due_date,
                (${base} * m.season * (85 + ${hashSql('cb.k', `${SALT.units} + m.j`)} % 31)) / 10000 as u,
                ${unpaid('cb.k')} as unpaid,
                1000 + ${hashSql('cb.k', SALT.reading)} % 9000 as start
              from cb cross join ${monthsValues(ctx)}
              where cb.conn_type in ('POSTPAID', 'SMART POSTPAID')
              offset 0
            ) v1 join ${params} on t.code = v1.cat
            offset 0
          ) v2
          offset 0
        ) v3
        offset 0
      ) v4
      offset 0
    ) v5
    window w as (partition by v5.consumer_id order by v5.j)
  ) z
  returning id, consumer_id, bill_no, period, due_date, amount_before_due
)
insert into payments (receipt_no, consumer_id, bill_id, amount, paid_at, channel, txn_id)
select 'R' || p.bill_no, p.consumer_id, p.id, p.amount_before_due,
  to_char(p.due_date::date - (3 + (p.k + m.j) % 5)::int, 'YYYY-MM-DD') || 'T05:' || lpad((10 + p.k % 40)::text, 2, '0') || ':00.000Z',
  (${textArray(BULK_CHANNELS)})[1 + (p.k + m.j) % 4], 'BULK' || p.bill_no
from (select ins.*, substr(ins.bill_no, 4, 9)::bigint - ${BULK_NO_BASE} as k from ins) p
  join ${monthsValues(ctx)} on m.period = p.period
where m.j <= ${BULK_BILL_MONTHS} - ${unpaid('p.k')}`
}

export function insertReadingsSql(ctx: BulkContext, afterId: number, k0: number, k1: number): string {
  const days = `(values ${ctx.days.map((d) => `(${int(d.d)}, ${lit(d.day)}, ${int(d.cumRecharge)})`).join(', ')}) as dd(d, day, cum_recharge)`
  const r = `(60 + ${hashSql('cb.k', `${SALT.day} + dd.d`)} % 80)`
  return `${chunkCte(afterId, k0, k1)}
insert into smart_daily_readings (consumer_id, day, kwh, balance)
select r.consumer_id, r.day, r.wh::float8 / 1000,
  case when r.conn_type = 'SMART PREPAID'
    then (r.start + r.cum_recharge - sum(r.wh * 7 / 10) over (partition by r.consumer_id order by r.d))::bigint end
from (
  select cb.consumer_id, cb.conn_type, dd.d, dd.day, dd.cum_recharge, 40000 + ${hashSql('cb.k', SALT.balance)} % 20000 as start,
    case when cb.conn_type = 'SMART PREPAID' then 3000 + cb.lh * 750 * ${r} / 100 else 4000 + cb.lh * 600 * ${r} / 100 end as wh
  from cb cross join ${days}
  where cb.conn_type in ('SMART POSTPAID', 'SMART PREPAID')
  offset 0
) r`
}

/** Prepaid meters; run after the readings (a smart meter's balance is its last day's). */
export function insertMetersSql(ctx: BulkContext, afterId: number, k0: number, k1: number): string {
  const lastDay = ctx.days[ctx.days.length - 1]
  return `${chunkCte(afterId, k0, k1)}
insert into prepaid_meters (consumer_id, meter_no, balance, updated_at)
select cb.consumer_id, (case when cb.conn_type = 'SMART PREPAID' then 'SM' else '04' end) || substr(cb.consumer_no, 4),
  case when cb.conn_type = 'SMART PREPAID'
    then (select s.balance from smart_daily_readings s where s.consumer_id = cb.consumer_id and s.day = ${lit(lastDay.day)})
    else 40000 + ${hashSql('cb.k', SALT.balance)} % 20000 + ${int(lastDay.cumRecharge)}
      - ${BULK_READING_DAYS} * ((4000 + ${hashSql('cb.k', SALT.keypadUse)} % 3000) * 7 / 10) end,
  ${lit(`${ctx.today}T00:00:00.000Z`)}
from cb where cb.conn_type in ('PREPAID', 'SMART PREPAID')`
}

export function insertRechargesSql(ctx: BulkContext, afterId: number, k0: number, k1: number): string {
  const rows = BULK_RECHARGE_DAYS.map((rd, n) => {
    const day = ctx.days[rd].day
    return `(${n}, ${lit(day.replace(/-/g, ''))}, ${int(rechargeAmount(rd))}, ${lit(`${day}T04:${15 + n}:00.000Z`)})`
  })
  return `${chunkCte(afterId, k0, k1)}
insert into recharges (receipt_no, consumer_id, meter_id, amount, token, recharged_at, channel, txn_id)
select 'P' || cb.consumer_no || rr.ymd, cb.consumer_id, pm.id, rr.amount, null, rr.at,
  (${textArray(BULK_CHANNELS)})[1 + (cb.k + rr.n) % 4], 'BULKP' || cb.consumer_no || rr.ymd
from cb join prepaid_meters pm on pm.consumer_id = cb.consumer_id cross join (values ${rows.join(', ')}) as rr(n, ymd, amount, at)`
}

/** One chunk k0..k1 on PostgreSQL, in one transaction; row counts per table. */
export async function insertChunkSql(db: Knex, ctx: BulkContext, k0: number, k1: number, timings?: (table: string, ms: number) => void): Promise<Record<string, number>> {
  return db.transaction(async (trx) => {
    // a bulk load: losing the last chunks on a crash is acceptable (re-run continues)
    await trx.raw('set local synchronous_commit = off')
    const [{ max }] = (await trx.raw('select coalesce(max(id), 0) as max from consumers')).rows
    const afterId = Number(max)
    const counts: Record<string, number> = {}
    const run = async (table: string, sql: string) => {
      const t0 = Date.now()
      counts[table] = (await trx.raw(sql)).rowCount ?? 0
      timings?.(table, Date.now() - t0)
    }
    await run('consumers', insertConsumersSql(ctx, k0, k1))
    await run('payments', insertBillsAndPaymentsSql(ctx, afterId, k0, k1))
    const [{ n }] = (await trx.raw(`${chunkCte(afterId, k0, k1)} select count(*) as n from bills b join cb on b.consumer_id = cb.consumer_id`)).rows
    counts.bills = Number(n)
    await run('smart_daily_readings', insertReadingsSql(ctx, afterId, k0, k1))
    await run('prepaid_meters', insertMetersSql(ctx, afterId, k0, k1))
    await run('recharges', insertRechargesSql(ctx, afterId, k0, k1))
    return counts
  })
}
