import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { ThemeSummary } from '@shared/schemas/theme';
import { themeQueryOptions } from '@web/api/get-theme';
import { useOwnerCard } from '@web/api/owner-card';
import { BackToCardHome } from '@web/components/owner-card/back-to-card-home';
import { ownerCardFallback } from '@web/components/owner-card/owner-card-fallback';
import { ThemeGallery } from '@web/components/theme-gallery/theme-gallery';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useT } from '@web/i18n/use-t';
import { themeChangeErrorMessage, useChangeTheme } from './api/change-theme';
import { ConfirmThemeDialog } from './components/confirm-theme-dialog';
import { CurrentTheme } from './components/current-theme';
import type { ThemeChangeState } from './components/theme-change-status';
import { ThemeChangeStatus } from './components/theme-change-status';
import { ThemeChoice } from './components/theme-choice';

/**
 * The theme change (`/tema/:id`): the current theme's picture, then the 100 themes,
 * 10 at a time as the landing gallery loads them, each with Preview (the couple's own card in
 * that theme, in a new tab) and Pilih Ini (asks, then changes the theme, saying how it went).
 */
export function ThemeChangePage() {
  const t = useT();
  const { id = '' } = useParams();
  const card = useOwnerCard(id);
  const change = useChangeTheme(id);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ThemeSummary | null>(null);

  const pageTitle = t('themeChange.title');
  const fallback = ownerCardFallback(card, pageTitle);
  if (fallback || !card.data) return fallback;

  const current = card.data.content.theme;
  const state: ThemeChangeState = change.isPending
    ? { tone: 'pending' }
    : change.isSuccess
      ? { tone: 'success', message: t('themeChange.updated') }
      : change.isError
        ? { tone: 'error', message: t(themeChangeErrorMessage(change.error)) }
        : { tone: 'idle' };

  const confirm = (theme: ThemeSummary) => {
    setChosen(null);
    // The new current picture is fetched while the server changes the theme.
    void queryClient.prefetchQuery(themeQueryOptions(theme.name));
    change.mutate(theme.name);
  };

  return (
    <>
      <PageMeta title={siteTitle(pageTitle)} noindex />
      <div inert={chosen !== null} className="mx-auto max-w-6xl px-4 pt-24 pb-28 lg:pb-16">
        <BackToCardHome cardId={card.data.id} />
        <h1 className="mt-2 font-display text-3xl text-emerald-deep sm:text-4xl">{pageTitle}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('themeChange.intro')}</p>
        <div className="mt-6 lg:grid lg:grid-cols-[15rem_1fr] lg:items-start lg:gap-10">
          <div className="lg:sticky lg:top-24">
            <CurrentTheme card={card.data} />
            <ThemeChangeStatus
              state={state}
              cardId={card.data.id}
              onDismiss={() => change.reset()}
            />
          </div>
          <section aria-labelledby="pilih-tema-baharu" className="mt-10 lg:mt-0">
            <h2 id="pilih-tema-baharu" className="font-display text-2xl text-emerald-deep">
              {t('themeChange.chooseHeading')}
            </h2>
            <ThemeGallery
              currentTheme={current}
              gridClassName="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4"
              renderActions={(theme) => (
                <ThemeChoice
                  cardId={card.data.id}
                  theme={theme}
                  current={theme.name === current}
                  busy={change.isPending}
                  onChoose={setChosen}
                />
              )}
            />
          </section>
        </div>
      </div>
      {chosen && (
        <ConfirmThemeDialog
          theme={chosen}
          onConfirm={() => confirm(chosen)}
          onCancel={() => setChosen(null)}
        />
      )}
    </>
  );
}
