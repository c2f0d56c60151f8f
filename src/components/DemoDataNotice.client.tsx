'use client'

import { useEffect } from 'react'
import { toast } from '@/components/toast-bus'

export type DemoDataNoticeProps = {
  /** City name on city routes: the texts then name the city. */
  city?: string
}

/** The database-unreachable state: the amber 'Demo Data' alert, and the toast once on mount. */
export function DemoDataNotice({ city }: DemoDataNoticeProps) {
  useEffect(() => {
    toast.warning('Database connection issue', {
      id: 'demo-data',
      description: city ? `Using demo suppliers for ${city}` : 'Using demo suppliers for this category',
    })
  }, [city])
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p className="font-semibold">Demo Data</p>
      <p className="mt-1 text-sm">
        {city
          ? `Database connection issue. Showing demonstration suppliers for ${city}.`
          : 'Database connection issue. Showing demonstration suppliers for this category.'}
      </p>
    </div>
  )
}
