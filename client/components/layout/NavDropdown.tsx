import { useTranslation } from '#client/lib/useTranslation'
import type { NavGroup } from './links'
import { NavItemLink } from './NavItemLink'
import { useLinks } from './paths'
import { useDisclosure } from './useDisclosure'

/**
 * A header dropdown as a disclosure: a button with aria-expanded controlling a list of links.
 * Opens on click/Enter/Space and on hover (desktop); Escape closes it and returns focus to
 * the button; moving focus or the pointer away closes it.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation('common')
  const { isCurrent } = useLinks()
  const { open, setOpen, root, button, onKeyDown } = useDisclosure<HTMLLIElement>()
  const listId = `nav-${group.id}`
  const containsCurrent = group.items.some((i) => i.to && isCurrent(i.to))

  return (
    <li
      ref={root}
      className={'main-nav__item main-nav__item--group' + (open ? ' is-open' : '') + (containsCurrent ? ' is-current' : '')}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button ref={button} type="button" className="main-nav__link main-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
        {t(group.key)}
        <svg className="main-nav__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className="main-nav__menu" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.key}>
            <NavItemLink link={item} className="main-nav__menu-link" />
          </li>
        ))}
      </ul>
    </li>
  )
}
