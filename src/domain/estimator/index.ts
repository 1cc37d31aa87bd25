export { estimateMaterials } from './estimate';
export { countOf, normaliseDescription, parseDimensions, type CountedThing, type Dimensions } from './dimensions';
export { IMPLAUSIBLE_SIZES_MESSAGE, UNRECOGNISED_MESSAGE } from './result';
export {
  estimateResultSchema,
  materialItemSchema,
  materialsListJsonSchemaDescription,
  MAX_ITEM_QUANTITY,
  type EstimateResult,
  type MaterialItem,
} from './schema';
