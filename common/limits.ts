// Limits both sides enforce, kept once (CONVENTIONS.md).
/** The largest id a database integer column holds (PostgreSQL `integer`). */
export const ID_MAX = 2 ** 31 - 1;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;
export const NAME_MAX = 120;
export const TEXT_FIELD_MAX = 200;
export const ADDRESS_MAX = 500;
export const PINCODE_LENGTH = 6;
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
