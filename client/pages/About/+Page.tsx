import { useData } from 'vike-react/useData'
import { pickText } from '#client/components/listing/files'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { useListing } from '#client/components/listing/useListing'
import '#client/components/listing/listing.css'
import type { Data } from './+data'
import { DataTable } from '#client/components/layout/DataTable'

const ZONES = ['zoneLower', 'zoneCentral', 'zoneUpper'] as const

/** Company profile, the board of directors and the officers' job responsibilities. */
export default function Page() {
  const { title, board, responsibilities } = useData<Data>()
  const { t, locale } = useListing()
  return (
    <>
      <ListingHeader title={title} />
      <div className="container section listing">
        <section className="about-profile" aria-labelledby="about-profile">
          <div className="prose">
            <h2 className="section-title" id="about-profile">
              {t('about.profileHeading')}
            </h2>
            <p>{t('about.profile1')}</p>
            <p>{t('about.profile2')}</p>
            <p>{t('about.profile3')}</p>
          </div>
          <div className="card card--accent about-zones">
            <div className="card__body">
              <h3>{t('about.zonesHeading')}</h3>
              <ul className="link-list">
                {ZONES.map((z) => (
                  <li key={z}>{t(`about.${z}`)}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section className="about-board" aria-labelledby="about-board">
          <h2 className="section-title" id="about-board">
            {t('about.boardHeading')}
          </h2>
          {board.length ? (
            <ul className="board-grid">
              {board.map((m) => {
                const name = pickText(m.name, m.nameAs, locale)
                const designation = pickText(m.designation, m.designationAs, locale)
                return (
                  <li key={m.id} className="card board-card">
                    {m.photo ? <img className="board-card__photo" src={m.photo} alt={t('about.photoOf', { name: name.text })} width={160} height={200} loading="lazy" /> : null}
                    <div className="card__body">
                      <p className="board-card__name" lang={name.lang}>
                        {name.text}
                      </p>
                      <p className="board-card__role" lang={designation.lang}>
                        {designation.text}
                      </p>
                    </div>
                  </li>
                )
              })}
            </ul>
          ) : (
            <p className="empty-state">{t('about.noBoard')}</p>
          )}
        </section>

        <section aria-labelledby="about-responsibilities">
          <h2 className="section-title" id="about-responsibilities">
            {t('about.responsibilitiesHeading')}
          </h2>
          {responsibilities.length ? (
            <DataTable id="responsibilities-caption" caption={t('about.responsibilitiesCaption')} columns={[t('about.designation'), t('about.responsibility')]}>
              {responsibilities.map((r) => {
                const designation = pickText(r.designation, r.designationAs, locale)
                const text = pickText(r.responsibility, r.responsibilityAs, locale)
                return (
                  <tr key={r.id}>
                    <th scope="row" data-label={t('about.designation')} lang={designation.lang}>
                      {designation.text}
                    </th>
                    <td data-label={t('about.responsibility')} lang={text.lang} className="about-resp">
                      {text.text}
                    </td>
                  </tr>
                )
              })}
            </DataTable>
          ) : (
            <p className="empty-state">{t('about.noResponsibilities')}</p>
          )}
        </section>
      </div>
    </>
  )
}
