import { useTheme } from '@web/api/get-theme';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { CardFrame } from '@web/themes/card-frame';
import { ThemedHero } from '@web/themes/themed-hero';
import { useThemeFonts } from '@web/themes/use-theme-fonts';

// A fixed sample invitation, with its Malay opening
// text fading in line by line.
const SAMPLE = {
  walimatulurus: 'Walimatulurus',
  groom_name: 'Amir',
  bride_name: 'Safiya',
  majlis: [{ date: '2026-12-12', start_time: '11:00' }],
};

const OPENING = [
  'Assalamualaikum warahmatullahi wabarakatuh',
  'Dengan penuh kesyukuran ke hadrat Ilahi,',
  'kami menjemput anda ke majlis perkahwinan',
  'putera dan puteri kami.',
];

export function SampleInvitationPage() {
  const theme = useTheme('theme1');
  const fonts = useThemeFonts(theme.data);
  if (!theme.data || !fonts) return <FullScreenSpinner />;
  return (
    <CardFrame theme={theme.data} fonts={fonts}>
      <PageMeta title={siteTitle('Contoh Kad')} />
      <div className="animate-[sample-fade_1.6s_ease-out_both]">
        <ThemedHero theme={theme.data} content={SAMPLE} headingSize={theme.data.headingSize} />
      </div>
      <section aria-label="Pembukaan" className="px-6 py-16 text-center">
        {OPENING.map((line, i) => (
          <p
            key={line}
            className="animate-[sample-fade_1.2s_ease-out_both] text-lg leading-relaxed text-(--card-ink)"
            style={{ animationDelay: `${0.8 + i * 0.6}s` }}
          >
            {line}
          </p>
        ))}
      </section>
    </CardFrame>
  );
}
