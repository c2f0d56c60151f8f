// A page part (the retrofit calculator) asks the enquiry form on the same page to start from its
// values: a window event, so the asking part never loads the form's code, and the lazily loaded form
// is fetched at once when asked.

export const ENQUIRY_PREFILL_EVENT = 'ecobuild:enquiry-prefill'

export type EnquiryPrefill = {
  projectDetails: string
  /** The category it implies, carried to routing; null for none. */
  category: { id: number; name: string } | null
}

/** Each request is numbered so asking twice with the same values still applies them again. */
export type EnquiryPrefillRequest = EnquiryPrefill & { sequence: number }

/** Asks the page's enquiry form to take these values, and scrolls to its section. */
export function requestEnquiryPrefill(prefill: EnquiryPrefill, sectionId = 'enquiry'): void {
  window.dispatchEvent(new CustomEvent<EnquiryPrefill>(ENQUIRY_PREFILL_EVENT, { detail: prefill }))
  document.getElementById(sectionId)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
}

/** Calls `handler` for every prefill request; returns the unsubscribe function. */
export function onEnquiryPrefill(handler: (prefill: EnquiryPrefill) => void): () => void {
  const listener = (event: Event) => {
    if (event instanceof CustomEvent) handler(event.detail as EnquiryPrefill)
  }
  window.addEventListener(ENQUIRY_PREFILL_EVENT, listener)
  return () => window.removeEventListener(ENQUIRY_PREFILL_EVENT, listener)
}
