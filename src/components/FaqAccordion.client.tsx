'use client'

import { Accordion } from 'radix-ui'
import { useId } from 'react'

export type FaqItem = { id: number | string; question: string; answer: string }

export type FaqAccordionProps = {
  items: FaqItem[]
  title?: string
}

/** One item open at a time; pressing the open item closes it again (single, collapsible). */
export function FaqAccordion({ items, title = 'Frequently Asked Questions' }: FaqAccordionProps) {
  const headingId = useId()
  if (items.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold text-brand-900">
          {title}
        </h2>
        <Accordion.Root type="single" collapsible className="mt-8 divide-y divide-gray-200 rounded-xl border border-gray-200" data-testid="faq-accordion">
          {items.map((item) => (
            <Accordion.Item key={item.id} value={String(item.id)}>
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-gray-900 hover:bg-brand-50">
                    {item.question}
                    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="shrink-0 transition-transform group-data-[state=open]:rotate-180">
                      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 leading-7 text-gray-700">{item.answer}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  )
}
