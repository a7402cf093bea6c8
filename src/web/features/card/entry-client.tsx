import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { CardPageData } from '@shared/card/card-page';
import { CARD_DATA_ELEMENT_ID, CARD_ROOT_ELEMENT_ID } from '@shared/card/card-page';
import { CardPage } from './card-page';
import { withCardWords } from './utils/card-catalogue';
import './card.css';

// The guest card's own script: it takes over the HTML the server drew from the same data, which
// the server put in the page as JSON, and the same words, its language's chunk.

const root = document.getElementById(CARD_ROOT_ELEMENT_ID);
const json = document.getElementById(CARD_DATA_ELEMENT_ID)?.textContent;
if (root && json) {
  const data = await withCardWords(JSON.parse(json) as CardPageData);
  // As a transition, hydration works in short slices and yields to the guest's taps and
  // scrolling in between, instead of one long task on a slow phone.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <CardPage data={data} />
      </StrictMode>,
    );
  });
}
