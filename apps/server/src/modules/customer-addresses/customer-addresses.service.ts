import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES as M,
  toE164Phone,
  toNationalPhone,
  type AddressInput,
  type CustomerAddress,
} from '@salon/shared';
import { resolveAddressUnits } from '@salon/shared/addresses/units';
import { AppError, fieldError } from '../../lib/app-error.js';
import type {
  AddressRow,
  AddressValues,
  CustomerAddressesRepository,
} from './customer-addresses.repository.js';

export function toCustomerAddress(row: AddressRow): CustomerAddress {
  return {
    id: row.id,
    type: row.type,
    recipient_name: row.recipient_name,
    recipient_phone: row.recipient_phone ? toNationalPhone(row.recipient_phone) : null,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    ward: row.ward,
    district: row.district,
    city: row.city,
    postal_code: row.postal_code,
    is_default: row.is_default,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function notFound(): AppError {
  return new AppError('ADDRESS_NOT_FOUND', M.notFound, 404);
}

type Units = Pick<AddressValues, 'city' | 'ward'>;

/**
 * The official names of the province and ward an address names: one of the 34 provinces in
 * force since 1 July 2025 and a ward of that province ("TP.HCM" is stored "Thành phố Hồ Chí Minh").
 */
function officialUnits(input: AddressInput): Units {
  const result = resolveAddressUnits(input.city, input.ward);
  if (!result.ok) throw fieldError(result.field, result.message);
  return { city: result.province.name, ward: result.ward.name };
}

/**
 * On update, an address saved before the 2025 units (or with a spelling of its own) keeps its
 * province and ward while they are sent back unchanged; any change must name known units.
 */
function unitsForUpdate(row: AddressRow, input: AddressInput): Units {
  const unchanged = row.city.trim() === input.city && row.ward.trim() === input.ward;
  return unchanged ? { city: row.city, ward: row.ward } : officialUnits(input);
}

/** The stored columns of an input; the phone is kept in E.164. */
function valuesOf(input: AddressInput, units: Units): AddressValues {
  let phone: string | null = null;
  if (input.recipient_phone) {
    phone = toE164Phone(input.recipient_phone);
    if (!phone) throw fieldError('recipient_phone', M.recipientPhoneInvalid);
  }
  return {
    type: input.type,
    recipient_name: input.recipient_name,
    recipient_phone: phone,
    address_line_1: input.address_line_1,
    address_line_2: input.address_line_2,
    ward: units.ward,
    district: input.district,
    city: units.city,
    postal_code: input.postal_code,
  };
}

/**
 * A customer's address book. At most ten addresses and exactly one default whenever there is
 * any: the first address is the default, and when the default is deleted the newest remaining
 * one takes its place. Every change runs in one transaction.
 */
export class CustomerAddressesService {
  constructor(private readonly repository: CustomerAddressesRepository) {}

  async list(userId: number): Promise<CustomerAddress[]> {
    return (await this.repository.list(userId)).map(toCustomerAddress);
  }

  /** One of the customer's own addresses (orders use it for the delivery snapshot). */
  async get(userId: number, id: number): Promise<CustomerAddress> {
    const row = await this.repository.find(this.repository.db, userId, id);
    if (!row) throw notFound();
    return toCustomerAddress(row);
  }

  async create(userId: number, input: AddressInput): Promise<CustomerAddress> {
    const values = valuesOf(input, officialUnits(input));
    const id = await this.repository.db.transaction().execute(async (trx) => {
      await this.repository.lockOwner(trx, userId);
      const count = await this.repository.count(trx, userId);
      if (count >= ADDRESS_LIMITS.maxPerCustomer) {
        throw new AppError('ADDRESS_LIMIT_REACHED', M.limitReached, 422);
      }
      const isDefault = count === 0 || input.is_default === true;
      const newId = await this.repository.insert(trx, userId, values, false);
      if (isDefault) await this.repository.makeDefault(trx, userId, newId);
      return newId;
    });
    return this.get(userId, id);
  }

  /** Changes the fields; `is_default: true` makes it the default (false never leaves none). */
  async update(userId: number, id: number, input: AddressInput): Promise<CustomerAddress> {
    await this.repository.db.transaction().execute(async (trx) => {
      await this.repository.lockOwner(trx, userId);
      const row = await this.repository.find(trx, userId, id);
      if (!row) throw notFound();
      await this.repository.update(trx, userId, id, valuesOf(input, unitsForUpdate(row, input)));
      if (input.is_default === true && !row.is_default) {
        await this.repository.makeDefault(trx, userId, id);
      }
    });
    return this.get(userId, id);
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.repository.db.transaction().execute(async (trx) => {
      await this.repository.lockOwner(trx, userId);
      const row = await this.repository.find(trx, userId, id);
      if (!row) throw notFound();
      await this.repository.delete(trx, userId, id);
      if (!row.is_default) return;
      const next = await this.repository.newest(trx, userId);
      if (next) await this.repository.makeDefault(trx, userId, next.id);
    });
  }

  async setDefault(userId: number, id: number): Promise<CustomerAddress> {
    await this.repository.db.transaction().execute(async (trx) => {
      await this.repository.lockOwner(trx, userId);
      const row = await this.repository.find(trx, userId, id);
      if (!row) throw notFound();
      await this.repository.makeDefault(trx, userId, id);
    });
    return this.get(userId, id);
  }
}
