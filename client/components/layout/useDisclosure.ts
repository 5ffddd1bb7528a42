import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

/**
 * The open/closed state of a disclosure (a button with aria-expanded and what it controls):
 * a pointer press outside `root` closes it; `onKeyDown` (on the root) closes it on Escape and
 * returns the focus to `button`.
 */
export function useDisclosure<R extends HTMLElement>() {
  const [open, setOpen] = useState(false)
  const root = useRef<R>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [open])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation()
      setOpen(false)
      button.current?.focus()
    }
  }

  return { open, setOpen, root, button, onKeyDown }
}
