import type { Receipt, ReceiptLine } from '@tevila/domain';

/** Text for HTML: the five characters that could open markup or end an attribute, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const rows = (lines: readonly ReceiptLine[]) =>
  lines
    .map((l) => `<tr><th scope="row">${escapeHtml(l.label)}</th><td>${escapeHtml(l.value)}</td></tr>`)
    .join('');

/**
 * The printable receipt: a whole page, styled for a narrow receipt or a sheet, in the patron's
 * language and direction. Every text is escaped: names and notes come from users.
 */
export function receiptHtml(receipt: Receipt): string {
  const style =
    'body{font-family:system-ui,sans-serif;max-inline-size:20rem;margin-inline:auto;padding:1rem}' +
    'h1,h2{text-align:center;margin:0.25rem 0}h1{font-size:1.25rem}h2{font-size:1rem}' +
    'h3{font-size:0.95rem;margin:0.75rem 0 0.25rem}table{inline-size:100%;border-collapse:collapse}' +
    'th{text-align:start;font-weight:normal}td{text-align:end}' +
    '.balance th,.balance td{font-weight:bold;border-block-start:1px solid}' +
    '@media print{body{padding:0}}';
  return (
    `<!doctype html><html lang="${receipt.language}" dir="${receipt.dir}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(receipt.title === '' ? receipt.heading : `${receipt.title} - ${receipt.heading}`)}</title><style>${style}</style></head><body>` +
    (receipt.title === '' ? '' : `<h1>${escapeHtml(receipt.title)}</h1>`) +
    `<h2>${escapeHtml(receipt.heading)}</h2>` +
    `<table>${rows(receipt.details)}</table>` +
    `<h3>${escapeHtml(receipt.chargesHeading)}</h3><table>${rows(receipt.charges)}</table>` +
    `<h3>${escapeHtml(receipt.paymentsHeading)}</h3><table>${rows(receipt.payments)}</table>` +
    `<table class="balance">${rows([receipt.balance])}</table>` +
    `</body></html>`
  );
}
