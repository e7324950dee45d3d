// Every operation of the contract as the generated tests walk them (the 403/401 matrix, hostile bodies and
// queries, the unverified account's refusals), and a concrete path for each.
import { contract } from '../../../server/contract/index.ts';

export type Json = Record<string, unknown>;

export const OPERATIONS = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
    .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation: operation as Json })),
);

export const A_UUID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e77';
/** The path with every parameter set to one made-up id. */
export const concrete = (path: string) => path.replace(/\{[^}]+\}/g, A_UUID);
