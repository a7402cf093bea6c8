import type { CountdownHue } from './theme-types';

// Four countdown box colours, four steps of one hue. Tailwind's 700, 800, 900 and
// 950 shades, written out as hex so they do not depend on which CSS variables a build emits.
// White figures reach WCAG AA on every one of them (catalogue.test.ts checks).
const SHADES: Partial<Record<CountdownHue, readonly [string, string, string, string]>> = {
  emerald: ['#047857', '#065f46', '#064e3b', '#022c22'],
  rose: ['#be123c', '#9f1239', '#881337', '#4c0519'],
  green: ['#15803d', '#166534', '#14532d', '#052e16'],
  blue: ['#1d4ed8', '#1e40af', '#1e3a8a', '#172554'],
  purple: ['#7e22ce', '#6b21a8', '#581c87', '#3b0764'],
  orange: ['#c2410c', '#9a3412', '#7c2d12', '#431407'],
  yellow: ['#a16207', '#854d0e', '#713f12', '#422006'],
  stone: ['#44403c', '#292524', '#1c1917', '#0c0a09'],
  pink: ['#be185d', '#9d174d', '#831843', '#500724'],
  teal: ['#0f766e', '#115e59', '#134e4a', '#042f2e'],
  red: ['#b91c1c', '#991b1b', '#7f1d1d', '#450a0a'],
  slate: ['#334155', '#1e293b', '#0f172a', '#020617'],
  fuchsia: ['#a21caf', '#86198f', '#701a75', '#4a044e'],
  neutral: ['#404040', '#262626', '#171717', '#0a0a0a'],
};

export function countdownShades(hue: CountdownHue): readonly [string, string, string, string] {
  const shades = SHADES[hue];
  if (!shades) throw new Error(`no countdown shades for hue ${hue}`);
  return shades;
}
