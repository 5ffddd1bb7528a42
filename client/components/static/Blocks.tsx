import { Fragment, useId } from 'react'
import type { Block } from '#shared/content/types'
import { BASE_PATH } from '#shared/locale'
import { DataTable } from '../layout/DataTable'
import { SmartLink } from './SmartLink'
import { useSiteText } from './useSiteText'

const CALLOUT_ICON = { info: 'ℹ', warning: '!', danger: '⚠', success: '✓' } as const

/** Renders the blocks of a content section; every block type of shared/content/types.ts. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <Fragment key={i}>
          <BlockView block={block} />
        </Fragment>
      ))}
    </>
  )
}

function BlockView({ block }: { block: Block }) {
  const fill = useSiteText()
  switch (block.type) {
    case 'p':
      return <p>{fill(block.text)}</p>
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{fill(item)}</li>)
      return block.ordered ? <ol className="static-list">{items}</ol> : <ul className="static-list">{items}</ul>
    }
    case 'steps':
      return (
        <ol className="static-steps">
          {block.items.map((step, i) => (
            <li key={i} className="static-steps__item">
              <span className="static-steps__title">{step.title}</span>
              <span className="static-steps__text">{step.text}</span>
            </li>
          ))}
        </ol>
      )
    case 'callout':
      return (
        <div className={`alert alert--${block.tone === 'danger' ? 'error' : block.tone} static-callout`}>
          <span className="static-callout__icon" aria-hidden="true">
            {CALLOUT_ICON[block.tone]}
          </span>
          <div>
            <p className="static-callout__title">{block.title}</p>
            <p>{fill(block.text)}</p>
            {block.link ? (
              <p className="standalone-link">
                <SmartLink href={block.link.href}>{block.link.label}</SmartLink>
              </p>
            ) : null}
          </div>
        </div>
      )
    case 'table':
      return <TableBlock block={block} />
    case 'facts':
      return (
        <dl className="static-facts">
          {block.items.map((item, i) => (
            <div key={i} className="static-facts__row">
              <dt>{item.label}</dt>
              <dd>{item.href ? <SmartLink href={fill(item.href)}>{fill(item.value)}</SmartLink> : fill(item.value)}</dd>
            </div>
          ))}
        </dl>
      )
    case 'links':
      return (
        <ul className="static-links card-grid">
          {block.items.map((link, i) => (
            <li key={i} className="card static-links__item">
              <SmartLink href={link.href} className="static-links__link">
                {link.label}
              </SmartLink>
              {link.description ? <p className="static-links__desc">{link.description}</p> : null}
            </li>
          ))}
        </ul>
      )
    case 'gallery':
      return (
        <ul className="media-grid static-gallery">
          {block.items.map((item, i) => (
            <li key={i}>
              <figure className="figure">
                <img src={BASE_PATH + item.src} alt={item.alt} width={480} height={320} loading="lazy" />
                <figcaption>{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )
    case 'download':
      return (
        <p className="static-download">
          <a className="btn btn--primary static-download__link" href={BASE_PATH + block.href} download>
            <span aria-hidden="true" className="static-download__icon">
              ⤓
            </span>
            <span>
              {block.label}
              <span className="static-download__meta"> ({block.meta})</span>
            </span>
          </a>
        </p>
      )
    case 'faq':
      return (
        <div className="static-faq">
          {block.items.map((item, i) => (
            <details key={i} className="static-faq__item">
              <summary>{item.q}</summary>
              <div className="static-faq__answer">
                <p>{item.a}</p>
              </div>
            </details>
          ))}
        </div>
      )
    default: {
      const unknown: never = block
      return unknown
    }
  }
}

/** A table of a content module: its caption names the scrollable region. */
function TableBlock({ block }: { block: Extract<Block, { type: 'table' }> }) {
  const id = useId()
  return (
    <DataTable id={id} caption={block.caption} className={block.head.length > 2 ? 'table table--stack' : 'table'} columns={block.head}>
      {block.rows.map((row, r) => (
        <tr key={r}>
          {row.map((cell, c) =>
            c === 0 && block.rowHeaders ? (
              <th key={c} scope="row">
                {cell}
              </th>
            ) : (
              <td key={c} data-label={block.head[c]}>
                {cell}
              </td>
            ),
          )}
        </tr>
      ))}
    </DataTable>
  )
}
