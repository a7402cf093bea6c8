import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { OwnerCard } from '@shared/schemas/owner-card';
import { useTheme } from '@web/api/get-theme';
import { ownerCardQueryOptions, useOwnerCard } from '@web/api/owner-card';
import { ownerCardFallback } from '@web/components/owner-card/owner-card-fallback';
import { Button } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useStoredFlag } from '@web/hooks/use-stored-flag';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useCardFonts } from '@web/themes/use-card-fonts';
import { useMajlisAnswers } from './api/get-majlis-answers';
import { useUpdateCard } from './api/update-card';
import { CardEditor } from './card-editor';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import type { ContactFocus } from './components/contacts-panel';
import { ContactsPanel } from './components/contacts-panel';
import { EditBarActions } from './components/edit-bar-actions';
import { EditNotice } from './components/edit-notice';
import { EditStatus } from './components/edit-status';
import { CardLanguagePicker } from './components/card-language-picker';
import { PhotosEditor } from './components/photos/photos-editor';
import { UpdateSuccessDialog } from './components/update-success-dialog';
import { useCardEdits } from './hooks/use-card-edits';
import { useLeaveWarning } from './hooks/use-leave-warning';
import type { EditProblem } from './utils/edit-problem';
import { editProblem } from './utils/edit-problem';
import { openEditorControl } from './utils/server-field';

type Panel =
  { kind: 'contacts'; focus: ContactFocus | null } | { kind: 'saved' } | { kind: 'use-latest' };

/**
 * The edit page (`/edit/:id`): the owner's stored card in the creation editor, every
 * field as on the create screen, plus the contacts, Select Fonts and Update. Needs the owner's
 * session (the route shows the login prompt first) and the server's ownership check: another
 * owner's card gets the server's refusal, an unknown one the not-found page.
 */
export function EditPage() {
  const { id = '' } = useParams();
  const t = useT();
  const card = useOwnerCard(id);
  // Once the card is on the screen, a failed re-read (after an Update) leaves the edits there.
  if (!card.data) return ownerCardFallback(card, t('editor.edit.problemTitle'));
  return <CardEditSession key={card.data.id} card={card.data} />;
}

/**
 * One round of editing a stored card: the card on the screen is this page's own, started from
 * the stored one and saved only by Update, naming the version it started from. Leaving with
 * unsaved changes asks first. An Update that meets a newer save (409) keeps every edit on the
 * screen and lets the owner choose; a refused field (400) is named and shown.
 */
