// The guest list's API paths, under `/api/cards/:id/guests`.

export const guestsPath = (cardId: string) => `/cards/${encodeURIComponent(cardId)}/guests`;

export const partyPath = (cardId: string, partyId: string) =>
  `${guestsPath(cardId)}/${encodeURIComponent(partyId)}`;

export const templatesPath = (cardId: string) => `${guestsPath(cardId)}/templates`;
