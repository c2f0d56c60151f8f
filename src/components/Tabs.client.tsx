'use client'

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

export type TabItem = { value: string; label: ReactNode; content: ReactNode }

export type TabsProps = {
  items: ReadonlyArray<TabItem>
  value: string
  onValueChange: (value: string) => void
  /** The tab list's accessible name. */
  label: string
  id?: string
  className?: string
  listClassName?: string
  /** Styles the triggers; the selected one carries data-state="active". */
  triggerClassName?: string
  panelClassName?: string
  /** Without JavaScript, show every panel (each needs its own heading) and no tab list, which could not work. */
  showAllWithoutScript?: boolean
}

// Tailwind's preflight hides [hidden] with !important in @layer base; a layered !important beats any unlayered one,
// so this rule sits in the same layer, where its greater specificity wins (only where scripts are off).
const NO_SCRIPT_STYLE =
  '@layer base{[data-tabs-noscript]>[role=tabpanel][hidden]{display:block!important}[data-tabs-noscript]>[role=tablist]{display:none!important}}'

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the list, arrow keys (and Home/End) select and focus the next tab,
 * each panel labelled by its tab. Every panel stays in the page (server-rendered content keeps its state); only the
 * selected one is shown.
 */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
  id,
  className,
  listClassName,
  triggerClassName,
  panelClassName,
  showAllWithoutScript,
}: TabsProps) {
  const baseId = useId()
  const triggers = useRef<Array<HTMLButtonElement | null>>([])
  const tabId = (v: string) => `${baseId}-tab-${v}`
  const panelId = (v: string) => `${baseId}-panel-${v}`

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key]
    if (!step || items.length === 0) return
    event.preventDefault()
    const current = Math.max(
      0,
      items.findIndex((item) => item.value === value),
    )
    const next = step(current, items.length)
    triggers.current[next]?.focus()
    onValueChange(items[next].value)
  }

  return (
    <div id={id} className={className} data-tabs-noscript={showAllWithoutScript ? '' : undefined}>
      {showAllWithoutScript ? (
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
      ) : null}
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={listClassName}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const selected = item.value === value
          return (
            <button
              key={item.value}
              ref={(element) => {
                triggers.current[index] = element
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={panelId(item.value)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className={triggerClassName}
              onClick={() => onValueChange(item.value)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={tabId(item.value)}
          tabIndex={0}
          hidden={item.value !== value}
          data-state={item.value === value ? 'active' : 'inactive'}
          className={panelClassName}
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
