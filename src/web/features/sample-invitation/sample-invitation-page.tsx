import { useTheme } from '@web/api/get-theme';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';
import { SiteCardWords } from '@web/i18n/site-card-words';
import { CardFrame } from '@web/themes/card-frame';
import { ThemedHero } from '@web/themes/themed-hero';
import { useThemeFonts } from '@web/themes/use-theme-fonts';

// A fixed sample invitation, with its opening text fading in line by line, in the visitor's
// language.
const SAMPLE = {
  groom_name: 'Amir',
  bride_name: 'Safiya',
  majlis: [{ date: '2026-12-12', start_time: '11:00' }],
};

const OPENING = [
  'preview.sample.opening1',
  'preview.sample.opening2',
  'preview.sample.opening3',
  'preview.sample.opening4',
] as const;

export function SampleInvitationPage() {
  const t = useT();
  const theme = useTheme('theme1');
  const fonts = useThemeFonts(theme.data);
  if (!theme.data || !fonts) return <FullScreenSpinner />;
  return (
    <CardFrame theme={theme.data} fonts={fonts}>
      <PageMeta title={siteTitle(t('preview.sample.title'))} />
      <div className="animate-[sample-fade_1.6s_ease-out_both]">
        <SiteCardWords>
          <ThemedHero
            theme={theme.data}
            content={{ ...SAMPLE, walimatulurus: t('preview.sample.heading') }}
            headingSize={theme.data.headingSize}
          />
        </SiteCardWords>
      </div>
      <section aria-label={t('preview.sample.opening')} className="px-6 py-16 text-center">
        {OPENING.map((line, i) => (
          <p
            key={line}
            className="animate-[sample-fade_1.2s_ease-out_both] text-lg leading-relaxed text-(--card-ink)"
            style={{ animationDelay: `${0.8 + i * 0.6}s` }}
          >
            {t(line)}
          </p>
        ))}
      </section>
    </CardFrame>
  );
}
