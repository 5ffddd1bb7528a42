import { useListing } from './useListing'
import { DataTable } from '../layout/DataTable'

const OFFICERS = [
  ['pio', 'pioOfficer'],
  ['apio', 'apioOfficer'],
  ['appellate', 'appellateOfficer'],
] as const

/** The RTI page's introduction: the Act, and who to write to (PIO, APIO, appellate authority). */
export function RtiIntro() {
  const { t } = useListing()
  return (
    <section className="prose listing-intro" aria-labelledby="rti-intro">
      <h2 className="section-title" id="rti-intro">
        {t('rti.introHeading')}
      </h2>
      <p>{t('rti.intro1')}</p>
      <p>{t('rti.intro2')}</p>
      <DataTable id="rti-officers" caption={t('rti.officersCaption')} columns={[t('rti.role'), t('rti.officer'), t('rti.office')]}>
        {OFFICERS.map(([role, officer]) => (
          <tr key={role}>
            <th scope="row" data-label={t('rti.role')}>
              {t(`rti.${role}`)}
            </th>
            <td data-label={t('rti.officer')}>{t(`rti.${officer}`)}</td>
            <td data-label={t('rti.office')}>{t('rti.office1')}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  )
}
