/**
 * Members the PartiQL requests share, with the constraints of DynamoDB's service model: a statement
 * of 1 to 8,192 characters, and at least one parameter when Parameters is sent.
 */
import { attributeValue, list, string } from '../shape/shapes.ts';

export const MAX_STATEMENT_LENGTH = 8192;

export const statement = string({ required: true, min: 1, max: MAX_STATEMENT_LENGTH });
export const parameters = list(attributeValue(), { min: 1 });
