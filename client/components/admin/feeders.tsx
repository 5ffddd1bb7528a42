import type { FeederOption } from '#shared/eodb/outages'
import { FilterForm, FilterSelect, FilterText } from './lists'
import type { FeederPicker } from '#client/loaders/admin/feederPicker.server'

/** A feeder as the pickers name it: '11 kV Pandu Feeder (F101A), 33/11 kV Guwahati Substation, 3,400 customers'. */
export const feederLabel = (f: FeederOption) => `${f.name} (${f.code}), ${f.substation}, ${f.customersServed.toLocaleString('en-IN')} customers`

/**
 * The feeder picker's filter (a GET form: the choice stays in the address): a circle, a division
 * of it, words of the code, name or substation. The forms below it offer the feeders it finds.
 */
export function FeederFilter({ picker, action }: { picker: FeederPicker; action: string }) {
  const { filter } = picker
  const divisions = picker.divisions.filter((d) => !filter.circle || d.circleCode === filter.circle)
  const filtered = !!(filter.circle || filter.division || filter.q)
  return (
    <>
      <FilterForm action={action} label="Find feeders" submit="Find feeders" clear={filtered ? action.replace(/#.*$/, '') : null}>
        <FilterSelect id="feeder-filter-circle" name="circle" label="Circle" value={filter.circle} any="Every circle" options={picker.circles.map((c) => ({ value: c.code, label: c.name }))} />
        <FilterSelect
          id="feeder-filter-division"
          name="division"
          label="Division"
          value={filter.division}
          any="Every division"
          options={divisions.map((d) => ({ value: d.code, label: `${d.code} ${d.name}` }))}
        />
        <FilterText id="feeder-filter-q" label="Feeder code, name or substation" value={filter.q} maxLength={60} />
      </FilterForm>
      <p className="admin-note" role="status" id="feeder-filter-count">
        {picker.total === 0
          ? 'No feeder matches this filter.'
          : picker.total > picker.feeders.length
            ? `${picker.total} feeders match: the first ${picker.feeders.length} are offered below. Choose a circle, a division or type words to find the others.`
            : `${picker.total} ${picker.total === 1 ? 'feeder matches' : 'feeders match'}.`}
      </p>
    </>
  )
}
