// The enquiry submission latency: POST /api/enquiries one at a time, each from its own address.
import { summarise } from './stats.mjs'

export function enquiryBody(i, run) {
  return {
    name: 'Bench Visitor',
    email: `bench-${run}-${i}@example.com`,
    // Each its own phone: a repeat within 30 days would be a duplicate, routed to no one (not the path measured).
    phone: `020 7${String(i).padStart(7, '0')}`,
    city: 'London',
    projectDetails: 'Benchmark enquiry: timing the submission path from the form to the stored lead.',
    consent: true,
    sourcePage: '/london',
  }
}

export async function measureEnquiries({ appUrl, count }) {
  const run = Date.now().toString(36)
  const post = (i) =>
    fetch(`${appUrl}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(enquiryBody(i, run)),
    })
  const probe = await post(0)
  await probe.text()
  if (probe.status === 404 || probe.status === 405)
    return {
      available: false,
      reason: `POST /api/enquiries answered ${probe.status}`,
      count: 0,
      p50: null,
      p99: null,
      statuses: {},
    }
  const statuses = {}
  const times = []
  for (let i = 1; i <= count; i += 1) {
    const started = performance.now()
    const res = await post(i)
    await res.text()
    times.push(performance.now() - started)
    statuses[res.status] = (statuses[res.status] ?? 0) + 1
  }
  const s = summarise(times)
  return { available: true, count: times.length, p50: s.p50, p99: s.p99, statuses }
}