function CardEditSession({ card }: { card: OwnerCard }) {
  const t = useT();
  const queryClient = useQueryClient();
  const edits = useCardEdits(card);
  const { content } = edits;
  const theme = useTheme(content.theme);
  const { fonts, headingSize, loading } = useCardFonts(theme.data, content);
  const update = useUpdateCard(card.id);
  const answers = useMajlisAnswers(card.id);
  const blocker = useLeaveWarning(edits.dirty);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [problem, setProblem] = useState<EditProblem | null>(null);
  const [fetchingLatest, setFetchingLatest] = useState(false);
  // Showing the newest card starts the editor afresh (a text or the programme half-edited goes).
  const [generation, setGeneration] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  // The contacts button's hint (shown until it is first tapped) floats above the bar: a message
  // there sits above it.
  const [contactsHintSeen, setContactsHintSeen] = useStoredFlag('tooltip_contacts');
  const close = () => setPanel(null);

  const save = (version: number) => {
    const sent = content;
    setProblem(null);
    update.mutate(
      { version, card: sent },
      {
        onSuccess: (reply) => {
          edits.markSaved(reply.version, sent);
          setPanel({ kind: 'saved' });
        },
        onError: (error) => {
          const found = editProblem(t, error, sent.majlis);
          setProblem(found);
          // A refused contact: straight to it, its message beside its field.
          if (found.kind === 'field' && found.contactIndex !== null) {
            setPanel({
              kind: 'contacts',
              focus: { index: found.contactIndex, error: found.error },
            });
          }
        },
      },
    );
  };

  /** The stored card as it is now (someone else's save included). */
  const fetchLatest = async (then: (latest: OwnerCard) => void) => {
    setFetchingLatest(true);
    try {
      then(await queryClient.fetchQuery({ ...ownerCardQueryOptions(card.id), staleTime: 0 }));
    } catch (error) {
      setProblem(editProblem(t, error));
    } finally {
      setFetchingLatest(false);
    }
  };

  // After a conflict, on purpose: these edits over the newest version.
  const keepMine = () => void fetchLatest((latest) => save(latest.version));
  // After a conflict and a question: the newest card instead of these edits.
  const showLatest = () => {
    setPanel(null);
    void fetchLatest((latest) => {
      edits.replace(latest);
      setGeneration((n) => n + 1);
      setProblem(null);
    });
  };

  const showField = () => {
    if (problem?.kind !== 'field') return;
    if (problem.contactIndex !== null) {
      setPanel({ kind: 'contacts', focus: { index: problem.contactIndex, error: problem.error } });
    } else if (problem.control !== null && root.current) {
      openEditorControl(problem.control, root.current, problem.majlisIndex);
    }
  };

  if (theme.isError) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-5 pt-28 pb-16 text-center">
        <PageMeta title={siteTitle(t('editor.edit.pageTitle'))} noindex />
        <p
          role="alert"
          className="w-full rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-900"
        >
          {errorMessage(theme.error)}
        </p>
        <Button tone="secondary" onClick={() => void theme.refetch()}>
          {t('cardHome.tryAgain')}
        </Button>
      </section>
    );
  }
  if (!theme.data || !fonts) return <FullScreenSpinner />;

  const modal = panel !== null || blocker.state === 'blocked';
  return (
    <>
      {/* Title 'Edit | {site}'. */}
      <PageMeta title={siteTitle(t('editor.edit.pageTitle'))} noindex />
      <div ref={root} inert={modal}>
        <CardEditor
          key={generation}
          theme={theme.data}
          content={content}
          fonts={fonts}
          headingSize={headingSize}
          onChange={edits.change}
          fontsLoading={loading}
          {...(answers.data ? { answers: answers.data } : {})}
          below={<PhotosEditor cardId={card.id} />}
          language={card.language}
          notice={
            <>
              <EditNotice
                cardId={card.id}
                unsaved={edits.dirty}
                restored={edits.restored && edits.dirty}
              />
              {/* The card-wide settings the owner alone changes (a Pengurus reads the card). */}
              {(card.viewer === 'owner' || card.viewer === 'staff') && (
                <CardLanguagePicker cardId={card.id} language={card.language} />
              )}
            </>
          }
          actions={
            <EditBarActions
              contactsOpen={panel?.kind === 'contacts'}
              saving={update.isPending || fetchingLatest}
              unsaved={edits.dirty}
              onContacts={() => {
                setContactsHintSeen(true);
                setPanel({ kind: 'contacts', focus: null });
              }}
              onUpdate={() => save(edits.version)}
            />
          }
        />
        {problem && (
          <div
            className={`pointer-events-none fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-[480px] px-3 ${contactsHintSeen ? 'pb-3' : 'pb-12'}`}
          >
            <EditStatus
              problem={problem}
              busy={update.isPending || fetchingLatest}
              onKeepMine={keepMine}
              onUseLatest={() => setPanel({ kind: 'use-latest' })}
              onShowField={showField}
              onDismiss={() => setProblem(null)}
            />
          </div>
        )}
      </div>

      {panel?.kind === 'contacts' && (
        <ContactsPanel
          contacts={content.contacts}
          focus={panel.focus}
          onChange={(contacts) => edits.change({ contacts })}
          onClose={close}
        />
      )}
      {panel?.kind === 'saved' && <UpdateSuccessDialog cardId={card.id} onClose={close} />}
      {panel?.kind === 'use-latest' && (
        <ConfirmDialog
          title={t('editor.useLatest.title')}
          message={t('editor.useLatest.message')}
          confirmLabel={t('editor.useLatest.confirm')}
          onConfirm={showLatest}
          onCancel={close}
        />
      )}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('editor.leave.title')}
          message={t('editor.leave.message')}
          confirmLabel={t('editor.leave.confirm')}
          onConfirm={() => {
            edits.forget();
            blocker.proceed();
          }}
          onCancel={() => blocker.reset()}
        />
      )}
    </>
  );
}
