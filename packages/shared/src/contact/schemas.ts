import { z } from 'zod';
import { VIETNAMESE_PHONE_PATTERN, toNationalPhone } from '../phone/phone.js';
import { personNameField } from '../text/person-name.js';
import {
  CONTACT_METHOD_VALUES,
  CONTACT_PRIORITIES,
  CONTACT_SUBJECT_VALUES,
  DEFAULT_CONTACT_PRIORITY,
  SUPPORT_TOPIC_VALUES,
} from './contact-options.js';
import { CONTACT_LIMITS as L } from './limits.js';
import { CONTACT_MESSAGES as M } from './messages.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A required text field: one message whether it is missing, of the wrong type or blank. */
function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

export const contactNameField = personNameField(
  { min: L.nameMin, max: L.nameMax },
  { required: M.nameRequired, min: M.nameMin, max: M.nameMax },
);

/**
 * A mobile (10 digits) or a landline (11), by the one phone rule, typed any usual way
 * (`0912 345 678`, `+84…`); kept in the national form.
 */
export const contactPhoneField = requiredText(M.phoneRequired)
  .transform(toNationalPhone)
  .refine((value) => VIETNAMESE_PHONE_PATTERN.test(value), M.phoneInvalid);

export const contactEmailField = requiredText(M.emailRequired)
  .max(L.emailMax, M.emailMax)
  .regex(EMAIL_PATTERN, M.emailInvalid)
  .transform((value) => value.toLowerCase());

export const contactMessageField = requiredText(M.messageRequired)
  .min(L.messageMin, M.messageMin)
  .max(L.messageMax, M.messageMax);

export const contactSubjectField = z.enum(CONTACT_SUBJECT_VALUES, { error: M.subjectRequired });

export const contactPriorityField = z
  .enum(CONTACT_PRIORITIES, { error: M.priorityInvalid })
  .default(DEFAULT_CONTACT_PRIORITY);

export const contactAgreementField = z.literal(true, { error: M.agreementRequired });

/** customer-account §5 Contact form. The server derives the type from the subject. */
export const contactFormSchema = z.object({
  name: contactNameField,
  phone: contactPhoneField,
  email: contactEmailField,
  subject: contactSubjectField,
  message: contactMessageField,
  priority: contactPriorityField,
  branch_id: z
    .number({ error: M.branchInvalid })
    .int(M.branchInvalid)
    .positive(M.branchInvalid)
    .nullish(),
  agreement: contactAgreementField,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormData = z.output<typeof contactFormSchema>;

/**
 * customer-account §5 Support form: type, subject and message required, contact_method
 * optional. A guest also gives a name, phone and e-mail; a signed-in customer's come from the
 * account, so the server ignores these three for them.
 */
export const supportFormSchema = z.object({
  type: z.enum(SUPPORT_TOPIC_VALUES, { error: M.supportTopicRequired }),
  subject: requiredText(M.subjectTextRequired).max(L.subjectMax, M.subjectMax),
  message: contactMessageField,
  contact_method: z.enum(CONTACT_METHOD_VALUES, { error: M.contactMethodInvalid }).nullish(),
  name: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
});
export type SupportFormInput = z.input<typeof supportFormSchema>;
export type SupportFormData = z.output<typeof supportFormSchema>;

/** The contact details a guest must give with a support question. */
export const guestContactSchema = z.object({
  name: contactNameField,
  phone: contactPhoneField,
  email: contactEmailField,
});

/** What the server answers after storing a request. */
export interface ContactReceipt {
  id: number;
  type: string;
  priority: string;
  status: string;
  created_at: string;
}
