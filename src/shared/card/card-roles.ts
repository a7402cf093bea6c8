// Who may do what on a card. The owner does everything; a co-host helps: a Pengurus runs the
// guest list, RSVPs, the door, usher links, wishes and sending; a Penyambut runs the door only.
// Staff pass where a route allows them. The server's guards and the owner's pages read this one
// rule, so a page never offers what the server would refuse.

/** A co-host's role, as the owner gives it. */
export const HOST_ROLES = ['pengurus', 'penyambut'] as const;
export type HostRole = (typeof HOST_ROLES)[number];

/** Who is looking at a card: its owner, a co-host by role, or staff on a support case. */
export const CARD_ROLES = ['owner', ...HOST_ROLES, 'staff'] as const;
export type CardRole = (typeof CARD_ROLES)[number];

/**
 * What a call needs of its caller: `owner` (pay, edit, theme, co-hosts, deleting the card's own
 * things), `manage` (what a Pengurus may do), or `door` (what a Penyambut may do). Each covers
 * the next: owner ⊇ manage ⊇ door.
 */
export const CARD_NEEDS = ['owner', 'manage', 'door'] as const;
export type CardNeed = (typeof CARD_NEEDS)[number];

/** The needs each co-host role covers (the owner covers all; staff are allowed per route). */
const COVERS: Record<HostRole | 'owner', readonly CardNeed[]> = {
  owner: CARD_NEEDS,
  pengurus: ['manage', 'door'],
  penyambut: ['door'],
};

/** Whether the owner or a co-host of `role` may do what `need` asks. */
export function roleCovers(role: HostRole | 'owner', need: CardNeed): boolean {
  return COVERS[role].includes(need);
}

/** The roles' names on the owner's pages. */
export const HOST_ROLE_LABELS: Record<HostRole, string> = {
  pengurus: 'Pengurus',
  penyambut: 'Penyambut',
};

/** What each role may do, in the words the card home shows beside the choice. */
export const HOST_ROLE_HINTS: Record<HostRole, string> = {
  pengurus: 'Senarai tetamu, RSVP, daftar masuk, pautan penyambut, ucapan dan menghantar jemputan.',
  penyambut: 'Skrin penyambut di pintu sahaja: daftar masuk tetamu.',
};
