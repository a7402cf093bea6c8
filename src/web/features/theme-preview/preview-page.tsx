import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { chosenFonts } from '@shared/card/card-fonts';
import { sampleCardContent } from '@shared/card/sample-card';
import { isThemeName } from '@shared/themes/catalogue';
import { settingsQueryOptions } from '@web/api/get-settings';
import { useTheme } from '@web/api/get-theme';
import { NotFoundPage } from '@web/components/not-found-page';
import { useThemeTitle } from '@web/components/theme-gallery/theme-title';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { ScriptButton } from '@web/components/ui/script-button';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';
import { SiteCardWords } from '@web/i18n/site-card-words';
import { useLocale } from '@web/i18n/locale-provider';
import { startDraft } from '@web/lib/card-draft';
import { CardStage } from '@web/themes/card-stage';
import { ThemedCard } from '@web/themes/themed-card';
import { PreviewDetails } from './components/preview-details';
import { useFontPair } from './api/get-font-pair';
import { keepInView } from './utils/keep-in-view';

/** The landing page's theme gallery (its section's id), where a preview is chosen from. */
export const GALLERY_PATH = '/#pilih-tema';

/** Kembali and Cetak (A5) over the card's top corners on a phone. */
const floatingButtonClass =
  'fixed top-3 z-30 flex h-10 items-center gap-1 rounded-full bg-white/90 px-4 text-sm font-semibold text-ink shadow-md backdrop-blur lg:hidden print:hidden';

/** No fonts of the couple's own: the theme's pair is the one shown. */
const THEME_OWN_FONTS = { H2: '', H2size: '', fontP: '' };

/**
 * The sample invitation (Adam & Hawa, tomorrow) in the chosen
 * theme, a Back button, and the sticky Pilih Tema Ini that starts a draft in this theme.
 * `renderedAt` and `tomorrow` are the instant the page was drawn (on the server, for a page it
 * drew) and the sample's date, so the hydrating client draws the same card and countdown.
 * The buttons stay disabled until the script has taken over the server's HTML. On a wide screen
 * the card stands phone-sized on a backdrop of its theme, beside what the theme is and the same
 * actions.
 */
export function PreviewPage({ renderedAt, tomorrow }: { renderedAt: number; tomorrow: string }) {
  const t = useT();
  const themeTitle = useThemeTitle();
  const { theme: themeName = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const known = isThemeName(themeName);
  const theme = useTheme(themeName);
  const chosen = theme.data ? chosenFonts(THEME_OWN_FONTS, theme.data) : null;
  const fonts = useFontPair(chosen && { heading: chosen.heading, body: chosen.body });
  // The sample in the visitor's language, as the card they start from with Pilih Tema Ini.
  const { locale } = useLocale();
  const content = useMemo(() => {
    const sample = sampleCardContent(new Date(renderedAt), locale);
    return {
      ...sample,
      majlis: sample.majlis.map((majlis) => ({ ...majlis, date: tomorrow })),
      theme: themeName,
    };
  }, [renderedAt, tomorrow, themeName, locale]);

  if (!known || theme.isError) return <NotFoundPage />;
  if (!theme.data || !fonts) return <FullScreenSpinner />;
  const detail = theme.data;

  const choose = () => {
    startDraft(detail.name, {
      H2: detail.headingFont,
      H2size: detail.headingSize,
      fontP: detail.bodyFont,
    });
    window.scrollTo({ top: 0 });
    void navigate(`/create/${detail.name}`);
  };
  // Back to the page before, if it was one of ours; opened directly (a shared link, a new tab)
  // the browser's back would leave the site, so Kembali goes to the gallery instead. The landing
  // page's settings are read first, so it draws at once and the gallery is there to scroll to;
  // it is kept in view while the page below it still loads.
  const back = async () => {
    if (location.key !== 'default') return navigate(-1);
    await queryClient.prefetchQuery(settingsQueryOptions());
    await navigate(GALLERY_PATH);
    keepInView(GALLERY_PATH.split('#')[1]!);
  };

  const print = () => window.print();

  return (
    <CardStage
      theme={detail}
      aside={
        <PreviewDetails
          theme={detail}
          fonts={fonts}
          groom={content.groom_name}
          bride={content.bride_name}
          onBack={() => void back()}
          onPrint={print}
          onChoose={choose}
        />
      }
    >
      <PageMeta title={siteTitle(t('preview.meta.title', { theme: themeTitle(detail) }))} />
      {/* On a phone the actions sit on the card; on a wide screen, in the column beside it. */}
      <ScriptButton onClick={() => void back()} className={`${floatingButtonClass} left-3`}>
        <span aria-hidden="true">←</span> {t('preview.back')}
      </ScriptButton>
      <ScriptButton onClick={print} className={`${floatingButtonClass} right-3`}>
        {t('preview.print')}
      </ScriptButton>
      {/* The countdown starts at the instant the server drew the page. */}
      {/* A theme's sample card: its fixed words in the visitor's language. */}
      <SiteCardWords>
        <ThemedCard theme={detail} content={content} fonts={fonts} initialNow={renderedAt} />
      </SiteCardWords>
      <div className="sticky bottom-0 z-20 flex justify-center bg-gradient-to-t from-black/25 to-transparent px-4 pt-8 pb-[max(1rem,env(safe-area-inset-bottom))] lg:hidden print:hidden">
        <ScriptButton
          onClick={choose}
          className={buttonClass('primary', 'w-full max-w-sm shadow-xl')}
        >
          {t('preview.choose')}
        </ScriptButton>
      </div>
    </CardStage>
  );
}
