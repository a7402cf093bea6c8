import { Download } from 'lucide-react';
import { buttonClass } from './link-button';

/**
 * "Muat turun CSV" for an API path that answers with a CSV file. A plain link: the session cookie
 * goes with it, and the browser saves the file.
 */
export function CsvDownloadLink({ apiPath }: { apiPath: string }) {
  return (
    <a href={`/api${apiPath}`} download className={buttonClass('secondary', '', 'sm')}>
      <Download className="ml-1 h-4 w-4" aria-hidden="true" />
      <span className="pr-2">Muat turun CSV</span>
    </a>
  );
}
