import { useState } from 'react';

/**
 * A list the card edits in place (the programme, a majlis's sessions): `rows` is null while the
 * list is shown, and the rows being edited after Ubah. `errors` holds each row's messages from
 * the last Simpan at the row's own index, so a removed row takes its messages with it.
 */
export function useRowEditing<Row, RowErrors>() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<RowErrors[]>([]);

  /** Ubah: edit these rows, with no messages yet. */
  const open = (start: Row[]) => {
    setErrors([]);
    setRows(start);
  };
  /** Batal, or a Simpan that kept the rows: the list is shown again. */
  const close = () => setRows(null);
  const change = (index: number, patch: Partial<Row>) =>
    setRows(rows && rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => {
    setRows(rows && rows.filter((_, i) => i !== index));
    setErrors(errors.filter((_, i) => i !== index));
  };

  return { rows, errors, setRows, setErrors, open, close, change, remove };
}
