import { CONTENT_LIMITS, type ContentQuery } from '#shared/admin/content'
import type { AdminBanner, AdminContentPage } from '#shared/admin/contract'
import { uploadUrl } from '#shared/uploads'
import { AdminCheckbox, AdminFile, AdminForm, AdminInput } from '#client/components/admin/AdminForm'
import { AsSub } from '#client/components/admin/lists'
import { AdminSection, AdminTable, StateBadge } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import { ContentPager, contentHref, ListFilter, RowActions, saveTo, StopEditing } from './parts'

/** The home page carousel's banners: a picture (JPEG or PNG), its link, its words in both languages, its place and state. */
export function BannersSection({ query, list, editing }: { query: ContentQuery; list: AdminContentPage<AdminBanner>; editing: AdminBanner | null }) {
  const admin = useAdmin()
  const name = (b: AdminBanner) => b.caption ?? b.alt
  return (
    <>
      <AdminSection id="banner-form-title" title={editing ? `Edit the banner “${name(editing).slice(0, 60)}”` : 'Add a banner'}>
        <div key={editing?.id ?? 'new'}>
          <AdminForm
            id={editing ? 'banner-edit' : 'banner-add'}
            submitLabel={editing ? 'Save the banner' : 'Add the banner'}
            resetAfter={!editing}
            success={editing ? 'The banner was saved; the home page shows the change now.' : 'The banner was added. If published, the home page carousel shows it now.'}
            action={saveTo(admin.call, '/content/banners', editing?.id)}
          >
            <AdminFile
              name="image"
              label={editing ? 'New picture (optional)' : 'Picture'}
              hint={
                editing
                  ? 'Leave empty to keep the current picture. JPEG or PNG, at most 2 MB; wide pictures (3:1) fit the carousel best.'
                  : 'JPEG or PNG, at most 2 MB; wide pictures (3:1) fit the carousel best. Put no words in the picture: give them as the caption.'
              }
              required={!editing}
              accept="image/jpeg,image/png"
            />
            <AdminInput name="alt" label="What the picture shows (English)" hint="For people who cannot see it." required maxLength={CONTENT_LIMITS.alt} defaultValue={editing?.alt} />
            <AdminInput name="alt_as" label="What the picture shows (Assamese)" lang="as" maxLength={CONTENT_LIMITS.alt} defaultValue={editing?.altAs} />
            <AdminInput name="caption" label="Caption in English (optional)" hint="The words shown over the picture." maxLength={CONTENT_LIMITS.caption} defaultValue={editing?.caption} />
            <AdminInput name="caption_as" label="Caption in Assamese (optional)" lang="as" maxLength={CONTENT_LIMITS.caption} defaultValue={editing?.captionAs} />
            <AdminInput
              name="link"
              label="Link (optional)"
              hint="A page of this site such as /website/PayBill, or a web address (https://…)."
              maxLength={CONTENT_LIMITS.link}
              defaultValue={editing?.link}
            />
            <AdminInput name="sort_order" type="number" label="Place in the carousel" hint="0 to 9999; smaller numbers come first." defaultValue={editing?.sortOrder ?? 0} />
            <AdminCheckbox name="published" label="Published: shown in the home page carousel" defaultChecked={editing?.published ?? true} />
            {editing ? <StopEditing href={contentHref(query)} what="banner" /> : null}
          </AdminForm>
        </div>
      </AdminSection>

      <AdminSection id="banner-list-title" title={`Banners: ${list.total}`}>
        <ListFilter id="banner-filter" query={query} search={false} />
        <AdminTable
          id="banner-table"
          caption="The banners in the carousel's order"
          head={['Picture', 'Caption', 'Link', 'Place', 'State', 'Actions']}
          isEmpty={!list.items.length}
          empty="There are no banners yet."
        >
          {list.items.map((b) => (
            <tr key={b.id} aria-current={editing?.id === b.id ? 'true' : undefined}>
              <td>
                <img className="admin-thumb" src={uploadUrl(b.image)} alt={b.alt} width={160} height={54} loading="lazy" />
              </td>
              <td>
                {b.caption ?? <span className="muted">none</span>}
                <AsSub text={b.captionAs} />
              </td>
              <td>{b.link ? <span className="admin-cell-sub">{b.link}</span> : '—'}</td>
              <td>{b.sortOrder}</td>
              <td>
                <StateBadge published={b.published} />
              </td>
              <td>
                <RowActions query={query} path="/content/banners" idPrefix="banner" item={b} about={name(b)} open={editing?.id === b.id} />
              </td>
            </tr>
          ))}
        </AdminTable>
        <ContentPager query={query} list={list} />
      </AdminSection>
    </>
  )
}
