import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { contrastRatio, hexChannels, isHexColour } from '@portal/shared/contract/colour-contrast';
import { germanDate } from '../dates/local-dates';
import { formatDecimal } from '../format/de-at-number';
import { VAT_RATE } from './demo-network-tariffs';
import type { InvoiceAmounts, InvoiceLine } from './invoice-lines';
import { drawable, embedPdfFonts } from './pdf-fonts';

/** What an Austrian network invoice states (ElWG §42): customer, meter point with load profile, readings, amounts. */
interface InvoiceDocument {
  operator: string;
  operatorAddress: string;
  /** The operator's primary colour (`#rrggbb`, operator file) for the heading; see accentColour. */
  primaryColour?: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  customer: { name: string; lines: string[] };
  businessPartnerNumber: string;
  contractAccountNumber: string;
  positions: InvoicePosition[];
  /** The itemised charges of the positions; their gross amount is the invoice's stored total. */
  amounts: InvoiceAmounts;
  payment: InvoicePayment;
}

export interface InvoicePayment {
  dueDate: string;
  /** Direct debit from the customer's (masked) IBAN, or a transfer to the operator's IBAN. */
  method: 'DIRECT_DEBIT' | 'TRANSFER';
  iban: string;
}

export interface InvoicePosition {
  branch: 'STROM' | 'GAS';
  /** A feed-in contract bills generation, not consumption. */
  generation: boolean;
  description: string;
  meterPointAdministrationNumber: string;
  meterNumber: string;
  /** Standard load profile (H0 …) or the metering kind when values are measured. */
  loadProfile: string;
  from: string;
  to: string;
  nrOfDays: number;
  /** kWh billed for the period. */
  consumption: number;
  /** kWh of the preceding period, for the comparison with the previous year; null when there is none. */
  previousConsumption: number | null;
  readings: { register: string; oldValue: number; oldType: string; newValue: number; newType: string; unit: string }[];
  /** Gas: operating cubic metres, state number and calorific value. */
  gas?: { bm3: number; stateNumber: number; calorificValue: number };
}

/** One row of the detail document: a month of the billed period. */
export interface InvoiceDetailRow {
  label: string;
  value: number | null;
}

export interface InvoiceDetailDocument {
  operator: string;
  /** The operator's primary colour (`#rrggbb`, operator file) for the heading; see accentColour. */
  primaryColour?: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  contractAccountNumber: string;
  /** `measure`: what the values are (Verbrauch, or Einspeisung for a feed-in contract). */
  sections: { title: string; measure: string; unit: string; rows: InvoiceDetailRow[]; note: string | null }[];
}

/** The reading types in the words the invoice uses (how each reading was obtained). */
const READING_TYPE_WORDS: Record<string, string> = {
  K: 'Kundenablesung',
  N: 'Ablesung Netzbetreiber',
  R: 'rechnerisch ermittelt',
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);
/** The heading colour without an operator colour (the demo operator's blue). */
const DEFAULT_ACCENT = rgb(0, 0.32, 0.6);

/**
 * The colour of the operator's name and of the billed period's bar: the operator's primary colour, none given the
 * default; one too light to read as text on the white page (contrast below 4.5:1) gives the dark text colour instead.
 */
function accentColour(primary: string | null | undefined): RGB {
  if (!isHexColour(primary)) return DEFAULT_ACCENT;
  if (contrastRatio(primary, '#ffffff') < 4.5) return INK;
  const [r, g, b] = hexChannels(primary);
  return rgb(r / 255, g / 255, b / 255);
}

