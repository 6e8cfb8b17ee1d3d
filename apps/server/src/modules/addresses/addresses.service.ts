import {
  AppError,
  SAVED_ADDRESSES_MAX,
  type TCreateSavedAddressRequest,
  type TLocationData,
  type TUpdateSavedAddressRequest,
} from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { placeLocation } from '../geo/index.ts';
import {
  clearDefault,
  countAddresses,
  defaultNewest,
  deleteAddress,
  findAddress,
  insertAddress,
  labelTaken,
  listAddresses,
  lockOwner,
  updateAddress,
  type SavedAddressValues,
} from './addresses.repo.ts';
import { toSavedAddress } from './addresses.view.ts';

const NOT_FOUND = 'This address was not found.';

/** The stored place of an address: as a request places it (a GPS fix, else the pincode's point). */
function placed(location: TLocationData): Omit<SavedAddressValues, 'label'> {
  const place = placeLocation(location);
  return {
    fullAddress: place.address,
    pincode: place.pincode,
    city: place.city,
    state: place.state,
    district: place.district,
    latitude: place.latitude,
    longitude: place.longitude,
    captureMethod: place.captureMethod,
  };
}

/** A label another address holds: the unique index is the last word if a check was raced. */
function labelError(error: unknown): unknown {
  return isUniqueViolation(error, 'saved_addresses_user_label_idx')
    ? new AppError('ADDRESS_LABEL_TAKEN')
    : error;
}

/**
 * A customer's saved addresses (issue 24): at most SAVED_ADDRESSES_MAX, labels unique without
 * case, exactly one default while any exist. Every change runs under the customer's row lock.
 */
export function createAddressesService({ database }: AppDeps) {
  const { db } = database;

  return {
    async list(userId: string) {
      return (await listAddresses(db, userId)).map(toSavedAddress);
    },

    /** Saves an address; the first one, or one asked to be, becomes the default. */
    async create(userId: string, input: TCreateSavedAddressRequest) {
      const values = placed(input.locationData);
      try {
        const row = await db.transaction(async (tx) => {
          await lockOwner(tx, userId);
          const saved = await countAddresses(tx, userId);
          if (saved >= SAVED_ADDRESSES_MAX) throw new AppError('ADDRESS_LIMIT_REACHED');
          if (await labelTaken(tx, userId, input.label)) throw new AppError('ADDRESS_LABEL_TAKEN');
          const isDefault = saved === 0 || input.isDefault;
          if (isDefault) await clearDefault(tx, userId);
          return insertAddress(tx, { ...values, userId, label: input.label, isDefault });
        });
        return toSavedAddress(row);
      } catch (error) {
        throw labelError(error);
      }
    },

    /** Renames, moves or makes default the customer's own address (another's is unknown). */
    async update(userId: string, id: string, input: TUpdateSavedAddressRequest) {
      const values = input.locationData ? placed(input.locationData) : {};
      try {
        const row = await db.transaction(async (tx) => {
          await lockOwner(tx, userId);
          const found = await findAddress(tx, userId, id);
          if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
          if (input.label !== undefined && (await labelTaken(tx, userId, input.label, id))) {
            throw new AppError('ADDRESS_LABEL_TAKEN');
          }
          if (input.isDefault && !found.isDefault) await clearDefault(tx, userId);
          return updateAddress(tx, id, {
            ...values,
            ...(input.label === undefined ? {} : { label: input.label }),
            ...(input.isDefault ? { isDefault: true } : {}),
          });
        });
        return toSavedAddress(row);
      } catch (error) {
        throw labelError(error);
      }
    },

    /** Deletes the customer's own address; when it was the default, the newest left becomes it. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const removed = await deleteAddress(tx, userId, id);
        if (!removed) throw new AppError('NOT_FOUND', NOT_FOUND);
        if (removed.isDefault) await defaultNewest(tx, userId);
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
