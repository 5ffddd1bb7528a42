import { AdminLayout } from '#client/layouts/AdminLayout'

/** The admin frame (ADR 020) of the admin pages, inside the root +Layout (which adds nothing for them). */
export default AdminLayout
