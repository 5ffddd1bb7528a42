import { navigate } from 'vike/client/router'
import { CONTENT_LIMITS, type ContentQuery } from '#shared/admin/content'
import type { AdminContentPage, AdminGalleryAlbum, AdminGalleryAlbumDetail, AdminGalleryPhoto } from '#shared/admin/contract'
import { uploadUrl } from '#shared/uploads'
import { AdminFile, AdminForm, AdminInput } from '#client/components/admin/AdminForm'
import { ConfirmDelete } from '#client/components/admin/actions'
import { AsSub, CellLink } from '#client/components/admin/lists'
import { adminDay, AdminSection, AdminTable } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import { ContentPager, contentHref, ListFilter, RowActions, saveTo, StopEditing } from './parts'

function AlbumForm({ editing, today, query }: { editing: AdminGalleryAlbumDetail | null; today: string; query: ContentQuery }) {
  const admin = useAdmin()
  return (
    <AdminForm
      id={editing ? 'album-edit' : 'album-add'}
      submitLabel={editing ? 'Save the album' : 'Add the album'}
      resetAfter={!editing}
      success={editing ? 'The album was saved; the public gallery shows the change now.' : 'The album was added. Open its photos in the list to add pictures.'}
      action={saveTo(admin.call, '/content/albums', editing?.id)}
    >
      <AdminInput name="title" label="Album title in English" required maxLength={CONTENT_LIMITS.albumTitle} defaultValue={editing?.title} />
      <AdminInput name="title_as" label="Album title in Assamese" lang="as" maxLength={CONTENT_LIMITS.albumTitle} defaultValue={editing?.titleAs} />
      <AdminInput name="date" type="date" label="Date of the event (optional)" defaultValue={editing ? editing.date : today} />
      <AdminInput name="sort_order" type="number" label="Place in the gallery" hint="0 to 9999; smaller numbers come first, then the newest date." defaultValue={editing?.sortOrder ?? 0} />
      {editing ? <StopEditing href={contentHref(query)} what="album" /> : null}
    </AdminForm>
  )
}

/** One album's photos: add a picture, edit a caption (?photo=), delete. */
function Photos({ album, photo, query }: { album: AdminGalleryAlbumDetail; photo: AdminGalleryPhoto | null; query: ContentQuery }) {
  const admin = useAdmin()
  const back = contentHref(query, { album: album.id })
  return (
    <AdminSection id="photos-title" title={`Photos of “${album.title}”: ${album.photos.length}`}>
      <div key={photo?.id ?? 'new'}>
        <AdminForm
          id={photo ? 'photo-edit' : 'photo-add'}
          submitLabel={photo ? 'Save the photo' : 'Add the photo'}
          resetAfter={!photo}
          success={photo ? 'The photo was saved; the public gallery shows the change now.' : 'The photo was added; the public gallery shows it now.'}
          action={saveTo(admin.call, `/content/albums/${album.id}/photos`, photo?.id)}
        >
          {photo ? null : <AdminFile name="image" label="Picture" hint="JPEG or PNG, at most 2 MB." required accept="image/jpeg,image/png" />}
          <AdminInput name="caption" label="Caption in English" required maxLength={CONTENT_LIMITS.caption} defaultValue={photo?.caption} />
          <AdminInput name="caption_as" label="Caption in Assamese" lang="as" maxLength={CONTENT_LIMITS.caption} defaultValue={photo?.captionAs} />
          <AdminInput name="sort_order" type="number" label="Place in the album" hint="0 to 9999; smaller numbers come first." defaultValue={photo?.sortOrder ?? album.photos.length + 1} />
          {photo ? <StopEditing href={back} what="photo" /> : null}
        </AdminForm>
      </div>
      <AdminTable
        id="photo-table"
        caption={`The photos of “${album.title}” in order`}
        head={['Picture', 'Caption', 'Place', 'Actions']}
        isEmpty={!album.photos.length}
        empty="This album has no photos yet."
      >
        {album.photos.map((p) => (
          <tr key={p.id} aria-current={photo?.id === p.id ? 'true' : undefined}>
            <td>
              <img className="admin-thumb" src={uploadUrl(p.image)} alt={p.caption} width={120} height={90} loading="lazy" />
            </td>
            <td>
              {p.caption}
              <AsSub text={p.captionAs} />
            </td>
            <td>{p.sortOrder}</td>
            <td>
              <div className="admin-actions">
                <CellLink href={contentHref(query, { album: album.id, photo: p.id })} label="Edit" about={p.caption} />
                <ConfirmDelete
                  id={`photo-delete-${p.id}`}
                  about={p.caption}
                  run={() => admin.call(`/content/albums/${album.id}/photos/${p.id}`, { method: 'DELETE' })}
                  after={photo?.id === p.id ? () => navigate(back) : undefined}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <p className="standalone-link">
        <a href={contentHref(query)}>Close the album</a>
      </p>
    </AdminSection>
  )
}

/** Gallery albums (title in both languages, date, place) and, for the album opened, its photos. */
export function GallerySection({
  query,
  list,
  editing,
  album,
  photo,
  today,
}: {
  query: ContentQuery
  list: AdminContentPage<AdminGalleryAlbum>
  editing: AdminGalleryAlbumDetail | null
  album: AdminGalleryAlbumDetail | null
  photo: AdminGalleryPhoto | null
  today: string
}) {
  return (
    <>
      {album ? <Photos album={album} photo={photo} query={query} /> : null}
      <AdminSection id="album-form-title" title={editing ? `Edit the album “${editing.title.slice(0, 60)}”` : 'Add an album'}>
        <div key={editing?.id ?? 'new'}>
          <AlbumForm editing={editing} today={today} query={query} />
        </div>
      </AdminSection>
      <AdminSection id="album-list-title" title={`Albums: ${list.total}`}>
        <ListFilter id="album-filter" query={query} states={false} />
        <AdminTable
          id="album-table"
          caption="The albums in the gallery's order"
          head={['Title', 'Assamese', 'Date', 'Photos', 'Place', 'Actions']}
          isEmpty={!list.items.length}
          empty={query.q ? 'No album matches these words.' : 'There are no albums yet.'}
        >
          {list.items.map((a) => (
            <tr key={a.id} aria-current={album?.id === a.id || editing?.id === a.id ? 'true' : undefined}>
              <td>{a.title}</td>
              <td>{a.titleAs ? <span lang="as">{a.titleAs}</span> : <span className="muted">not yet</span>}</td>
              <td>{adminDay(a.date)}</td>
              <td>{a.photoCount}</td>
              <td>{a.sortOrder}</td>
              <td>
                <RowActions
                  query={query}
                  path="/content/albums"
                  idPrefix="album"
                  item={{ id: a.id }}
                  about={a.title}
                  deleteAbout={`${a.title} (with its ${a.photoCount} photos)`}
                  open={album?.id === a.id || editing?.id === a.id}
                >
                  <CellLink href={contentHref(query, { album: a.id })} label="Photos" about={a.title} />
                </RowActions>
              </td>
            </tr>
          ))}
        </AdminTable>
        <ContentPager query={query} list={list} />
      </AdminSection>
    </>
  )
}
