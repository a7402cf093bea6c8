/** Reads a server-sent event stream's body as text, as far as the markers a test waits for. */
export function eventStreamReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    /** Everything read so far. */
    get text() {
      return text;
    },
    /** Reads until `marker` has arrived: true, or false when the stream ended first. */
    async readUntil(marker: string): Promise<boolean> {
      while (!text.includes(marker)) {
        const chunk = await reader.read();
        if (chunk.done) return false;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return true;
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
