import { formatCents } from '../../domain/money';
import type { PriceItemRow } from '../../domain/price-book/rows';

export const priceLabel = (r: Pick<PriceItemRow, 'sellCents' | 'unit'>) => `${formatCents(r.sellCents)} / ${r.unit}`;
export const itemMeta = (r: Pick<PriceItemRow, 'code' | 'supplier' | 'gstFree'>) =>
  [r.code, r.supplier, r.gstFree ? 'GST-free' : ''].filter(Boolean).join(' · ');
export const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;
