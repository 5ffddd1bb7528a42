import type { Contact } from '#shared/content/contract'
import type { ContactTypeCode } from '#shared/constants'
import { telHref } from './contacts'
import { pickText } from './files'
import { useListing } from './useListing'
import { DataTable } from '../layout/DataTable'

/** A text in the page's language (the Assamese twin on AS_ pages when there is one; the English one marked lang="en"). */
function Local({ en, as }: { en: string; as: string | null }) {
  const { locale } = useListing()
  const { text, lang } = pickText(en, as, locale)
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>
}

/** One group of contacts as a table that becomes cards under 720 px; on AS_ pages the Assamese twins when present. */
export function ContactTable({ code, contacts }: { code: ContactTypeCode; contacts: Contact[] }) {
  const { t } = useListing()
  const captionId = `contacts-${code}-caption`
  const label = t(`contact.groups.${code}`)
  return (
    <DataTable
      id={captionId}
      caption={label}
      captionClassName="visually-hidden"
      className="table table--stack contact-table"
      columns={[t('contact.name'), t('contact.designation'), t('contact.office'), t('contact.phone'), t('contact.email')]}
    >
      {contacts.map((c) => (
        <tr key={c.id}>
          <th scope="row" data-label={t('contact.name')}>
            <Local en={c.name} as={c.nameAs} />
          </th>
          <td data-label={t('contact.designation')}>
            <Local en={c.designation} as={c.designationAs} />
          </td>
          <td data-label={t('contact.office')}>
            <Local en={c.office} as={c.officeAs} />
            {c.area && c.area !== c.office ? (
              <span className="muted small contact-table__sub">
                <Local en={c.area} as={c.areaAs} />
              </span>
            ) : null}
            {c.address ? (
              <span className="muted small contact-table__sub">
                <Local en={c.address} as={c.addressAs} />
              </span>
            ) : null}
          </td>
          <td data-label={t('contact.phone')}>
            {c.phone ? (
              <a href={telHref(c.phone)} className="contact-table__line">
                <span className="visually-hidden">{t('contact.phone')}: </span>
                {c.phone}
              </a>
            ) : null}
            {c.mobile ? (
              <a href={telHref(c.mobile)} className="contact-table__line">
                <span className="visually-hidden">{t('contact.mobile')}: </span>
                {c.mobile}
              </a>
            ) : null}
            {!c.phone && !c.mobile ? '—' : null}
          </td>
          <td data-label={t('contact.email')}>
            {c.email ? (
              <a href={`mailto:${c.email}`} className="contact-table__email">
                {c.email}
              </a>
            ) : (
              '—'
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
