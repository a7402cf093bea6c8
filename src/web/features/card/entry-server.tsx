import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { CardPageData } from '@shared/card/card-page';
import { CardPage } from './card-page';

/** The card's HTML as the server sends it; the client entry hydrates it from the same data. */
export function renderCardBody(data: CardPageData): string {
  return renderToString(
    <StrictMode>
      <CardPage data={data} />
    </StrictMode>,
  );
}
