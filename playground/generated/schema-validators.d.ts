// The types of schema-validators.js, which scripts/browser-validators.mjs writes (it is not kept in
// git): ajv's standalone validators as an ES module, for the page and its workers.
import type { ValidateFunction } from 'ajv';
import type { FileKind } from '../../grammar/schema/validate.js';

/** The fingerprint of the schemas the validators were made from. */
export declare const fingerprint: string;
export declare const validators: Readonly<Record<FileKind, ValidateFunction>>;
