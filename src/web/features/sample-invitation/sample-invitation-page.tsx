import { useEffect, useState } from 'react';
import { useTheme } from '@web/api/get-theme';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { loadFonts } from '@web/themes/load-font-pair';
import { themeStyle } from '@web/themes/theme-style';
import { ThemedHero } from '@web/themes/themed-hero';

// guest-side §2 "Static sample (/theme1)": a fixed sample invitation, with its Malay opening
// text fading in line by line.
const SAMPLE = {
  walimatulurus: 'Walimatulurus',
  groom_name: 'Amir',
  bride_name: 'Safiya',
  wedding_date: '2026-12-12',
};

const OPENING = [
  'Assalamualaikum warahmatullahi wabarakatuh',
  'Dengan penuh kesyukuran ke hadrat Ilahi,',
  'kami menjemput anda ke majlis perkahwinan',
  'putera dan puteri kami.',
];

export function SampleInvitationPage() {
  const theme = useTheme('theme1');
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    if (theme.data)
      void loadFonts(theme.data.headingFont, theme.data.bodyFont).then(() => setFontsReady(true));
  }, [theme.data]);
  if (!theme.data || !fontsReady) return <FullScreenSpinner />;
  const fonts = { heading: theme.data.headingFont, body: theme.data.bodyFont };
  return (
    <div style={themeStyle(theme.data, fonts)}>
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
    </div>
  );
}
