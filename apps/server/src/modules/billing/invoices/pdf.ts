import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { formatDate, formatMoney } from '@thinkbuild/core/format';
import { TAX_DOCUMENT_TITLES, taxDocumentNumber } from '@thinkbuild/core/tax-documents';
import { VAT_RATE_PERCENT } from '@thinkbuild/core/vat';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { TTaxDocumentRow } from './invoices-repo.ts';

/*
 * A tax invoice or credit note as a one-page A4 PDF (decisions/044), with what SARS asks of a
 * full tax invoice: the words "Tax invoice", its number and date, the seller's name, address and
 * VAT number, the buyer's name, what was supplied, the amount with the VAT in it and the VAT.
 * DejaVu Sans, as the certificates use (npm `dejavu-fonts-ttf`), so every buyer's name prints.
 */

const require = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
const fontFiles = () => {
  const read = (file: string) =>
    new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  fonts ??= { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  return fonts;
};

const BRAND = rgb(0.31, 0.27, 0.9);
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.35, 0.4, 0.47);
const RULE = rgb(0.85, 0.87, 0.9);
// A4 portrait, in points.
const WIDTH = 595;
const HEIGHT = 842;
const LEFT = 56;
const RIGHT = WIDTH - 56;

/** Always two decimals on a tax document: "R1 500,00", "R195,65". */
const money = (cents: number, currency: string) => {
  const text = formatMoney(cents, currency);
  return cents % 100 === 0 ? `${text},00` : text;
};

/** "3 December 2026": the date the document carries, a day of the seller's calendar. */
const dayText = (isoDay: string) => formatDate(`${isoDay}T12:00:00Z`, 'UTC');

/** The address as lines: "12 Long St; Cape Town; 8001" or one per line. */
const addressLines = (address: string) =>
  address
    .split(/[;\n]/)
    .map((l) => l.trim())
    .filter(Boolean);

type TPen = { page: PDFPage; regular: PDFFont; bold: PDFFont };

/** Text from x, shrunk to end before `end` (the right margin, or the amounts' column). */
function text(
  pen: TPen,
  t: string,
  x: number,
  y: number,
  size = 10,
  bold = false,
  color = INK,
  end = RIGHT,
) {
  const font = bold ? pen.bold : pen.regular;
  const fitted = t.normalize('NFC');
  const width = font.widthOfTextAtSize(fitted, size);
  const room = end - x;
  const s = width > room ? (size * room) / width : size;
  pen.page.drawText(fitted, { x, y, size: s, font, color });
}

function rightText(pen: TPen, t: string, y: number, size = 10, bold = false, color = INK) {
  const font = bold ? pen.bold : pen.regular;
  const x = RIGHT - font.widthOfTextAtSize(t, size);
  pen.page.drawText(t, { x, y, size, font, color });
}

const rule = (pen: TPen, y: number) =>
  pen.page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.75, color: RULE });

/** The document; `credits` is a credit note's invoice number ("INV-000001"). */
export async function taxDocumentPdf(
  d: TTaxDocumentRow,
  credits: string | null,
): Promise<Uint8Array> {
  const title = TAX_DOCUMENT_TITLES[d.kind];
  const number = taxDocumentNumber(d.kind, d.number);
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} ${number}`);
  doc.setSubject(`${d.sellerName}, VAT number ${d.sellerVatNumber}: ${d.description}`);
  doc.setAuthor(d.sellerName);
  doc.setCreationDate(d.issuedAt);
  doc.registerFontkit(fontkit);
  const files = fontFiles();
  const pen: TPen = {
    page: doc.addPage([WIDTH, HEIGHT]),
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
  };

  text(pen, 'ThinkBuild', LEFT, 780, 14, true, BRAND);
  text(pen, title, LEFT, 740, 26, true);
  let y = 712;
  const facts: [string, string][] = [
    ['Number', number],
    ['Date', dayText(d.issuedOn)],
    ...(credits ? ([['Credits tax invoice', credits]] as [string, string][]) : []),
    ['Payment reference', d.transactionReference],
  ];
  for (const [label, value] of facts) {
    text(pen, label, LEFT, y, 10, false, MUTED);
    text(pen, value, LEFT + 120, y, 10, true);
    y -= 16;
  }

  y -= 18;
  const top = y;
  text(pen, 'From', LEFT, y, 9, true, MUTED);
  y -= 16;
  text(pen, d.sellerName, LEFT, y, 11, true);
  for (const line of addressLines(d.sellerAddress)) {
    y -= 14;
    text(pen, line, LEFT, y);
  }
  y -= 14;
  text(pen, `VAT number ${d.sellerVatNumber}`, LEFT, y);
  const mid = LEFT + 260;
  let by = top;
  text(pen, 'To', mid, by, 9, true, MUTED);
  by -= 16;
  text(pen, d.buyerName, mid, by, 11, true);
  by -= 14;
  text(pen, d.buyerEmail, mid, by);

  y = Math.min(y, by) - 40;
  text(pen, 'Description', LEFT, y, 9, true, MUTED);
  rightText(pen, 'Amount', y, 9, true, MUTED);
  y -= 8;
  rule(pen, y);
  y -= 18;
  text(pen, d.description, LEFT, y, 10, false, INK, RIGHT - 90);
  rightText(pen, money(d.amount - d.vat, d.currency), y);
  y -= 14;
  rule(pen, y);
  const totals: [string, number, boolean][] = [
    ['Amount excluding VAT', d.amount - d.vat, false],
    [`VAT at ${VAT_RATE_PERCENT}%`, d.vat, false],
    [credits ? 'Total credited, including VAT' : 'Total including VAT', d.amount, true],
  ];
  for (const [label, cents, strong] of totals) {
    y -= 20;
    text(pen, label, mid, y, 10, strong);
    rightText(pen, money(cents, d.currency), y, 10, strong);
  }
  y -= 10;
  rule(pen, y);

  y -= 36;
  const note = credits
    ? `This credit note reduces tax invoice ${credits} by the amount above, VAT included.`
    : `Paid in full. Prices include VAT at ${VAT_RATE_PERCENT}%.`;
  text(pen, note, LEFT, y, 10, false, MUTED);
  // Plain objects (no object streams): the title stays readable by simple tools.
  return doc.save({ useObjectStreams: false });
}
