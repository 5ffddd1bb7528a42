/** Small line icons (24x24, currentColor) for the home page shortcuts. Decorative only. */
const PATHS: Record<string, string> = {
  rupee: 'M6 4h12M6 9h12M6 4c7 0 9 2 9 5s-3 5-7 5H6l9 7',
  bill: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
  recharge: 'M7 2h10v20H7zM13 6l-3 6h4l-3 6',
  meter: 'M3 14a9 9 0 0 1 18 0M12 14l4-5M3 18h18',
  plug: 'M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0zM12 18v4',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7h.01',
  doc: 'M14 2H6v20h12V6zM14 2v4h4M9 12h6M9 16h6',
  photo: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M16 9h.01',
  rti: 'M4 4h16v12H8l-4 4zM9 9h6M9 12h4',
  career: 'M4 8h16v12H4zM9 8V5h6v3M4 13h16',
  faq: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
}

export function Icon({ name, size = 28 }: { name: string; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name] ?? PATHS.info} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
