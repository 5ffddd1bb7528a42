/** Every Assamese namespace in one module, so an Assamese page loads them in one request. */
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' })

export const as: Record<string, Record<string, unknown>> = {}
for (const [file, data] of Object.entries(files)) {
  as[file.replace(/^\.\/|\.json$/g, '')] = data
}
