/** Builders for quotes, invoices and a business profile, in the entity shape (cents) the sync mutations take. */
import { randomUUID } from 'node:crypto';
import type { TestClient } from '../helpers/api';
import type { QuoteUnit } from '../../src/domain/schemas/documents';

export const VALID_ABN = '53004085616';
export const VALID_ABN_SPACED = '53 004 085 616';
export const BUSINESS = 'Coastline Plumbing Pty Ltd';

/** A GST-registered NSW business with an ABN, unless told otherwise. */
export async function setUpBusiness(
  client: TestClient,
  opts: { gstRegistered?: boolean; abn?: string | null; state?: string | null; name?: string } = {},
) {
  const company = await client.post('/api/company', {
    name: opts.name ?? BUSINESS,
    abn: opts.abn === undefined ? VALID_ABN : opts.abn,
    gstRegistered: opts.gstRegistered ?? true,
    phone: '0412 345 678',
    email: 'jobs@coastline.example',
    bsb: '062-000',
    accountNumber: '12345678',
  });
  if (company.status !== 200) throw new Error(`company: ${company.status} ${JSON.stringify(company.body)}`);
  const profile = await client.post('/api/user', { state: opts.state === undefined ? 'NSW' : opts.state });
  if (profile.status !== 200) throw new Error(`profile: ${profile.status} ${JSON.stringify(profile.body)}`);
}

export const quoteItem = (description: string, quantity: number, rateCents: number, unit: QuoteUnit = 'ea') => ({
  id: randomUUID(),
  description,
  quantity,
  unit,
  rateCents,
});

export function quoteArgs(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    title: 'Bathroom re-pipe',
    clientId: null,
    clientName: 'Jo Citizen',
    clientEmail: '',
    clientPhone: '0400 000 000',
    projectAddress: '1 Beach Rd, Thirroul NSW',
    projectDescription: 'Replace copper',
    selectedTrade: 'Plumbing',
    items: [quoteItem('Labour', 2.5, 11_000, 'hr'), quoteItem('Copper pipe', 10, 1_450, 'm')],
    gstIncluded: true,
    subtotalCents: 0,
    gstAmountCents: 0,
    totalCents: 0,
    depositCents: null,
    validUntil: '2030-01-31',
    status: 'draft',
    notes: '',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export const invoiceItem = (description: string, quantity: number, rateCents: number) => ({
  id: randomUUID(),
  description,
  quantity,
  rateCents,
});

export function invoiceArgs(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    title: 'Hot water system',
    invoiceNumber: `INV-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    customerName: 'Jo Citizen',
    customerEmail: '',
    customerAddress: '1 Beach Rd, Thirroul NSW',
    invoiceDate: '2026-11-20',
    dueDate: '2026-12-04',
    items: [invoiceItem('Hot water unit', 1, 50_000), invoiceItem('Labour', 2, 11_000)],
    subtotalCents: 0,
    gstCents: 0,
    totalCents: 0,
    status: 'draft',
    notes: '',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Pushes mutations as one fresh device (client id) would, numbered from 1. */
export async function push(client: TestClient, mutations: Array<{ name: string; args: unknown }>, clientId = `c-${randomUUID()}`) {
  const res = await client.post('/api/sync/push', { clientId, mutations: mutations.map((m, i) => ({ id: i + 1, ...m })) });
  if (res.status !== 200) throw new Error(`push: ${res.status} ${JSON.stringify(res.body)}`);
  return { clientId, results: res.body.results as Array<{ id: number; status: string; code?: string; message?: string }> };
}
