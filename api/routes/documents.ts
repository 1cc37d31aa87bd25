import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { clientRoutes } from './clients';
import { documentExportRoutes } from './document-exports';
import { invoiceRoutes } from './invoices';
import { quoteRoutes } from './quotes';
import { numberingRoutes } from './numbering';
import { publicDocumentRoutes } from './public-documents';
import { exportRoutes } from './exports';

/** Quotes, invoices, clients and their document downloads (spec §7), mounted at /api. */
export const documentRoutes = new Hono<AppEnv>()
  .route('/', quoteRoutes)
  .route('/', invoiceRoutes)
  .route('/', clientRoutes)
  .route('/', documentExportRoutes)
  .route('/', numberingRoutes)
  .route('/', publicDocumentRoutes)
  .route('/', exportRoutes);
