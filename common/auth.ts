import { z } from 'zod';
import {
  ADDRESS_MAX,
  ID_MAX,
  NAME_MAX,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PINCODE_LENGTH,
  TEXT_FIELD_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from './limits';

const optionalText = (max: number) => z.string().trim().max(max, `at most ${max} characters`).optional();

export const Username = z
  .string()
  .trim()
  .min(USERNAME_MIN, `Username needs at least ${USERNAME_MIN} characters.`)
  .max(USERNAME_MAX, `Username can have at most ${USERNAME_MAX} characters.`)
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dot, dash and underscore only.');

export const Password = z
  .string()
  .min(PASSWORD_MIN, `Password needs at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password can have at most ${PASSWORD_MAX} characters.`);

export const Email = z
  .string()
  .trim()
  .max(TEXT_FIELD_MAX)
  .pipe(z.email('Enter a valid email address.'))
  .transform((e) => e.toLowerCase());

export const Pincode = z
  .string()
  .regex(new RegExp(`^[1-9][0-9]{${PINCODE_LENGTH - 1}}$`), 'Pincode has 6 digits.');

export const SignupRequest = z
  .object({
    name: optionalText(NAME_MAX),
    email: Email,
    phone_number: z
      .string()
      .trim()
      .regex(/^(\+?\d[\d -]{6,18}\d)?$/, 'Enter a valid phone number.')
      .optional(),
    username: Username,
    password: Password,
    school_name: optionalText(TEXT_FIELD_MAX),
    school_principal_name: optionalText(NAME_MAX),
    school_address_state: optionalText(TEXT_FIELD_MAX),
    school_address_city: optionalText(TEXT_FIELD_MAX),
    school_address_pincode: z.union([Pincode, z.literal('')]).optional(),
    school_address: optionalText(ADDRESS_MAX),
    subject: z.coerce.number().int().positive().max(ID_MAX).optional(),
    subject_title: z.coerce.number().int().positive().max(ID_MAX).optional(),
    class: z.array(z.number().int().min(1).max(12)).max(12).optional(),
    user_type: z.literal('admin').optional(),
  })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.infer<typeof SignupRequest>;

export const LoginRequest = z
  .object({
    username: z.string().trim().min(1, 'Username is required.').max(TEXT_FIELD_MAX),
    password: z.string().min(1, 'Password is required.').max(PASSWORD_MAX),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const OtpCode = z
  .string()
  .trim()
  .max(20)
  .regex(/^\d*$/, 'The code is made of digits.')
  .refine((code) => code.length === OTP_LENGTH, `The code has ${OTP_LENGTH} digits.`);

export const VerifyOtpRequest = z.object({ otp: OtpCode, email: Email }).meta({ id: 'VerifyOtpRequest' });
export const ResendOtpRequest = z
  .object({
    userId: z.coerce.number().int().positive().max(ID_MAX),
  })
  .meta({ id: 'ResendOtpRequest' });
export const ChangePasswordRequest = z
  .object({
    current_password: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX),
    new_password: Password,
  })
  .meta({ id: 'ChangePasswordRequest' });
export const ResetPasswordRequest = z.object({ email: Email }).meta({ id: 'ResetPasswordRequest' });
export const ResetPasswordConfirm = z
  .object({ email: Email, otp: OtpCode, new_password: Password })
  .meta({ id: 'ResetPasswordConfirm' });

/** The user as the browser stores it: the spec's section 3 fields plus school_address. Never a hash. */
export const User = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    username: z.string(),
    user_type: z.string(),
    school_name: z.string(),
    school_principal_name: z.string(),
    school_address_city: z.string(),
    school_address_state: z.string(),
    school_address_pincode: z.string(),
    school_address: z.string(),
    subject: z.number().int().nullable(),
    subject_title: z.number().int().nullable(),
    standard: z.array(z.number().int()),
    is_verified: z.union([z.literal(0), z.literal(1)]),
    is_number_verified: z.union([z.literal(0), z.literal(1)]),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const AuthReply = z
  .object({ message: z.string(), token: z.string(), user: User })
  .meta({ id: 'AuthReply' });
export type AuthReply = z.infer<typeof AuthReply>;
export const MessageReply = z.object({ message: z.string() }).meta({ id: 'MessageReply' });
export type MessageReply = z.infer<typeof MessageReply>;
export const VerifyOtpReply = z.object({ message: z.string(), user: User }).meta({ id: 'VerifyOtpReply' });
export const MeReply = z.object({ user: User }).meta({ id: 'MeReply' });
