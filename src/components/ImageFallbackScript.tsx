/**
 * Swaps a failed image (one rendered by SiteImage, with data-fallback) for its fallback, once. An inline script at
 * the top of <body> listens before any image starts loading, so no failure is missed and no bundle is loaded for it.
 * Image errors do not bubble; the listener catches them in the capture phase.
 */
export const IMAGE_FALLBACK_SCRIPT =
  `document.addEventListener('error',function(e){var ` +
  `i=e.target;if(!(i instanceof HTMLImageElement)||!i.dataset.fallback)return;var ` +
  `s=i.dataset.fallback,set=i.dataset.fallbackSrcset;delete i.dataset.fallback;delete ` +
  `i.dataset.fallbackSrcset;if(set)i.srcset=set;else ` +
  `i.removeAttribute('srcset');i.src=s},true)`

export function ImageFallbackScript() {
  return <script dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />
}
