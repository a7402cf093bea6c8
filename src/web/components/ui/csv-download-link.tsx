import { Download } from 'lucide-react';
import { buttonClass } from './link-button';

/**
 * A download link ("Muat turun CSV", in the page's words) for an API path that answers with a
 * CSV file. A plain link: the session cookie goes with it, and the browser saves the file.
 */
export function CsvDownloadLink({ apiPath, label }: { apiPath: string; label: string }) {
  return (
    <a href={`/api${apiPath}`} download className={buttonClass('secondary', '', 'sm')}>
      <Download className="ml-1 h-4 w-4" aria-hidden="true" />
      <span className="pr-2">{label}</span>
    </a>
  );
}
