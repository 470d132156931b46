import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@gsn/domain';

const require = createRequire(import.meta.url);

/**
 * The fonts of the portal's PDF documents, shipped as npm packages so that every machine renders the same: Noto Sans
 * covers the Latin and Cyrillic letters of en, es, fr and ru; Noto Sans SC the Chinese characters and the Japanese kana.
 */
const FONTS = {
  latin: {
    regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  cjk: {
    regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
};

/** The font files, read once each when a document first needs them (the CJK ones are some 10 MB). */
const loaded = new Map<string, Buffer>();
const font = (file: string) => {
  let data = loaded.get(file);
  if (!data) {
    data = readFileSync(file);
    loaded.set(file, data);
  }
  return data;
};

/**
 * A new A4 document in the language's fonts (registered as `regular` and `bold`) and the promise of its bytes, which
 * settles once `doc.end()` is called.
 */
export async function newPdf(language: Language, info: { Title: string; Subject?: string }) {
  // loaded with the first document, not at every start of the server
  const { default: PDFDocument } = await import('pdfkit');
  const fonts = language === 'ja' || language === 'zh' ? FONTS.cjk : FONTS.latin;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info, lang: language });
  doc.registerFont('regular', font(fonts.regular));
  doc.registerFont('bold', font(fonts.bold));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((ok, fail) => {
    doc.on('end', () => ok(Buffer.concat(chunks)));
    doc.on('error', fail);
  });
  return { doc, bytes };
}
