import qrcode from 'qrcode-generator';

/** A QR code as its module count and one SVG path of its dark modules, one unit per module. */
export type QrPath = { size: number; dark: string };

// UTF-8, as react-qr-code encodes (the library's default keeps only each character's low byte).
qrcode.stringToBytes = (text: string) => Array.from(new TextEncoder().encode(text));

/**
 * The QR code of `value` as react-qr-code draws it: error correction L, the smallest version that
 * holds the value. The library's search for the best of eight masks is the costly part (tens of
 * milliseconds on a slow CPU), which is why the page asks a worker for it (qrPath.worker.ts).
 */
export function qrPath(value: string): QrPath {
  const code = qrcode(0, 'L');
  code.addData(value);
  code.make();
  const size = code.getModuleCount();
  const modules: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (code.isDark(row, column)) modules.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size, dark: modules.join('') };
}
