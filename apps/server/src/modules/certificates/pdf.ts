import fontkit from '@pdf-lib/fontkit';
import {
  certifiedCourse,
  formatCertificateCode,
  formatDate,
  SECTION_LABELS,
  type TCategory,
  type TSection,
} from '@thinkbuild/core';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { certificateFonts } from './fonts.ts';

export type TCertificatePdf = {
  code: string;
  name: string;
  category: TCategory;
  projectTitle: string;
  section: TSection;
  issuedAt: Date;
  verifyUrl: string;
  /** The issue date is written as a day in this zone (TIME_ZONE). */
  timeZone: string;
};

const BRAND = rgb(0.2, 0.25, 0.75);
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.35, 0.4, 0.47);
// A4 landscape, in points.
const WIDTH = 842;
const HEIGHT = 595;

function centred(page: PDFPage, text: string, y: number, size: number, font: PDFFont, color = INK) {
  // Composed form: one glyph per accented letter where the font has one (e.g. "ễ").
  const t = text.normalize('NFC');
  // Long names and project titles shrink to fit inside the border.
  const fitted = Math.min(size, (size * (WIDTH - 140)) / font.widthOfTextAtSize(t, size));
  const x = (WIDTH - font.widthOfTextAtSize(t, fitted)) / 2;
  page.drawText(t, { x, y, size: fitted, font, color });
}

/** The certificate as a one-page PDF; title and subject carry the text for search and tests. */
export async function certificatePdf(c: TCertificatePdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const section = SECTION_LABELS[c.section];
  const course = certifiedCourse(c.category, c.projectTitle);
  doc.setTitle(`ThinkBuild certificate: ${c.name}, ${course} (${section})`);
  doc.setSubject(`Verification code ${c.code}: ${c.verifyUrl}`);
  doc.setAuthor('ThinkBuild');
  doc.setCreationDate(c.issuedAt);
  // DejaVu Sans, subset to the glyphs used: every name the form accepts prints as typed
  // (the form refuses the characters this font lacks; see fonts.ts).
  doc.registerFontkit(fontkit);
  const fonts = certificateFonts();
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const page = doc.addPage([WIDTH, HEIGHT]);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: BRAND,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: WIDTH - 68,
    height: HEIGHT - 68,
    borderColor: BRAND,
    borderWidth: 0.75,
  });
  const date = formatDate(c.issuedAt, c.timeZone);
  centred(page, 'ThinkBuild', 500, 20, bold, BRAND);
  centred(page, 'Certificate of completion', 440, 36, bold);
  centred(page, 'This certifies that', 390, 14, regular, MUTED);
  centred(page, c.name, 340, 34, bold);
  centred(page, 'passed the quiz of every lesson in the', 295, 14, regular, MUTED);
  centred(page, `${section} section of ${course}`, 262, 22, bold);
  centred(page, `Issued ${date}`, 215, 13, regular, MUTED);
  centred(page, `Verification code ${formatCertificateCode(c.code)}`, 110, 12, bold);
  centred(page, c.verifyUrl, 90, 11, regular, MUTED);
  // Plain objects (no object streams): the title stays readable by simple tools.
  return doc.save({ useObjectStreams: false });
}
