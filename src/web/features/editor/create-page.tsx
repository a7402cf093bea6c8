import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Eye } from 'lucide-react';
import { themeFonts } from '@shared/card/sample-card';
import { isThemeName } from '@shared/themes/catalogue';
import { useTheme } from '@web/api/get-theme';
import { NotFoundPage } from '@web/components/not-found-page';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useCardDraft } from '@web/lib/draft-store';
import { useDraftLanguage } from '@web/lib/draft-language';
import { useCardFonts } from '@web/themes/use-card-fonts';
import { useT } from '@web/i18n/use-t';
import { CardEditor, editorBarButtonClass } from './card-editor';
import { CreateGuide } from './components/create-guide';

/**
 * How editing works, above the card (no login, nothing to save by hand). A wide screen says it in
 * the column beside the card instead (CreateGuide).
 */
function EditingNotice() {
  const t = useT();
  return (
    <p className="bg-emerald-deep px-5 py-3 text-center font-sans text-sm leading-snug text-white lg:hidden">
      {t('editor.create.notice')}
    </p>
  );
}

/**
 * The create screen (`/create/:theme`): the draft in the chosen theme, edited in
 * place, kept in local storage as it changes. No login is needed until the account step. The
 * theme in the address is the draft's theme (with its fonts) when they differ, e.g. on a link.
 */
export function CreatePage() {
  const t = useT();
  const { theme: themeName = '' } = useParams();
  const [draft, update] = useCardDraft();
  const language = useDraftLanguage();
  const theme = useTheme(themeName);
  const { fonts, headingSize, loading } = useCardFonts(theme.data, draft);
  const known = isThemeName(themeName);

  useEffect(() => {
    if (known && draft.theme !== themeName) update({ theme: themeName, ...themeFonts(themeName) });
  }, [known, themeName, draft.theme, update]);

  if (!known || theme.isError) return <NotFoundPage />;
  if (!theme.data || !fonts || draft.theme !== themeName) return <FullScreenSpinner />;

  return (
    <>
      <PageMeta title={siteTitle(t('editor.create.pageTitle'))} noindex />
      <CardEditor
        theme={theme.data}
        content={draft}
        language={language}
        fonts={fonts}
        headingSize={headingSize}
        onChange={update}
        fontsLoading={loading}
        notice={<EditingNotice />}
        aside={<CreateGuide theme={theme.data} />}
        actions={
          <Link
            to="/demo"
            className={`${editorBarButtonClass} bg-emerald-deep text-white shadow-md hover:bg-emerald-ink`}
          >
            <Eye className="h-4 w-4" aria-hidden="true" /> {t('editor.create.preview')}
          </Link>
        }
      />
    </>
  );
}
