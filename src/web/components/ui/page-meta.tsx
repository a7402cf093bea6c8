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

export const siteTitle = (page?: string) =>
  page ? `${page} | Jemput` : 'Jemput · Kad Kahwin Digital';
