import { useListing } from './useListing'

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
      <div className="table-wrap" role="region" aria-labelledby="rti-officers" tabIndex={0}>
        <table className="table table--stack">
          <caption id="rti-officers">{t('rti.officersCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rti.role')}</th>
              <th scope="col">{t('rti.officer')}</th>
              <th scope="col">{t('rti.office')}</th>
            </tr>
          </thead>
          <tbody>
            {OFFICERS.map(([role, officer]) => (
              <tr key={role}>
                <th scope="row" data-label={t('rti.role')}>
                  {t(`rti.${role}`)}
                </th>
                <td data-label={t('rti.officer')}>{t(`rti.${officer}`)}</td>
                <td data-label={t('rti.office')}>{t('rti.office1')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
