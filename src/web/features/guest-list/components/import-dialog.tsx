import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { FileUp } from 'lucide-react';
import type { GuestImport, GuestImportReply } from '@shared/schemas/guest-list';
import { GUEST_IMPORT_MESSAGES, MAX_IMPORT_LENGTH } from '@shared/schemas/guest-list';
import { inputClass } from '@web/components/ui/form-field';
import { Button, buttonClass } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { useRuleText, useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { importOfFile } from '../utils/contacts-file';
import { ImportReport } from './import-report';

/**
 * Import senarai: lines pasted from notes or a spreadsheet, or a file (a CSV, or the contacts a
 * phone exports). The server adds every good line or nothing. Its report shows under the
 * button, scrolled to; after pasted lines, the lines it refused are put back in the box to fix
 * and send again.
 */
export function ImportDialog({
  importing,
  error,
  reply,
  onImport,
  onClose,
}: {
  importing: boolean;
  error: unknown;
  reply: GuestImportReply | undefined;
  onImport: (body: GuestImport) => void;
  onClose: () => void;
}) {
  const t = useT();
  const sayRule = useRuleText();
  const id = useId();
  const [lines, setLines] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentFormat, setSentFormat] = useState<GuestImport['format'] | null>(null);
  const [shownReply, setShownReply] = useState(reply);
  const result = useRef<HTMLDivElement>(null);
  if (reply !== shownReply) {
    setShownReply(reply);
    if (reply && sentFormat === 'lines') {
      setLines(reply.problems.map((refused) => refused.text).join('\n'));
    }
  }
  useEffect(() => {
    if (reply || error) result.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [reply, error]);

  const send = (body: GuestImport) => {
    setProblem(null);
    setSentFormat(body.format);
    onImport(body);
  };

  const sendLines = () => {
    if (lines.trim() === '') return setProblem(GUEST_IMPORT_MESSAGES.content);
    if (lines.length > MAX_IMPORT_LENGTH) return setProblem(GUEST_IMPORT_MESSAGES.tooLong);
    send({ format: 'lines', content: lines });
  };

  const sendFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a fix.
    event.target.value = '';
    if (!file) return;
    const body = await importOfFile(file);
    if ('problem' in body) return setProblem(body.problem);
    send(body);
  };

  // The dialog's own checks are a rule's words; the server's refusal is already in their words.
  const shown = problem ? sayRule(problem) : error ? errorMessage(error) : null;
  return (
    <SheetDialog title={t('guestList.importList')} onClose={onClose}>
      <div className="space-y-4">
        <div>
          <label htmlFor={`${id}-lines`} className="text-sm font-semibold text-neutral-800">
            {t('guestList.import.paste')}
          </label>
          <p id={`${id}-format`} className="mt-1 text-sm text-neutral-600">
            {t('guestList.import.format')}{' '}
            <code className="rounded bg-neutral-100 px-1 whitespace-nowrap">
              {t('guestList.import.example')}
            </code>
            {t('guestList.import.formatEnd')}
          </p>
          <textarea
            id={`${id}-lines`}
            aria-describedby={`${id}-format`}
            value={lines}
            onChange={(event) => setLines(event.target.value)}
            rows={6}
            placeholder={t('guestList.import.placeholder')}
            className={`${inputClass} font-mono text-sm`}
          />
          <Button className="mt-2 w-full" onClick={sendLines} disabled={importing}>
            {importing ? t('guestList.import.importing') : t('guestList.import.send')}
          </Button>
        </div>
        <div ref={result} className="scroll-mt-4 space-y-3 empty:hidden">
          {shown && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              {shown}
            </p>
          )}
          {reply && !importing && <ImportReport reply={reply} />}
          {reply && !importing && sentFormat === 'lines' && reply.problems.length > 0 && (
            <p className="text-sm text-neutral-600">{t('guestList.import.fixHint')}</p>
          )}
        </div>
        <div className="border-t border-neutral-100 pt-4">
          <p className="text-sm font-semibold text-neutral-800">{t('guestList.import.orFile')}</p>
          <p className="mt-1 text-sm text-neutral-600">{t('guestList.import.fileHint')}</p>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv,.vcf,.vcard,text/vcard,text/x-vcard"
            className="peer sr-only"
            onChange={(event) => void sendFile(event)}
          />
          <label
            htmlFor={`${id}-file`}
            className={buttonClass(
              'secondary',
              'mt-2 w-full cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-deep',
            )}
          >
            <FileUp className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t('guestList.import.pickFile')}
          </label>
        </div>
      </div>
    </SheetDialog>
  );
}