/** A page cursor that writes lines top-down and starts a new page when the current one is full. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly accent: RGB,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /**
   * Every text of the documents is drawn here: what the font has no glyph for becomes '?', so a stored string (a name,
   * an address) can never make the PDF fail. Right-aligned when `right` is given.
   */
  draw(text: string, at: { x: number; y: number; right?: number; size: number; bold?: boolean; color?: ReturnType<typeof rgb> }) {
    const font = at.bold ? this.bold : this.regular;
    const safe = drawable(font, text);
    const x = at.right !== undefined ? at.right - font.widthOfTextAtSize(safe, at.size) : at.x;
    this.page.drawText(safe, { x, y: at.y, size: at.size, font, color: at.color ?? INK });
  }

  text(text: string, options: { size?: number; bold?: boolean; x?: number; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const size = options.size ?? 10;
    this.ensure(size + 4);
    this.draw(text, { x: options.x ?? MARGIN, y: this.y - size, size, bold: options.bold, color: options.color });
    this.y -= size + (options.gap ?? 4);
  }

  /** Cells at fixed x positions on one line; numbers right-aligned at their column's right edge. */
  row(cells: { text: string; x: number; right?: number; bold?: boolean }[], size = 9) {
    this.ensure(size + 4);
    for (const cell of cells) this.draw(cell.text, { x: cell.x, right: cell.right, y: this.y - size, size, bold: cell.bold });
    this.y -= size + 5;
  }

  rule() {
    this.ensure(8);
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 2 }, end: { x: A4[0] - MARGIN, y: this.y - 2 }, thickness: 0.5, color: MUTED });
    this.y -= 8;
  }

  space(height: number) {
    this.y -= height;
  }
}

async function newDocument(title: string, operator: string, primaryColour: string | null | undefined) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(operator);
  doc.setLanguage('de-AT');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const fonts = await embedPdfFonts(doc);
  const writer = new Writer(doc, fonts.regular, fonts.bold, accentColour(primaryColour));
  return { doc, writer };
}

/** The invoice as a PDF (A4, Open Sans: any Latin name or address prints as written). */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const { doc, writer: w } = await newDocument(`Rechnung ${invoice.invoiceNumber}`, invoice.operator, invoice.primaryColour);
  w.text(invoice.operator, { size: 16, bold: true, color: w.accent, gap: 2 });
  w.text(`${invoice.operatorAddress} · Rechnung über die Netznutzung`, { size: 9, color: MUTED, gap: 18 });

  w.text(invoice.customer.name, { bold: true });
  for (const line of invoice.customer.lines) w.text(line);
  w.space(14);

  w.text(`Rechnung ${invoice.invoiceNumber}`, { size: 14, bold: true, gap: 8 });
  const facts: [string, string][] = [
    ['Rechnungsdatum', germanDate(invoice.invoiceDate)],
    ['Geschäftspartner', invoice.businessPartnerNumber],
    ['Vertragskonto', invoice.contractAccountNumber],
  ];
  for (const [label, value] of facts)
    w.row(
      [
        { text: label, x: MARGIN },
        { text: value, x: MARGIN + 130 },
      ],
      10,
    );
  w.space(8);

  for (const position of invoice.positions) writePosition(w, position);

  writeAmounts(w, invoice.amounts);
  writePayment(w, invoice);
  w.space(16);
  w.text('Die Ablesearten: Kundenablesung (K), Ablesung Netzbetreiber (N), rechnerisch ermittelt (R).', { size: 8, color: MUTED });
  w.text('Angaben gemäß § 42 ElWG: Zählpunkt, Lastprofil, Zählerstände und deren Ermittlung, Vergleich mit dem Vorjahr.', {
    size: 8,
    color: MUTED,
  });
  return doc.save();
}

