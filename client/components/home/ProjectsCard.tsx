import { useTranslation } from '#client/lib/useTranslation'
import { NavItemLink } from '../layout/NavItemLink'
import { PROJECT_LINKS } from './homeLinks'

/** Ongoing Projects & Schemes card. */
export function ProjectsCard() {
  const { t } = useTranslation('home')
  return (
    <section className="card card--accent home-card" aria-labelledby="projects-title">
      <h2 id="projects-title" className="card__title">
        {t('projects.title')}
      </h2>
      <div className="card__body">
        <ul className="home-card__list">
          {PROJECT_LINKS.map((l) => (
            <li key={l.key}>
              <NavItemLink link={l} ns="home" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
