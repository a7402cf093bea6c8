import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

// Stand-in photos for the screenshots and Lighthouse: no real photos may be fetched, so these
// are drawn here, plainly abstract (soft colour fields, light spots and film grain), at a phone
// camera's size and with a photo's amount of detail, so their files weigh what photos weigh.

const PALETTES = [
  ['#f3d9c6', '#c98f7a', '#6b3f3a'],
  ['#dfe8d8', '#8fae8b', '#35513f'],
  ['#f5e6b8', '#d6a85c', '#7a4e1f'],
  ['#e3dcef', '#a48fc6', '#4a3a6b'],
  ['#d7ebef', '#7fb2bf', '#2d5560'],
  ['#f2d4dc', '#cf8aa0', '#6d3347'],
] as const;

/** A JPEG of `width` × `height`, number `n` of a set (each looks different). */
export async function samplePhoto(n: number, width = 2000, height = 1500): Promise<Buffer> {
  const [light, mid, dark] = PALETTES[n % PALETTES.length]!;
  const spots = Array.from({ length: 9 }, (_, i) => {
    const x = ((n * 37 + i * 211) % 100) / 100;
    const y = ((n * 53 + i * 157) % 100) / 100;
    const r = 0.05 + ((n * 7 + i * 13) % 10) / 60;
    return `<circle cx="${x * width}" cy="${y * height}" r="${r * width}" fill="${i % 2 ? light : '#ffffff'}" opacity="0.35" filter="url(#soft)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="${n % 2}" y2="1">
        <stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${mid}"/>
        <stop offset="1" stop-color="${dark}"/>
      </linearGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="${width / 60}"/></filter>
      <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${n}"/>
        <feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.18"/></feComponentTransfer></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${spots}
    <rect width="100%" height="100%" filter="url(#grain)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** Uploads `count` sample photos to the card through the owner's API; the last reply's count. */
export async function uploadSamplePhotos(
  api: APIRequestContext,
  baseUrl: string,
  cardId: string,
  count: number,
  captions: string[] = [],
): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    const portrait = n % 3 === 1;
    const buffer = await samplePhoto(n, portrait ? 1500 : 2000, portrait ? 2000 : 1500);
    const res = await api.post(`${baseUrl}/api/cards/${cardId}/photos`, {
      multipart: {
        photo: { name: `foto-${n + 1}.jpg`, mimeType: 'image/jpeg', buffer },
        caption: captions[n] ?? '',
      },
    });
    if (res.status() !== 201) throw new Error(`photo upload failed: ${await res.text()}`);
  }
}
