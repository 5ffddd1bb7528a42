/**
 * An amount of money on a page (issue 24 §3): the one mark of every formatted amount, class
 * `money` (styles/components.css: white-space: nowrap), so '₹ 1,222.22' never breaks inside the
 * figure nor between ₹ and it, whatever the column or the language. The text comes from the
 * page's own money formatter (shared/format.ts formatPaise through billing/, dashboard/ or
 * prepaid/format.ts); inside a sentence of a translation the formatter's string is used as is.
 */
export function Money({ children, testId, className }: { children: string; testId?: string; className?: string }) {
  return (
    <span className={className ? `money ${className}` : 'money'} data-testid={testId}>
      {children}
    </span>
  )
}
