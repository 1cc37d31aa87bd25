import { formatCents } from '../../domain/money';
import type { PriceItemRow } from '../../domain/price-book/rows';

export const priceLabel = (r: Pick<PriceItemRow, 'sellCents' | 'unit'>) => `${formatCents(r.sellCents)} / ${r.unit}`;
export const itemMeta = (r: Pick<PriceItemRow, 'code' | 'supplier' | 'gstFree'>) =>
  [r.code, r.supplier, r.gstFree ? 'GST-free' : ''].filter(Boolean).join(' · ');
// one formatter, not a new one per call (toLocaleString builds one each time: ~0.3 ms a call on a throttled phone, and
// the price book's status line counts on every search answer)
const whole = new Intl.NumberFormat('en-AU');
export const count = (n: number, one: string, many = `${one}s`) => `${whole.format(n)} ${n === 1 ? one : many}`;
