/** Business constants of SPEC.md section 9 and the limits of DESIGN.md section 4. */

export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const FULLNAME_MIN_LENGTH = 3;
export const FULLNAME_MAX_LENGTH = 100;
export const AADHAAR_LENGTH = 12;
export const PINCODE_LENGTH = 6;

export const UPI_NAME_MIN = 2;
export const UPI_NAME_MAX = 256;
export const UPI_HANDLE_MIN = 3;
export const UPI_HANDLE_MAX = 64;

/**
 * Quote rejection fee, in paise (150 rupees): the only charge without work. The visit is free;
 * this is due when the customer rejects the quote after it (decision 034).
 */
export const REJECTION_FEE_PAISE = 150_00;

export const REVIEW_COMMENT_MAX = 500;
export const STARS_MIN = 1;
export const STARS_MAX = 5;
export const BIO_MAX = 500;

export const SERVICE_RADIUS_DEFAULT_KM = 25;
export const SERVICE_RADIUS_MIN_KM = 5;
export const SERVICE_RADIUS_MAX_KM = 200;
export const EXPERIENCE_DEFAULT = 0;
export const VISITING_CHARGE_DEFAULT = 0;

export const TIME_SLOTS = ['morning', 'afternoon', 'evening', 'flexible'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
export const TIME_SLOT_HOURS = {
  morning: '9 AM-12 PM',
  afternoon: '12 PM-5 PM',
  evening: '5 PM-9 PM',
  flexible: 'Anytime during the day',
} as const satisfies Record<TimeSlot, string>;

export const URGENCIES = ['low', 'medium', 'high', 'critical'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const DEFAULT_URGENCY: Urgency = 'medium';

export const GPS_TIMEOUT_MS = 10_000;

export const REDIRECT_AFTER_REPAIRER_SIGNUP_MS = 2_000;
export const REDIRECT_AFTER_PAYMENT_MS = 1_500;
export const REDIRECT_AFTER_REVIEW_MS = 1_500;
export const LANGUAGE_SWITCH_DELAY_MS = 300;
export const ESTIMATE_SIMULATED_WAIT_MS = 2_000;
export const COUNTER_ANIMATION_MS = 1_500;
export const COUNTER_VISIBILITY_THRESHOLD = 0.5;

export const NOTIFICATION_BADGE_CAP = 9;
export const NARROW_SCREEN_BREAKPOINT_PX = 768;
export const ANALYTICS_MONTHS = 6;
export const ADMIN_REQUEST_NUMBER_LENGTH = 6;

/** Server-enforced maximum of active jobs per repairer (a setting; this is its default). */
/** The customer's job-completion code (DESIGN.md section 3): 10 minutes, 5 tries. */
export const COMPLETION_CODE_TTL_SECONDS = 600;
export const COMPLETION_CODE_MAX_ATTEMPTS = 5;

export const MAX_ACTIVE_JOBS_DEFAULT = 3;

/** DESIGN.md section 4: defaults of the account limits (each is a server setting). */
export const ACCOUNT_LIMIT_DEFAULTS = {
  otpTtlSeconds: 300,
  otpMaxVerifyAttempts: 5,
  otpResendCooldownSeconds: 30,
  otpMaxSendsPerPhonePerHour: 5,
  otpMaxSendsPerIpPerHour: 20,
  signupTicketTtlSeconds: 900,
  loginMaxFailuresPerPhone: 5,
  loginMaxFailuresPerIp: 50,
  loginFailureWindowSeconds: 900,
  sessionTtlDays: 30,
} as const;

/** English plus 14 Indian languages (DESIGN.md section 11). */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'bn', name: 'বাংলা', dir: 'ltr' },
  { code: 'te', name: 'తెలుగు', dir: 'ltr' },
  { code: 'mr', name: 'मराठी', dir: 'ltr' },
  { code: 'ta', name: 'தமிழ்', dir: 'ltr' },
  { code: 'gu', name: 'ગુજરાતી', dir: 'ltr' },
  { code: 'ur', name: 'اردو', dir: 'rtl' },
  { code: 'kn', name: 'ಕನ್ನಡ', dir: 'ltr' },
  { code: 'ml', name: 'മലയാളം', dir: 'ltr' },
  { code: 'or', name: 'ଓଡ଼ିଆ', dir: 'ltr' },
  { code: 'pa', name: 'ਪੰਜਾਬੀ', dir: 'ltr' },
  { code: 'as', name: 'অসমীয়া', dir: 'ltr' },
  { code: 'ne', name: 'नेपाली', dir: 'ltr' },
  { code: 'mai', name: 'मैथिली', dir: 'ltr' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const ROLES = ['user', 'repairer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
