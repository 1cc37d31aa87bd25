import type { DeviceRowOf } from '../sync/plain';

/** A job as devices store it and the server sends it (pull and REST), derived from its typed columns. */
export type JobRow = DeviceRowOf<'job'>;

/** A time entry as the device stores it, derived from its typed columns. */
export type JobTimeRow = DeviceRowOf<'jobTime'>;
