/**
 * A stand-in for Vike's renderer in the API tests of form posts: the page answers, as JSON,
 * the address it was asked for and the form's state it was given (the pages themselves are
 * tested in Chromium). Use it as `vi.mock('vike/server', () => import('../helpers/formPostVike'))`.
 */
export async function renderPage(ctx: { urlOriginal: string; formPost?: unknown; workAccess?: string[] }) {
  return {
    config: { pageCache: false },
    httpResponse: {
      statusCode: 200,
      headers: [['Content-Type', 'application/json']],
      getBody: async () => JSON.stringify({ url: ctx.urlOriginal, formPost: ctx.formPost ?? null, workAccess: ctx.workAccess ?? [] }),
    },
  }
}
