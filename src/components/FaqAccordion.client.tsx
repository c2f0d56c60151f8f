'use client'

import { useId, useState } from 'react'

export type FaqItem = { id: number | string; question: string; answer: string }

export type FaqAccordionProps = {
  items: FaqItem[]
  title?: string
}

/** One item open at a time; pressing the open item closes it again (single, collapsible). No library: a few buttons and regions. */
export function FaqAccordion({ items, title = 'Frequently Asked Questions' }: FaqAccordionProps) {
  const baseId = useId()
  const [openId, setOpenId] = useState<string | null>(null)
  if (items.length === 0) return null
  return (
    <section aria-labelledby={`${baseId}-title`} className="py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 id={`${baseId}-title`} className="text-3xl font-bold text-brand-900">
          {title}
        </h2>
        <div className="mt-8 divide-y divide-gray-200 rounded-xl border border-gray-200" data-testid="faq-accordion">
          {items.map((item) => {
            const key = String(item.id)
            const open = openId === key
            const triggerId = `${baseId}-trigger-${key}`
            const panelId = `${baseId}-panel-${key}`
            return (
              <div key={key}>
                <h3>
                  <button
                    type="button"
                    id={triggerId}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : key)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-gray-900 hover:bg-brand-50"
                  >
                    {item.question}
                    <svg
                      aria-hidden="true"
                      width="16"
                      height="16"
                      viewBox="0 0 16 16"
                      className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
                    >
                      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={triggerId}
                  hidden={!open}
                  className="px-5 pb-5 leading-7 text-gray-700"
                >
                  {item.answer}
                </div>
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
