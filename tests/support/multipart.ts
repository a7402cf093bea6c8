// A multipart/form-data body built by hand, so a test controls every byte of an upload: the
// file's declared name and type (which the server must ignore) as well as its contents.

export interface UploadedFile {
  /** The form field's name (the server takes the one file whatever it is called). */
  field: string;
  bytes: Buffer;
  filename?: string;
  /** The declared Content-Type; the server decides from the bytes. */
  type?: string;
}

/**
 * Text fields, then (optionally) one file; `payload` and `headers` for `app.inject`. A field
 * given as bytes goes out as they are (a test of broken UTF-8); text goes out as UTF-8.
 */
export function multipartForm(fields: Record<string, string | Buffer>, file?: UploadedFile) {
  const boundary = `jemput${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  if (file) {
    const { field, bytes, filename = 'gambar.png', type = 'image/png' } = file;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
