import { createHash } from 'node:crypto';

/** The `<noscript>` holding the faces the first screen does not draw (render/first-screen-fonts.ts). */
export const LATER_FONTS_ID = 'card-later-fonts';

// The card is read from its HTML; its script only makes it interactive (panels, RSVP, carousel,
// music). So the page does not name the script for the browser to fetch with the first screen's
// fonts and pictures: this inline starter asks for it after the first frame is painted, with the
// chunks it imports. It is a constant, allowed by its hash in the content security policy
// (plugins/security.ts); the addresses come from its data attributes.
export const CARD_SCRIPT_STARTER =
  '(function(){var s=document.currentScript,d=s.dataset,n=document.getElementById("' +
  LATER_FONTS_ID +
  '");' +
  // The font faces the first screen does not draw, from the page's <noscript>, in one <style>
  // (the browser matches fonts again once, not once per face). Declaring them costs the phone a
  // new layout of the page, so it waits until the guest moves down towards the sections.
  'function fonts(){if(!n)return;var e=document.createElement("style");' +
  'e.textContent=n.textContent.replace(/<\\/?style>/g,"");n=null;document.head.appendChild(e)}' +
  '["scroll","touchstart","keydown","pointerdown"].forEach(function(t){' +
  'addEventListener(t,fonts,{once:true,passive:true})});' +
  // The entry and the chunks it imports, one per task: each request is set up on the main thread
  // (milliseconds each on a slow phone), and thirty in one task made a long task right after the
  // first paint. So the entry is imported last, when every chunk is asked for: imported first,
  // the browser asked for all its chunks at once on its arrival. The site's pages name their
  // route's chunks too (render/route-chunks.ts), so loading the route asks for nothing more. A
  // message to itself (not a timer, which a test's clock may pause) lets the browser paint and
  // answer the guest between them.
  'function go(){var h=[d.entry].concat((d.preload||"").split(" ").filter(Boolean)),i=0,' +
  'c=new MessageChannel;c.port1.onmessage=next;next();function next(){if(i>=h.length)' +
  '{c.port1.close();return import(d.entry)}var l=document.createElement("link");' +
  'l.rel="modulepreload";l.href=h[i++];l.crossOrigin="";document.head.appendChild(l);' +
  'c.port2.postMessage(0)}}' +
  // After the first paint, as the browser reports it (no timers: they may be paused or slowed,
  // and a report comes as soon as the paint is done); a browser without paint reports starts at
  // the load event.
  'var started=0;function start(){if(!started){started=1;go()}}' +
  'var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){o.disconnect();start()}).observe({type:"paint",buffered:true});' +
  'else addEventListener("load",start)})()';

export const CARD_SCRIPT_STARTER_HASH = `'sha256-${createHash('sha256')
  .update(CARD_SCRIPT_STARTER)
  .digest('base64')}'`;

/** The starter for the built entry and the chunks Vite would have preloaded with it. */
export function cardScriptStarter(entry: string, preloads: readonly string[]): string {
  return (
    `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">` +
    `${CARD_SCRIPT_STARTER}</script>`
  );
}
