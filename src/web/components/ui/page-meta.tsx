/**
 * The page's title and, for owner pages and cards, the noindex tag. React 19 hoists <title> and
 * <meta> into the document head.
 */
export function PageMeta({ title, noindex = false }: { title: string; noindex?: boolean }) {
  return (
    <>
      <title>{title}</title>
      {noindex && <meta name="robots" content="noindex, nofollow" />}
    </>
  );
}

/**
 * A page's title as the tab shows it: `Papan Pemuka | Jemput`, the page's name in the visitor's
 * language (`t(…)`). Without one, the site's own title in Malay; the landing page gives its
 * title in the visitor's language (`layout.title.home`).
 */
export const siteTitle = (page?: string) =>
  page ? `${page} | Jemput` : 'Jemput · Kad Kahwin Digital';
