/**
 * Issue 24: the first Intl formatter a page builds loads ICU's locale and time-zone data, once per renderer process:
 * 120–300 ms of main thread at 4× CPU (30–75 ms on this machine's cores), in one piece — a long task wherever the app
 * first formats a price or a date (the cards, `money.ts` at import). A dedicated worker lives in the page's process, so
 * loading that data here, on another thread while the app's scripts download, leaves the page's own first formatter
 * at ~1 ms (measured in Chromium at 4×: 80–130 ms without this worker, 0.9 ms after it). Then the worker ends.
 */
try {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Australia/Sydney';
  // the formatters the first screens build: money (src/domain/money.ts), calendar dates in a zone (src/domain/dates.ts),
  // dates and times as shown (src/domain/documents/format.ts), plain numbers, and string comparison
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(1234.5);
  new Intl.NumberFormat('en-AU', { maximumFractionDigits: 3 }).format(1.5);
  for (const timeZone of [zone, 'Australia/Sydney'])
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(Date.now());
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    Date.now(),
  );
  'a'.localeCompare('b');
} catch {
  /* an engine without Intl's data: the page formats as before */
}
close();
