import type { InsightMetric } from '@/lib/insights/metrics'

/**
 * The visit-counting script (issue 35), inline in the site's layout: no file to fetch, under 1 kB gzipped (a unit
 * test holds it there), and it does nothing until the page's `load` event (or a prerendered page is shown). Then it
 * reports what the server-rendered page marks: `data-insight="<metric> <supplierId> [<productId>]"` (a profile or
 * product view, a card's impression), once per element and value, also for what a client navigation renders later
 * (a MutationObserver); and a click on a `data-insight-click` link (Website, e-mail, phone) at once. Events leave in
 * batches of at most 40 by `navigator.sendBeacon` to POST /api/insights (text/plain, same origin). No cookie, no
 * storage, no identifier: the server collapses repeats (src/lib/insights/record.ts).
 */
export const INSIGHT_BEACON_SCRIPT =
  `(function(d,w){var q=[],t=0,A='data-insight',C=A+'-click';` +
  `function f(){t=0;while(q.length)navigator.sendBeacon('/api/insights',JSON.stringify(q.splice(0,40)))}` +
  `function e(v){var p=(v||'').split(' ');if(p.length>1)q.push(p.slice(0,3).map(function(x,i){return i?+x:x}))}` +
  `function s(){d.querySelectorAll('['+A+']').forEach(function(n){var v=n.getAttribute(A);if(n._i!==v){n._i=v;e(v)}});` +
  `if(q.length&&!t)t=setTimeout(f,300)}` +
  `function g(){if(!navigator.sendBeacon)return;s();new MutationObserver(s).observe(d.body,` +
  `{subtree:true,childList:true,attributes:true,attributeFilter:[A]})}` +
  `function k(x){var a=x.target.closest&&x.target.closest('['+C+']');if(a&&navigator.sendBeacon){e(a.getAttribute(C));f()}}` +
  `d.addEventListener('click',k,true);d.addEventListener('auxclick',k,true);w.addEventListener('pagehide',f);` +
  `function r(){d.prerendering?d.addEventListener('prerenderingchange',g,{once:true}):g()}` +
  `d.readyState=='complete'?r():w.addEventListener('load',r)})(document,window)`

/** The data attribute of a view or an impression, for the script above. */
export function insightMark(metric: InsightMetric, supplierId: number, productId?: number): { 'data-insight': string } {
  return { 'data-insight': productId ? `${metric} ${supplierId} ${productId}` : `${metric} ${supplierId}` }
}

/** The data attribute of a contact link whose click is counted. */
export function insightClick(
  metric: 'click_website' | 'click_email' | 'click_phone',
  supplierId: number,
): { 'data-insight-click': string } {
  return { 'data-insight-click': `${metric} ${supplierId}` }
}