function writePosition(w: Writer, p: InvoicePosition) {
  w.ensure(220);
  w.text(`${p.branch === 'GAS' ? 'Gas' : 'Strom'}: ${p.description}`, { size: 12, bold: true, gap: 6 });
  const facts: [string, string][] = [
    ['Zählpunkt', p.meterPointAdministrationNumber],
    ['Zähler', p.meterNumber],
    ['Lastprofil', p.loadProfile],
    ['Abrechnungszeitraum', `${germanDate(p.from)} – ${germanDate(p.to)} (${p.nrOfDays} Tage)`],
  ];
  for (const [label, value] of facts)
    w.row(
      [
        { text: label, x: MARGIN },
        { text: value, x: MARGIN + 130 },
      ],
      10,
    );
  w.space(4);

  const cols = { register: MARGIN, old: MARGIN + 190, oldType: MARGIN + 200, fresh: MARGIN + 370, newType: MARGIN + 380 };
  w.row(
    [
      { text: 'Zählwerk', x: cols.register, bold: true },
      { text: `Zählerstand ${germanDate(p.from)}`, x: 0, right: cols.old, bold: true },
      { text: `Zählerstand ${germanDate(p.to)}`, x: 0, right: cols.fresh, bold: true },
    ],
    9,
  );
  for (const r of p.readings) {
    w.row([
      { text: r.register, x: cols.register },
      { text: `${formatDecimal(r.oldValue, 0)} ${r.unit}`, x: 0, right: cols.old },
      { text: READING_TYPE_WORDS[r.oldType] ?? r.oldType, x: cols.oldType },
      { text: `${formatDecimal(r.newValue, 0)} ${r.unit}`, x: 0, right: cols.fresh },
      { text: READING_TYPE_WORDS[r.newType] ?? r.newType, x: cols.newType },
    ]);
  }
  if (p.gas) {
    w.row([
      {
        text: `${formatDecimal(p.gas.bm3, 0)} m³ (Betrieb) × Zustandszahl ${formatDecimal(p.gas.stateNumber, 4)} × Brennwert ${formatDecimal(p.gas.calorificValue, 3)} kWh/m³`,
        x: MARGIN,
      },
    ]);
  }
  w.row([
    { text: p.generation ? 'Einspeisung im Zeitraum' : 'Verbrauch im Zeitraum', x: MARGIN, bold: true },
    { text: `${formatDecimal(p.consumption)} kWh`, x: 0, right: cols.fresh, bold: true },
  ]);
  w.space(6);
  writeComparison(w, p);
}

/** The graphic comparison with the previous period (ElWG §42): two bars scaled to the larger consumption. */
function writeComparison(w: Writer, p: InvoicePosition) {
  w.text('Vergleich mit dem Vorjahreszeitraum', { size: 10, bold: true, gap: 6 });
  const bars: [string, number | null][] = [
    ['Vorjahr', p.previousConsumption],
    ['Abrechnungszeitraum', p.consumption],
  ];
  const largest = Math.max(...bars.map(([, v]) => v ?? 0), 1);
  const width = 260;
  for (const [label, value] of bars) {
    w.ensure(18);
    const y = w.y - 12;
    w.draw(label, { x: MARGIN, y: y + 2, size: 9 });
    if (value === null) {
      w.draw('keine Daten', { x: MARGIN + 120, y: y + 2, size: 9, color: MUTED });
    } else {
      w.page.drawRectangle({
        x: MARGIN + 120,
        y,
        width: Math.max(1, (value / largest) * width),
        height: 11,
        color: label === 'Vorjahr' ? MUTED : w.accent,
      });
      w.draw(`${formatDecimal(value)} kWh`, { x: MARGIN + 126 + (value / largest) * width, y: y + 2, size: 9 });
    }
    w.y -= 16;
  }
  w.space(10);
}

const AMOUNT_COLUMNS = { label: MARGIN, quantity: MARGIN + 290, price: MARGIN + 385, amount: A4[0] - MARGIN };

/** Rules, net, VAT, gross and the note below them. */
const TOTALS_HEIGHT = 80;

const quantityText = (line: InvoiceLine) => `${formatDecimal(line.quantity, line.quantityPlaces)} ${line.quantityUnit}`;
const priceText = (line: InvoiceLine) => `${formatDecimal(line.price.value, line.price.places)} ${line.price.unit}`;
const euros = (value: number) => `${formatDecimal(value)} €`;

