import type { Env } from './env-schema';

/** A Nominatim-compatible geocoder for the location search (docs/operations.md, "Location search"). */
export interface GeocoderConfig {
  url: string;
  /** Who is asking, as Nominatim's usage policy wants: the application, its site, a contact. */
  userAgent: string;
  timeoutMs: number;
}

export function geocoderConfig(env: Env, publicUrl: string): GeocoderConfig | null {
  if (!env.GEOCODER_URL) return null;
  const contact = env.ADMIN_EMAILS[0];
  return {
    url: env.GEOCODER_URL.replace(/\/+$/, ''),
    userAgent:
      env.GEOCODER_USER_AGENT ?? `Jemput/1.0 (+${publicUrl}${contact ? `; ${contact}` : ''})`,
    timeoutMs: 10_000,
  };
}
