/** DescribeLimits takes no parameters; unknown ones are ignored, as DynamoDB ignores them. */
import type { EmptyRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { structure } from './shape/shapes.ts';

export const validateDescribeLimits = compileRequest<EmptyRequest>(structure('DescribeLimitsInput', {}));
