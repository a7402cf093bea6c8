import { createHash } from 'node:crypto';
import type { LaterFace } from './card-fonts';
import { escapeHtml } from './html';

// The card is read from its HTML; its script only makes it interactive (panels, RSVP, carousel,
// music). So the page does not name the script for the browser to fetch with the first screen's
// fonts and pictures: this inline starter asks for it after the first frame is painted, with the
// chunks it imports. It is a constant, allowed by its hash in the content security policy
// (plugins/security.ts); the addresses come from its data attributes.
export const CARD_SCRIPT_STARTER =
  '(function(){var s=document.currentScript,d=s.dataset;' +
  'function go(){if(d.fonts)JSON.parse(d.fonts).forEach(function(f){' +
  'document.fonts.add(new FontFace(f[0],"url("+f[2]+")",' +
  '{weight:String(f[1]),unicodeRange:f[3],display:"swap"}))});' +
  '(d.preload||"").split(" ").forEach(function(h){if(!h)return;' +
  'var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.crossOrigin="";' +
  'document.head.appendChild(l)});import(d.entry)}' +
  'requestAnimationFrame(function(){setTimeout(go,0)})})()';

export const CARD_SCRIPT_STARTER_HASH = `'sha256-${createHash('sha256')
  .update(CARD_SCRIPT_STARTER)
  .digest('base64')}'`;

/**
 * The starter for the built entry, the chunks Vite would have preloaded with it, and the font
 * faces the first screen does not draw (render/card-fonts.ts `cardFirstScreenFonts`).
 */
export function cardScriptStarter(
  entry: string,
  preloads: readonly string[],
  laterFonts: readonly LaterFace[] = [],
): string {
  const fonts = laterFonts.length
    ? ` data-fonts="${escapeHtml(JSON.stringify(laterFonts.map((f) => [f.family, f.weight, f.url, f.range])))}"`
    : '';
  return (
    `<script data-entry="${entry}" data-preload="${preloads.join(' ')}"${fonts}>` +
    `${CARD_SCRIPT_STARTER}</script>`
  );
}
