import { useData } from 'vike-react/useData'
import { pickText } from '#client/components/listing/files'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { useListing } from '#client/components/listing/useListing'
import '#client/components/listing/listing.css'
import type { Data } from './+data'

/** The albums: cover, title, date and photo count, each opening its SubGallery page. */
export default function Page() {
  const { title, albums } = useData<Data>()
  const { t, locale, href, date, num } = useListing()
  return (
    <>
      <ListingHeader title={title} />
      <div className="container section listing">
        {albums.length ? (
          <ul className="album-grid">
            {albums.map((album) => {
              const name = pickText(album.title, album.titleAs, locale)
              return (
                <li key={album.id} className="card card--link album-card">
                  {album.cover ? <img className="album-card__cover" src={album.cover} alt="" width={400} height={300} loading="lazy" /> : null}
                  <div className="card__body">
                    <h2 className="album-card__title">
                      <a href={`${href('/SubGallery')}?id=${album.id}`} lang={name.lang}>
                        {name.text}
                      </a>
                    </h2>
                    <p className="album-card__meta">
                      {album.date ? <time dateTime={album.date}>{date(album.date)}</time> : null}
                      <span>{album.photoCount === 1 ? t('gallery.photo') : t('gallery.photos', { n: num(album.photoCount) })}</span>
                    </p>
                  </div>
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="empty-state">{t('gallery.none')}</p>
        )}
      </div>
    </>
  )
}
