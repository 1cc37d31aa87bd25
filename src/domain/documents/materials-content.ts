/** What a materials checklist says, shared by its PDF and Word renderers. */
import { formatInstant, formatQuantity, hasText, textLines, unitFor } from './format';
import type { MaterialsDocModel, RenderOptions } from './types';

export interface MaterialsContent {
  businessName?: string;
  title: string;
  description: string[];
  created: string;
  done: number;
  total: number;
  progress: string;
  headers: { item: string; quantity: string; unit: string; notes: string };
  rows: Array<{ completed: boolean; name: string; quantity: string; unit: string; notes: string }>;
}

export function materialsContent(model: MaterialsDocModel, options: RenderOptions = {}): MaterialsContent {
  const done = model.items.filter((i) => i.completed).length;
  const total = model.items.length;
  return {
    businessName: hasText(model.businessName) ? model.businessName.trim() : undefined,
    title: hasText(model.title) ? model.title.trim() : 'Materials list',
    description: textLines(model.description),
    created: `Created ${formatInstant(model.createdAt, { timeZone: options.timeZone })}`,
    done,
    total,
    progress: `${done} of ${total} done`,
    headers: { item: 'Item', quantity: 'Qty', unit: 'Unit', notes: 'Notes' },
    rows: model.items.map((i) => ({
      completed: i.completed,
      name: i.name.trim(),
      quantity: formatQuantity(i.quantity),
      unit: unitFor(i.quantity, i.unit),
      notes: i.notes?.trim() ?? '',
    })),
  };
}
