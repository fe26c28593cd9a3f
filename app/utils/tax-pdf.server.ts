import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { TaxReturnResponse } from "#core/contracts/tax";
import { FILING_STATUS_LABELS } from "#core/messages/tax";
import { formatUsd } from "#core/money";
import { centsOf } from "./investor";

// The PDF summary of a return and its estimate (issue "Tax" §2), drawn with pdf-lib's standard
// Helvetica: no font files to ship. That font speaks WinAnsi, so text is reduced to it first
// (SSNs only ever appear masked, as on screen).

const PAGE = { width: 612, height: 792, margin: 54 };
const SIZE = { title: 18, heading: 12, text: 10 };
const LEADING = 14;

/** Characters Helvetica (WinAnsi) cannot draw, replaced; anything else outside it dropped. */
function winAnsi(text: string, font: PDFFont): string {
  const replaced = text.replace(/[≥]/g, ">=").replace(/[≤]/g, "<=").replace(/[−]/g, "-").replace(/[\u00a0\u202f]/g, " ");
  let out = "";
  for (const ch of replaced) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += "?";
    }
  }
  return out;
}

/** Words into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || line === "") line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  private room(height: number) {
    if (this.y - height < PAGE.margin) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
  }
  text(text: string, { size = SIZE.text, bold = false, indent = 0 } = {}) {
    const font = bold ? this.bold : this.font;
    for (const line of wrap(winAnsi(text, font), font, size, PAGE.width - 2 * PAGE.margin - indent)) {
      this.room(LEADING);
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
      this.y -= Math.max(LEADING, size + 4);
    }
  }
  row(label: string, value: string) {
    this.room(LEADING);
    const label2 = winAnsi(label, this.font);
    const value2 = winAnsi(value, this.bold);
    this.page.drawText(label2, { x: PAGE.margin, y: this.y - SIZE.text, size: SIZE.text, font: this.font });
    const width = this.bold.widthOfTextAtSize(value2, SIZE.text);
    this.page.drawText(value2, { x: PAGE.width - PAGE.margin - width, y: this.y - SIZE.text, size: SIZE.text, font: this.bold });
    this.y -= LEADING;
  }
  gap(height = 8) {
    this.y -= height;
  }
}

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });

/** The summary as PDF bytes: who files, what was entered, the estimate and its working. */
export async function returnSummaryPdf(info: TaxReturnResponse, options: { generatedAt: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const status = info.status === "submitted" ? "Submitted" : "Draft";
  doc.setTitle(`EnPlus World tax return summary ${info.year}`);
  doc.setAuthor("EnPlus World");
  doc.setSubject(`${info.year} federal return (${status.toLowerCase()})`);
  doc.setCreationDate(new Date(options.generatedAt));
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const d = info.data;
  const name = (p: { firstName: string; lastName: string }) => [p.firstName, p.lastName].filter(Boolean).join(" ") || "-";

  w.text(`EnPlus World - ${info.year} federal tax return summary`, { size: SIZE.title, bold: true });
  w.text(
    info.status === "submitted"
      ? `Status: Submitted. Confirmation number ${info.confirmationNumber ?? ""}${info.amends ? `, amending ${info.amends}` : ""}.`
      : `Status: Draft, not submitted${info.amends ? ` (amends ${info.amends})` : ""}.`,
  );
  w.text(`Generated ${options.generatedAt}. This is a summary and an estimate, not a return to mail.`, { size: 8 });
  w.gap();

  w.text("Filing status and people", { size: SIZE.heading, bold: true });
  w.row("Filing status", d.filingStatus ? FILING_STATUS_LABELS[d.filingStatus] : "-");
  w.row("Taxpayer", `${name(d.taxpayer)}${d.taxpayer.ssnMasked ? `, SSN ${d.taxpayer.ssnMasked}` : ""}`);
  if (d.filingStatus === "married_filing_jointly" || d.filingStatus === "married_filing_separately") {
    w.row("Spouse", `${name(d.spouse)}${d.spouse.ssnMasked ? `, SSN ${d.spouse.ssnMasked}` : ""}`);
  }
  d.dependents.forEach((x, i) => w.row(`Dependent ${i + 1}`, `${name(x)} (${x.relationship || "-"})${x.ssnMasked ? `, SSN ${x.ssnMasked}` : ""}`));
  w.gap();

  w.text("Income", { size: SIZE.heading, bold: true });
  d.income.w2.forEach((row, i) => w.row(`W-2 ${i + 1}: ${row.employer}`, `wages ${usd(row.wages)}, withheld ${usd(row.withheld)}`));
  w.row("Taxable interest (1099-INT)", usd(d.income.taxableInterest));
  w.row("Ordinary dividends (1099-DIV 1a)", usd(d.income.ordinaryDividends));
  w.row("Qualified dividends (1099-DIV 1b)", usd(d.income.qualifiedDividends));
  w.row("Net short-term capital gain or loss", usd(d.income.shortTermCapitalGains));
  w.row("Net long-term capital gain or loss", usd(d.income.longTermCapitalGains));
  w.row("Self-employment net profit", usd(d.income.selfEmploymentIncome));
  w.row("Other income", usd(d.income.otherIncome));
  w.gap();

  w.text("Adjustments, deductions and payments", { size: SIZE.heading, bold: true });
  w.row("Traditional IRA", usd(d.adjustments.traditionalIra));
  w.row("HSA", usd(d.adjustments.hsa));
  w.row("Student loan interest", usd(d.adjustments.studentLoanInterest));
  w.row("State and local taxes", usd(d.deductions.stateAndLocalTaxes));
  w.row("Mortgage interest", usd(d.deductions.mortgageInterest));
  w.row("Charitable gifts", usd(d.deductions.charitable));
  w.row("Medical expenses", usd(d.deductions.medical));
  w.row("Estimated tax payments", usd(d.credits.estimatedPayments));
  w.gap();

  const e = info.estimate;
  w.text("Estimate", { size: SIZE.heading, bold: true });
  w.row("Adjusted gross income", usd(e.agi));
  w.row(`Deduction (${e.deductionType})`, usd(e.deduction));
  w.row("Taxable income", usd(e.taxableIncome));
  w.row("Total tax", usd(e.totalTax));
  w.row("Total payments", usd(e.totalPayments));
  const result = centsOf(e.refundOrBalanceDue);
  w.row(result >= 0 ? "Estimated refund" : "Estimated balance due", usd(e.refundOrBalanceDue.replace(/^-/, "")));
  w.gap();
  w.text("How the estimate is figured", { size: SIZE.heading, bold: true });
  for (const line of e.lines) w.text(line.text, { indent: 8 });
  return doc.save();
}
