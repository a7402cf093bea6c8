import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { formatStartAt } from '@shared/music/youtube';
import type { QuickPick, SongForm } from '@shared/schemas/music';
import { songFormSchema } from '@shared/schemas/music';
import type { OwnerCard } from '@shared/schemas/owner-card';
import { useOwnerCard } from '@web/api/owner-card';
import { BackToCardHome, StaffReadOnlyNote } from '@web/components/owner-card/back-to-card-home';
import { ownerCardFallback } from '@web/components/owner-card/owner-card-fallback';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { QueryState } from '@web/components/ui/query-state';
import { errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useT } from '@web/i18n/use-t';
import { useQuickPicks } from './api/get-quick-picks';
import { useSetMusic } from './api/set-music';
import { SavingSwitch } from '@web/components/ui/saving-switch';
import { QuickPickList } from './components/quick-pick-list';
import type { PreviewSong } from './components/song-preview';
import { PreviewPanel } from './components/preview-panel';
import { SongLinkForm } from './components/song-link-form';

/**
 * The card's music (`/music/:id`): the music switch, a YouTube link with Play and Start at, the
 * preview player, the 12 quick picks, Pilih lagu ini (saves), then Lihat Kad. Staff on a support
 * case see it read-only.
 */
export function MusicPage() {
  const { id = '' } = useParams();
  const card = useOwnerCard(id);
  const t = useT();
  // The page's title stays in English in both languages, as the product names it.
  const fallback = ownerCardFallback(card, t('music.pageTitle'));
  if (fallback || !card.data) return fallback;
  // Keyed by card: the form starts from the saved song of the card shown.
  return <MusicSetup key={card.data.id} card={card.data} />;
}

function MusicSetup({ card }: { card: OwnerCard }) {
  const { ytId, musicStart } = card.features;
  const staffView = card.viewer === 'staff';
  const t = useT();
  const picks = useQuickPicks();
  const toggle = useSetMusic(card.id);
  const save = useSetMusic(card.id);
  const form = useZodForm(songFormSchema, {
    yt_id: ytId ? `https://youtu.be/${ytId}` : '',
    start: musicStart > 0 ? formatStartAt(musicStart) : '',
  });
  const labelOf = (videoId: string) => {
    const pick = picks.data?.picks.find((p) => p.ytId === videoId);
    return pick ? `${pick.title} · ${pick.artist}` : null;
  };
  const [preview, setPreview] = useState<{ ytId: string; start: number } | null>(
    ytId ? { ytId, start: musicStart } : null,
  );
  const [playing, setPlaying] = useState(false);
  const [savedSong, setSavedSong] = useState<SongForm | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const content = card.content;
  const couple = `${content.groom_name} & ${content.bride_name}`;
  const previewSong: PreviewSong | null = preview
    ? { ...preview, label: labelOf(preview.ytId) }
    : null;

  const play = (song: SongForm) => {
    setPreview({ ytId: song.yt_id, start: song.start });
    setPlaying(true);
    save.reset();
    setSavedSong(null);
    // On a phone the player sits under the form: bring it into view.
    previewRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  const onPlay = (event: FormEvent) => {
    event.preventDefault();
    const song = form.check();
    if (song) play(song);
  };

  const choosePick = (pick: QuickPick) => {
    form.setValues({
      yt_id: `https://youtu.be/${pick.ytId}`,
      start: pick.start > 0 ? formatStartAt(pick.start) : '',
    });
    play({ yt_id: pick.ytId, start: pick.start });
  };

  const onSave = () => {
    const song = form.check();
    if (!song) return;
    setPreview({ ytId: song.yt_id, start: song.start });
    save.mutate(
      { yt_id: song.yt_id, start: song.start },
      {
        onSuccess: () => setSavedSong(song),
        onError: form.showServerError,
      },
    );
  };

  return (
    <>
      <PageMeta title={siteTitle(t('music.pageTitle'))} noindex />
      <section className="mx-auto max-w-5xl px-5 pt-24 pb-16">
        <BackToCardHome cardId={card.id} />
        <h1 className="mt-2 font-display text-3xl text-emerald-deep sm:text-4xl">
          {t('music.title')}
        </h1>
        <p className="mt-1 text-muted">{couple}</p>

        {staffView && <StaffReadOnlyNote>{t('music.staffOnly')}</StaffReadOnlyNote>}

        {/* Phones: switch and link, then the player, then the quick picks; laptops: the player
            stays beside both. */}
        <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="min-w-0 space-y-5 lg:col-start-1 lg:row-start-1">
            <div className="rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm">
              <SavingSwitch
                label={t('music.switch.label')}
                description={card.features.music ? t('music.switch.on') : t('music.switch.off')}
                on={card.features.music}
                saving={toggle.isPending}
                readOnly={staffView}
                message={toggle.isSuccess ? toggle.data.message : null}
                error={toggle.isError ? errorMessage(toggle.error) : null}
                onChange={(on) => toggle.mutate({ music: on })}
              />
              {card.features.music && !card.features.song && (
                <p className="mt-3 text-sm text-muted">{t('music.noSong')}</p>
              )}
            </div>

            <SongLinkForm
              values={form.values}
              errors={form.errors}
              onChange={form.set}
              onPlay={onPlay}
            />
          </div>

          <PreviewPanel
            ref={previewRef}
            cardId={card.id}
            song={previewSong}
            playing={playing}
            readOnly={staffView}
            musicOn={card.features.music}
            saved={savedSong !== null}
            save={save}
            onSave={onSave}
          />
          <section
            aria-labelledby="lagu-pilihan"
            className="min-w-0 lg:col-start-1 lg:row-start-2 rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm"
          >
            <h2 id="lagu-pilihan" className="font-display text-2xl text-emerald-deep">
              {t('music.picks.title')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('music.picks.hint')}</p>
            <div className="mt-4">
              <QueryState query={picks}>
                {(data) => (
                  <QuickPickList
                    picks={data.picks}
                    chosenId={preview?.ytId ?? null}
                    onChoose={choosePick}
                  />
                )}
              </QueryState>
            </div>
          </section>
        </div>
      </section>
    </>
  );
}
