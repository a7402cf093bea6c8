import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

// The scanner's decoder, loaded only when the usher taps Imbas Pas. The browser's own
// BarcodeDetector when it reads QR codes (Android Chrome, macOS); otherwise the maintained
// polyfill over ZXing-C++'s WebAssembly build (iOS Safari, Firefox, desktop Linux), whose
// .wasm is built into our own assets: nothing is fetched from a CDN at run time.

/** What the scanner needs of a detector: the text of the codes in a video frame. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

export async function createQrDetector(): Promise<QrDetector> {
  const native = await nativeDetector();
  if (native) return native;
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Compiled now, while the camera starts, not at the first frame; a failure shows at once.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? zxingReaderWasm : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
