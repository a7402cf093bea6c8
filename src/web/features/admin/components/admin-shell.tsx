import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { CONSOLE_PAGES, SPEC_ADMIN_PAGES } from '@shared/admin/console-pages';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useT } from '@web/i18n/use-t';

const LINK =
  'inline-flex min-h-9 shrink-0 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap transition';

function MenuLink({ path, labelId }: { path: string; labelId: SiteMessageId }) {
  const t = useT();
  return (
    <NavLink
      to={path}
      end
      className={({ isActive }) =>
        `${LINK} ${isActive ? 'bg-emerald-deep text-white' : 'text-emerald-deep hover:bg-emerald-deep/10'}`
      }
    >
      {t(labelId)}
    </NavLink>
  );
}

/**
 * Every staff console page: its title, the console's menu (a row that scrolls
 * sideways on a phone) with the spec's card-id pages after the console's own, then the page.
 */
export function AdminShell({
  title,
  intro,
  inert = false,
  children,
}: {
  title: string;
  /** One line under the title: what the page is for. */
  intro?: string;
  /** A dialog is open over the page (rendered beside the shell): no focus, no taps behind it. */
  inert?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const menu = useRef<HTMLElement>(null);
  // On a phone the menu is wider than the screen: bring the open page's entry into view (only
  // as far as needed, so the first entries stay in sight where they fit).
  useEffect(() => {
    const row = menu.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const overflow = current.offsetLeft + current.offsetWidth + 20 - row.clientWidth;
    if (overflow > 0) row.scrollLeft = overflow;
  }, []);
  return (
    <section inert={inert} className="mx-auto max-w-6xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(title)} noindex />
      <nav
        ref={menu}
        aria-label={t('staff.menu.label')}
        className="relative -mx-5 overflow-x-auto px-5 pb-2"
      >
        <ul className="flex gap-1">
          {CONSOLE_PAGES.map((page) => (
            <li key={page.path}>
              <MenuLink {...page} />
            </li>
          ))}
          <li aria-hidden="true" className="mx-1 w-px shrink-0 self-stretch bg-emerald-deep/15" />
          {SPEC_ADMIN_PAGES.map((page) => (
            <li key={page.path}>
              <MenuLink {...page} />
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="mt-4 font-display text-3xl text-emerald-deep sm:text-4xl">{title}</h1>
      {intro && <p className="mt-1 text-muted">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
