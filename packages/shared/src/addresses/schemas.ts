import { z } from 'zod';
import { VIETNAMESE_PHONE_PATTERN, toNationalPhone } from '../phone/phone.js';
import { PERSON_NAME_MESSAGES, personNameProblem } from '../text/person-name.js';
import { ADDRESS_LIMITS as L, ADDRESS_MESSAGES as M, ADDRESS_TYPES } from './addresses.js';

/* Request schemas of the saved addresses, apart from the constants so pages can skip zod. */

// Control characters have no place in an address line (and would break the one-line text).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => !CONTROL.test(v), required);
}

/** Blank or missing is stored as null. */
function optionalText(max: number, invalid: string) {
  return z
    .union([z.string(), z.null()], { error: invalid })
    .optional()
    .transform((v) => (v == null ? null : v.trim() || null))
    .refine((v) => v === null || (v.length <= max && !CONTROL.test(v)), invalid);
}

export const addressFields = {
  type: z.enum(ADDRESS_TYPES, { error: M.typeRequired }),
  /** A person's name, the one rule of names; blank (or showing nothing) is no name. */
  recipient_name: z
    .union([z.string(), z.null()], { error: M.recipientNameInvalid })
    .optional()
    .transform((v) => (v == null || personNameProblem(v.trim()) === 'blank' ? null : v.trim()))
    .refine((v) => v === null || personNameProblem(v) === null, {
      error: PERSON_NAME_MESSAGES.invalidCharacters,
      abort: true,
    })
    .refine((v) => v === null || v.length <= L.recipientNameMax, M.recipientNameInvalid),
  /** Typed any usual way; kept in the national form, 10 or 11 digits. */
  recipient_phone: optionalText(20, M.recipientPhoneInvalid)
    .transform((v) => (v === null ? null : toNationalPhone(v)))
    .refine((v) => v === null || VIETNAMESE_PHONE_PATTERN.test(v), M.recipientPhoneInvalid),
  address_line_1: requiredText(M.lineRequired, L.lineMax, M.lineTooLong),
  address_line_2: optionalText(L.lineMax, M.line2Invalid),
  ward: requiredText(M.wardRequired, L.areaMax, M.areaTooLong),
  district: optionalText(L.areaMax, M.districtInvalid),
  city: requiredText(M.cityRequired, L.areaMax, M.areaTooLong),
  postal_code: optionalText(6, M.postalCodeInvalid).refine(
    (v) => v === null || /^\d{5,6}$/.test(v),
    M.postalCodeInvalid,
  ),
  is_default: z.boolean({ error: M.defaultInvalid }).optional(),
};

/** POST /api/customer/addresses and PUT /api/customer/addresses/:id */
export const addressInputSchema = z.object(addressFields);

/** A guest's delivery address, typed at checkout (guests have no saved addresses). */
export const deliveryAddressSchema = z.object({
  recipient_name: addressFields.recipient_name,
  recipient_phone: addressFields.recipient_phone,
  address_line_1: addressFields.address_line_1,
  address_line_2: addressFields.address_line_2,
  ward: addressFields.ward,
  district: addressFields.district,
  city: addressFields.city,
});
export type DeliveryAddressValues = z.input<typeof deliveryAddressSchema>;
export type AddressInput = z.output<typeof addressInputSchema>;
export type AddressFormValues = z.input<typeof addressInputSchema>;