/** The itemised charges per contract (quantity × unit price = amount), then net, VAT and gross. */
function writeAmounts(w: Writer, amounts: InvoiceAmounts) {
  const c = AMOUNT_COLUMNS;
  w.space(6);
  // The whole table on one page where it fits (a page holds ~50 lines), else at least a group or the totals together.
  const lineCount = amounts.groups.reduce((n, g) => n + 1 + g.lines.length, 0);
  w.ensure(Math.min(TOTALS_HEIGHT + 40 + lineCount * 14, 400));
  w.text('Netzentgelte und Abgaben', { size: 12, bold: true, gap: 6 });
  w.row([
    { text: 'Position', x: c.label, bold: true },
    { text: 'Menge', x: 0, right: c.quantity, bold: true },
    { text: 'Preis', x: 0, right: c.price, bold: true },
    { text: 'Betrag', x: 0, right: c.amount, bold: true },
  ]);
  for (const group of amounts.groups) {
    w.ensure(20 + group.lines.length * 14);
    w.text(group.title, { size: 9, color: MUTED, gap: 3 });
    for (const line of group.lines) {
      w.row([
        { text: line.label, x: c.label },
        { text: quantityText(line), x: 0, right: c.quantity },
        { text: priceText(line), x: 0, right: c.price },
        { text: euros(line.amount), x: 0, right: c.amount },
      ]);
    }
  }
  if (amounts.groups.length === 0) w.text('Keine Netzentgelte im Abrechnungszeitraum.', { size: 9, color: MUTED });
  w.ensure(TOTALS_HEIGHT);
  w.rule();
  w.row(
    [
      { text: 'Summe netto', x: c.label },
      { text: euros(amounts.net), x: 0, right: c.amount },
    ],
    10,
  );
  w.row(
    [
      { text: `Umsatzsteuer ${VAT_RATE * 100} %`, x: c.label },
      { text: euros(amounts.vat), x: 0, right: c.amount },
    ],
    10,
  );
  w.rule();
  w.row(
    [
      { text: 'Gesamtbetrag', x: c.label, bold: true },
      { text: euros(amounts.gross), x: 0, right: c.amount, bold: true },
    ],
    11,
  );
  w.text('Preise ohne Umsatzsteuer; Jahres- und Monatspreise anteilig nach Tagen (Jahr = 365 Tage).', { size: 8, color: MUTED });
}

function writePayment(w: Writer, invoice: InvoiceDocument) {
  const { payment } = invoice;
  w.space(8);
  w.ensure(50);
  w.row(
    [
      { text: 'Fällig am', x: MARGIN },
      { text: germanDate(payment.dueDate), x: MARGIN + 130 },
    ],
    10,
  );
  if (payment.method === 'DIRECT_DEBIT') {
    w.row(
      [
        { text: 'Zahlung', x: MARGIN },
        { text: `SEPA-Lastschrift von Ihrem Konto ${payment.iban}`, x: MARGIN + 130 },
      ],
      10,
    );
  } else {
    w.row(
      [
        { text: 'Zahlung', x: MARGIN },
        { text: `Überweisung auf unser Konto ${payment.iban}`, x: MARGIN + 130 },
      ],
      10,
    );
    w.row(
      [
        { text: 'Verwendungszweck', x: MARGIN },
        { text: `Rechnung ${invoice.invoiceNumber}`, x: MARGIN + 130 },
      ],
      10,
    );
  }
}

/** The invoice detail as a PDF: the billed period's consumption per month, from the stored values where they exist. */
export async function renderInvoiceDetailPdf(detail: InvoiceDetailDocument): Promise<Uint8Array> {
  const { doc, writer: w } = await newDocument(`Rechnungsdetail ${detail.invoiceNumber}`, detail.operator, detail.primaryColour);
  w.text(detail.operator, { size: 16, bold: true, color: w.accent, gap: 12 });
  w.text(`Rechnungsdetail zur Rechnung ${detail.invoiceNumber}`, { size: 14, bold: true, gap: 6 });
  w.row(
    [
      { text: 'Rechnungsdatum', x: MARGIN },
      { text: germanDate(detail.invoiceDate), x: MARGIN + 130 },
    ],
    10,
  );
  w.row(
    [
      { text: 'Vertragskonto', x: MARGIN },
      { text: detail.contractAccountNumber, x: MARGIN + 130 },
    ],
    10,
  );
  w.space(10);
  for (const section of detail.sections) {
    w.ensure(60);
    w.text(section.title, { size: 12, bold: true, gap: 6 });
    w.row([
      { text: 'Monat', x: MARGIN, bold: true },
      { text: `${section.measure} (${section.unit})`, x: 0, right: MARGIN + 260, bold: true },
    ]);
    for (const row of section.rows) {
      w.row([
        { text: row.label, x: MARGIN },
        { text: row.value === null ? '–' : formatDecimal(row.value), x: 0, right: MARGIN + 260 },
      ]);
    }
    if (section.note) w.text(section.note, { size: 8, color: MUTED });
    w.space(10);
  }
  return doc.save();
}
