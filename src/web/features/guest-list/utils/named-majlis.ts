import type { Majlis } from '@shared/card/card-content';

/** One of the card's majlis, with the name the list shows it by (majlisNames). */
export type NamedMajlis = Majlis & { name: string };
