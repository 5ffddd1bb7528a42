import { useData } from 'vike-react/useData'
import { pickText } from '#client/components/listing/files'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { useListing } from '#client/components/listing/useListing'
import '#client/components/listing/listing.css'
import type { Data } from './+data'

/** An album's photos with captions; each photo links to its full-size image. */
export default function Page() {
  const { album } = useData<Data>()
  const { t, locale, href, date } = useListing()
  const name = pickText(album.title, album.titleAs, locale)
  return (
    <>
      <ListingHeader title={name.text} parent={{ label: t('titles.gallery'), route: '/Gallery' }} lead={album.date ? <time dateTime={album.date}>{date(album.date)}</time> : undefined} />
      <div className="container section listing">
        <p className="standalone-link">
          <a href={href('/Gallery')}>
            <span aria-hidden="true">‹ </span>
            {t('gallery.back')}
          </a>
        </p>
        {album.photos.length ? (
          <ul className="photo-grid">
            {album.photos.map((photo) => {
              const caption = pickText(photo.caption, photo.captionAs, locale)
              return (
                <li key={photo.id}>
                  <figure className="figure photo">
                    <a href={photo.image} rel="external" className="photo__link">
                      <img src={photo.image} alt={caption.text} width={400} height={300} loading="lazy" />
                      <span className="visually-hidden"> ({t('gallery.openFull')})</span>
                    </a>
                    <figcaption lang={caption.lang} aria-hidden="true">
                      {caption.text}
                    </figcaption>
                  </figure>
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="empty-state">{t('gallery.noPhotos')}</p>
        )}
      </div>
    </>
  )
}
