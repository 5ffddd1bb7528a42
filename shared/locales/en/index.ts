/**
 * The English namespaces beyond the core ones bundled by shared/i18n.ts, in one module, so
 * a page other than the home page loads them in one request.
 */
const files = import.meta.glob<Record<string, unknown>>(
  ['./*.json', '!./common.json', '!./home.json', '!./login.json', '!./messages.json'],
  { eager: true, import: 'default' },
)

export const en: Record<string, Record<string, unknown>> = {}
for (const [file, data] of Object.entries(files)) {
  en[file.replace(/^\.\/|\.json$/g, '')] = data
}
