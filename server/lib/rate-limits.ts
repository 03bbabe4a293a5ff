// Requests per address (and account, where one is named) per window, for the routes that need a brake.
export interface RateLimits {
  login: number;
  signup: number;
  codeCheck: number;
  codeSend: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { login: 20, signup: 10, codeCheck: 10, codeSend: 5 };
export const RATE_WINDOW = '1 minute';
