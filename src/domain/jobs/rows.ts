import type { DeviceRowOf } from '../sync/plain';
import type { JobPhoto } from './fields';
import type { ManualJobStatus } from './status';

/** A job as devices store it and the server sends it (pull and REST). */
export interface JobRow {
  id: string;
  userId: string;
  title: string;
  clientId: string | null;
  siteAddress: string;
  /** "Parramatta NSW 2150" (canonical once resolved), '' for none */
  locality: string;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  manualStatus: ManualJobStatus;
  scheduledStart: string | null;
  scheduledEnd: string | null;
  notes: string;
  photos: JobPhoto[];
  createdAt: string;
  updatedAt: string;
}

/** A time entry as the device stores it, derived from its typed columns. */
export type JobTimeRow = DeviceRowOf<'jobTime'>;
