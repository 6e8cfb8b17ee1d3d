/** The pincode table lookup, shared with the request form of the Available Repairers page. */
export * from '../../../lib/pincode-lookup';
