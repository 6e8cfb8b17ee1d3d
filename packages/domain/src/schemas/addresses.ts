import { z } from 'zod';
import { ADDRESS_LABEL_MAX, ADDRESS_MESSAGES as M } from '../messages.ts';
import { ZLocationData } from './requests.ts';
import { zOk, zOkWithMessage } from './responses.ts';
import { plainText } from './text.ts';

/** A saved address's label: 'Home', 'Office' or the customer's own, 1-40 characters of plain text. */
export const ZAddressLabel = plainText({
  max: ADDRESS_LABEL_MAX,
  messages: { invalid: M.labelRequired, tooLong: M.labelTooLong, characters: M.labelCharacters },
}).min(1, M.labelRequired);

/**
 * POST /api/user/addresses: a label and the place in the wizard's own `locationData` shape (so
 * the same rules hold); `isDefault` makes it the default (the first address always is).
 */
export const ZCreateSavedAddressRequest = z.object({
  label: ZAddressLabel,
  locationData: ZLocationData,
  isDefault: z.boolean({ error: M.defaultOnly }).optional().default(false),
});
export type TCreateSavedAddressRequest = z.output<typeof ZCreateSavedAddressRequest>;

/**
 * PUT /api/user/addresses/{id}: a new label, a new place, or `isDefault: true` to make it the
 * default (an address stops being the default only when another becomes it). At least one.
 */
export const ZUpdateSavedAddressRequest = z
  .object({
    label: ZAddressLabel.optional(),
    locationData: ZLocationData.optional(),
    isDefault: z.literal(true, { error: M.defaultOnly }).optional(),
  })
  .refine(
    (v) => v.label !== undefined || v.locationData !== undefined || v.isDefault !== undefined,
    M.nothingToChange,
  );
export type TUpdateSavedAddressRequest = z.output<typeof ZUpdateSavedAddressRequest>;

/** A saved address as its owner sees it; `coordinates` are `[longitude, latitude]`. */
export const ZSavedAddress = z.object({
  id: z.string(),
  label: z.string(),
  fullAddress: z.string(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  district: z.string().nullable(),
  coordinates: z.tuple([z.number(), z.number()]),
  captureMethod: z.enum(['gps', 'manual']),
  /** True when the point is the pincode's centre, not a GPS fix. */
  locationApproximate: z.boolean(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type TSavedAddress = z.infer<typeof ZSavedAddress>;

/** GET /api/user/addresses: the default first, then the newest. */
export const ZSavedAddressesResponse = zOk(z.array(ZSavedAddress));
export type TSavedAddressesResponse = z.infer<typeof ZSavedAddressesResponse>;

/** POST and PUT /api/user/addresses: the address as saved. */
export const ZSavedAddressResponse = zOkWithMessage(ZSavedAddress);
export type TSavedAddressResponse = z.infer<typeof ZSavedAddressResponse>;
