import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleAlert, TriangleAlert, X } from 'lucide-react';
import { useT } from '@web/i18n/use-t';
import type { EditProblem } from '../utils/edit-problem';
import { ButtonSpinner } from './button-spinner';

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

const actionClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';
const primaryAction = `${actionClass} bg-emerald-deep text-white hover:bg-emerald-ink`;
const secondaryAction = `${actionClass} border border-emerald-deep/30 bg-white text-emerald-deep hover:border-emerald-deep`;

function Frame({
  tone,
  title,
  onDismiss,
  children,
}: {
  tone: 'warning' | 'error';
  title: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const Icon = tone === 'warning' ? TriangleAlert : CircleAlert;
  return (
    <div
      role="alert"
      className={`pointer-events-auto rounded-2xl border bg-white p-4 font-sans text-neutral-800 shadow-[0_8px_30px_rgba(0,0,0,0.22)] ${
        tone === 'warning' ? 'border-amber-300' : 'border-red-300'
      }`}
    >
      <div className="flex items-start gap-3">
        <Icon
          className={`mt-0.5 h-5 w-5 shrink-0 ${tone === 'warning' ? 'text-amber-600' : 'text-red-700'}`}
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-neutral-900">{title}</p>
          {children}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('editor.status.dismiss')}
          className="-mt-2 -mr-2 grid h-9 w-9 shrink-0 place-items-center rounded-full text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
        >
          <X className="h-4.5 w-4.5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/**
 * Why the last Update did not save, just above the editor's bar, by the Update button, while the
 * owner's edits stay on the card behind it. A conflict (409) offers the two ways on: save these
 * edits over the newer card, on purpose, or show the newer card instead (after a question). A
 * refused field (400) names it and takes the owner to it.
 */
export function EditStatus({
  problem,
  busy,
  onKeepMine,
  onUseLatest,
  onShowField,
  onDismiss,
}: {
  problem: EditProblem;
  busy: boolean;
  onKeepMine: () => void;
  onUseLatest: () => void;
  onShowField: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  if (problem.kind === 'conflict') {
    return (
      <Frame tone="warning" title={t('editor.status.notSaved')} onDismiss={onDismiss}>
        <p className="mt-1 text-sm leading-snug">{t('editor.error.conflict')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={onKeepMine} className={primaryAction}>
            {busy && <ButtonSpinner />}
            {t('editor.status.keepMine')}
          </button>
          <button type="button" disabled={busy} onClick={onUseLatest} className={secondaryAction}>
            {t('editor.status.useLatest')}
          </button>
        </div>
        <p className="mt-2 text-xs leading-snug text-neutral-600">
          {t('editor.error.conflictHelp')}
        </p>
      </Frame>
    );
  }
  if (problem.kind === 'field') {
    const canShow = problem.control !== null || problem.contactIndex !== null;
    return (
      <Frame
        tone="error"
        title={problem.label ?? t('editor.status.notSaved')}
        onDismiss={onDismiss}
      >
        <p className="mt-1 text-sm leading-snug">{problem.message}</p>
        {canShow && (
          <div className="mt-3">
            <button type="button" onClick={onShowField} className={secondaryAction}>
              {t('editor.status.fix')}
              <span className="sr-only">
                {' '}
                {lower(problem.label ?? t('editor.status.thisField'))}
              </span>
            </button>
          </div>
        )}
      </Frame>
    );
  }
  return (
    <Frame tone="error" title={t('editor.status.notSaved')} onDismiss={onDismiss}>
      <p className="mt-1 text-sm leading-snug">{problem.message}</p>
      {problem.kind === 'refused' && (
        <Link
          to="/dashboard"
          className="mt-2 inline-block text-sm font-semibold text-emerald-deep underline"
        >
          {t('cardHome.backToCards')}
        </Link>
      )}
    </Frame>
  );
}
