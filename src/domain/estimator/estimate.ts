/**
 * The built-in materials estimator, used when no AI provider is configured: a tradie's job description in,
 * a materials list with quantities and the assumptions behind them out.
 */
import * as v from 'valibot';
import { normaliseDescription, parseDimensions } from './dimensions';
import { concrete } from './jobs/concrete';
import { deck } from './jobs/deck';
import { downlights } from './jobs/downlights';
import { fencing } from './jobs/fencing';
import { floorTiling } from './jobs/floor-tiling';
import { painting } from './jobs/painting';
import { plasterboard } from './jobs/plasterboard';
import { hotWater, toilet } from './jobs/plumbing';
import { turf } from './jobs/turf';
import { wallTiling } from './jobs/wall-tiling';
import { IMPLAUSIBLE_SIZES_MESSAGE, unrecognised, type JobEstimator } from './result';
import { estimateResultSchema, type EstimateResult } from './schema';

/**
 * Tried in order; the first that matches wins. The order settles descriptions that name two trades:
 * tiling before toilets ("retile the toilet floor"), decks and fences before painting ("stain the deck"),
 * plasterboard before painting ("plasterboard and paint a bedroom" is mostly board).
 */
const JOBS: readonly JobEstimator[] = [
  wallTiling,
  floorTiling,
  downlights,
  hotWater,
  toilet,
  deck,
  fencing,
  concrete,
  turf,
  plasterboard,
  painting,
];

export function estimateMaterials(description: string): EstimateResult {
  const trimmed = description.trim();
  const text = normaliseDescription(trimmed);
  const job = text === '' ? undefined : JOBS.find((j) => j.matches(text));
  if (!job) return unrecognised(trimmed);
  const result = job.estimate({ description: trimmed, text, dims: parseDimensions(text) });
  // Absurd sizes ("3000 x 2400 m") give quantities no one could buy; say so rather than save them.
  return v.is(estimateResultSchema, result) ? result : unrecognised(trimmed, IMPLAUSIBLE_SIZES_MESSAGE);
}
