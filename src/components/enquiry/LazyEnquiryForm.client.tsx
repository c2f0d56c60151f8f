'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import type { EnquiryFormProps } from '@/components/enquiry/EnquiryForm.client'
import { onEnquiryPrefill, type EnquiryPrefillRequest } from '@/components/enquiry/prefill'

// The form (react-hook-form, zod, the server action) is fetched only when it nears the viewport.
const EnquiryForm = dynamic(() => import('@/components/enquiry/EnquiryForm.client').then((m) => m.EnquiryForm), {
  ssr: false,
  loading: () => <FormPlaceholder />,
})

function FormPlaceholder() {
  return (
    <div role="status" className="flex min-h-[34rem] items-center justify-center rounded-lg bg-white p-6 text-gray-500 shadow-sm ring-1 ring-gray-200">
      Loading the enquiry form…
    </div>
  )
}

/**
 * Loads the enquiry form when it comes within 600px of the viewport, or when a part of the page asks to prefill it
 * (see prefill.ts). Every browser Next.js supports has IntersectionObserver.
 */
export function LazyEnquiryForm(props: Omit<EnquiryFormProps, 'prefill'>) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  const [prefill, setPrefill] = useState<EnquiryPrefillRequest | null>(null)

  useEffect(
    () =>
      onEnquiryPrefill((values) => {
        setPrefill((previous) => ({ ...values, sequence: (previous?.sequence ?? 0) + 1 }))
        setNear(true)
      }),
    [],
  )

  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true)
        observer.disconnect()
      }
    }, { rootMargin: '600px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  return <div ref={ref}>{near ? <EnquiryForm {...props} prefill={prefill} /> : <FormPlaceholder />}</div>
}
