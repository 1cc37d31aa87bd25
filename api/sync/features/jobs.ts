import type { ServerMutatorsFor } from '../types';
import type { jobMutations } from '../../../src/domain/sync/features/jobs';
import * as jobs from '../../repos/jobs';

/** Jobs and time entries pushed from devices. A change to a job that is gone is a no-op: a delete wins over an edit. */
export const jobServerMutators: ServerMutatorsFor<typeof jobMutations> = {
  async 'job.create'(tx, userId, args) {
    await jobs.createJob(tx, userId, args);
  },
  async 'job.update'(tx, userId, { id, patch }) {
    await jobs.updateJob(tx, userId, id, patch);
  },
  async 'job.delete'(tx, userId, { id }) {
    await jobs.deleteJob(tx, userId, id);
  },
  async 'job.addPhoto'(tx, userId, { id, photo }) {
    await jobs.addJobPhoto(tx, userId, id, photo);
  },
  async 'job.removePhoto'(tx, userId, { id, path }) {
    await jobs.removeJobPhoto(tx, userId, id, path);
  },
};
