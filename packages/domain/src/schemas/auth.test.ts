import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  ZAdminLoginRequest,
  ZAdminSignupForm,
  ZAdminSignupRequest,
  ZGetOtpRequest,
  ZLoginRequest,
  ZRepairerSignupForm,
  ZRepairerSignupRequest,
  ZResetPasswordForm,
  ZResetPasswordRequest,
  ZUserSignupForm,
  ZUserSignupRequest,
  ZVerifyOtpRequest,
} from './auth.ts';

/** The message the server answers and the form shows: the first issue's. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const without = (value: Record<string, unknown>, key: string) => {
  const copy = { ...value };
  delete copy[key];
  return copy;
};

type Case = [field: string, value: unknown, message: string];
const MISSING = Symbol('missing');

interface SchemaSpec {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  /** Bad values per field, fields in the order their messages take precedence. */
  cases: Case[];
}

const PHONE_CASES: Case[] = [
  ['phone', MISSING, M.phoneRequired],
  ['phone', '', M.phoneRequired],
  ['phone', '   ', M.phoneRequired],
  ['phone', 9876543210, M.phoneRequired],
  ['phone', '12345', M.phoneInvalid],
  ['phone', '5123456789', M.phoneInvalid],
  ['phone', '98765432101', M.phoneInvalid],
  ['phone', 'abcdefghij', M.phoneInvalid],
];
const LOGIN_PASSWORD_CASES: Case[] = [
  ['password', MISSING, M.passwordRequired],
  ['password', '', M.passwordRequired],
  ['password', 'Short12', M.loginPasswordMin],
  ['password', 'p'.repeat(129), M.passwordMax],
];
const NEW_PASSWORD_CASES: Case[] = [
  ['password', MISSING, M.passwordRequired],
  ['password', '', M.passwordRequired],
  ['password', 'Short12', M.passwordMin],
  ['password', 'p'.repeat(129), M.passwordMax],
];
const OTP_CASES: Case[] = [
  ['otp', MISSING, M.otpInvalid],
  ['otp', '', M.otpInvalid],
  ['otp', '12345', M.otpInvalid],
  ['otp', '1234567', M.otpInvalid],
  ['otp', '12345a', M.otpInvalid],
  ['otp', 123456, M.otpInvalid],
];
const FULLNAME_MIN3_CASES: Case[] = [
  ['fullname', MISSING, M.fullnameMin],
  ['fullname', '', M.fullnameMin],
  ['fullname', 'Al', M.fullnameMin],
  ['fullname', '  Al  ', M.fullnameMin],
  ['fullname', 'A'.repeat(101), M.fullnameMax],
];
const FULLNAME_REQUIRED_CASES: Case[] = [
  ['fullname', MISSING, M.fullnameRequired],
  ['fullname', '', M.fullnameRequired],
  ['fullname', '   ', M.fullnameRequired],
  ['fullname', 'A'.repeat(101), M.fullnameMax],
];
const UPI_CASES: Case[] = [
  ['upiId', MISSING, M.upiInvalid],
  ['upiId', '', M.upiInvalid],
  ['upiId', 'a@b', M.upiInvalid],
  ['upiId', 'name@12', M.upiInvalid],
  ['upiId', 'noatsign', M.upiInvalid],
  ['upiId', 'na me@okaxis', M.upiInvalid],
  ['upiId', 'a@okaxis', M.upiInvalid],
  ['upiId', `name@${'b'.repeat(65)}`, M.upiInvalid],
];
const AADHAAR_CASES: Case[] = [
  ['aadharcardNumber', MISSING, M.aadhaarLength],
  ['aadharcardNumber', '23412341234', M.aadhaarLength],
  ['aadharcardNumber', '2341234123461', M.aadhaarLength],
  ['aadharcardNumber', '23412341234a', M.aadhaarLength],
  ['aadharcardNumber', '2341 2341 2346', M.aadhaarLength],
  ['aadharcardNumber', '234123412347', M.aadhaarInvalid],
  ['aadharcardNumber', '123412341234', M.aadhaarInvalid],
];
const PINCODE_CASES: Case[] = [
  ['pincode', MISSING, M.pincodeLength],
  ['pincode', '11001', M.pincodeLength],
  ['pincode', '1100171', M.pincodeLength],
  ['pincode', 'abcdef', M.pincodeLength],
  ['pincode', '011001', M.pincodeLength],
];

const STRONG = 'S3cure-pass';
const SPECS: SchemaSpec[] = [
  {
    name: 'ZGetOtpRequest',
    schema: ZGetOtpRequest,
    valid: { phone: '9876543210' },
    cases: PHONE_CASES,
  },
  {
    name: 'ZVerifyOtpRequest',
    schema: ZVerifyOtpRequest,
    valid: { phone: '9876543210', otp: '012345' },
    cases: [...PHONE_CASES, ...OTP_CASES],
  },
  {
    name: 'ZLoginRequest',
    schema: ZLoginRequest,
    valid: { phone: '9876543210', password: STRONG },
    cases: [...PHONE_CASES, ...LOGIN_PASSWORD_CASES],
  },
  {
    name: 'ZUserSignupRequest',
    schema: ZUserSignupRequest,
    valid: { fullname: 'Meera Iyer', password: STRONG, phone: '9876543210' },
    cases: [...FULLNAME_MIN3_CASES, ...NEW_PASSWORD_CASES, ...PHONE_CASES],
  },
  {
    name: 'ZRepairerSignupRequest',
    schema: ZRepairerSignupRequest,
    valid: {
      fullname: 'Ravi Verma',
      phone: '9876543210',
      upiId: 'ravi.verma@okaxis',
      password: STRONG,
      services: 'plumbing',
      aadharcardNumber: '234123412346',
      pincode: '110017',
    },
    cases: [
      ...FULLNAME_REQUIRED_CASES,
      ...PHONE_CASES,
      ...UPI_CASES,
      ...NEW_PASSWORD_CASES,
      ['services', MISSING, M.serviceRequired],
      ['services', '', M.serviceRequired],
      ['services', 'gardening', M.serviceRequired],
      ['services', [], M.serviceRequired],
      ['services', ['plumbing', 'electrical'], M.serviceRequired],
      ['services', 3, M.serviceRequired],
      ...AADHAAR_CASES,
      ...PINCODE_CASES,
    ],
  },
  {
    name: 'ZAdminLoginRequest',
    schema: ZAdminLoginRequest,
    valid: { fullname: 'Kavya Admin', phone: '9876543210', password: STRONG },
    cases: [...FULLNAME_REQUIRED_CASES, ...PHONE_CASES, ...LOGIN_PASSWORD_CASES],
  },
  {
    name: 'ZAdminSignupRequest',
    schema: ZAdminSignupRequest,
    valid: { fullname: 'Kavya Admin', phone: '9876543210', secretkey: 'k', password: STRONG },
    cases: [
      ...FULLNAME_MIN3_CASES,
      ...PHONE_CASES,
      ['secretkey', MISSING, M.secretKeyRequired],
      ['secretkey', '', M.secretKeyRequired],
      ['secretkey', '  ', M.secretKeyRequired],
      ['secretkey', 's'.repeat(257), M.secretKeyRequired],
      ...NEW_PASSWORD_CASES,
    ],
  },
  {
    name: 'ZResetPasswordRequest',
    schema: ZResetPasswordRequest,
    valid: { phone: '9876543210', otp: '123456', password: STRONG },
    cases: [...PHONE_CASES, ...OTP_CASES, ...NEW_PASSWORD_CASES],
  },
  {
    name: 'ZUserSignupForm',
    schema: ZUserSignupForm,
    valid: { fullname: 'Meera Iyer', password: STRONG, confirmPassword: STRONG, terms: true },
    cases: [
      ...FULLNAME_MIN3_CASES,
      ...NEW_PASSWORD_CASES.filter(([, v]) => v !== MISSING),
      ['terms', false, M.userTerms],
      ['terms', MISSING, M.userTerms],
    ],
  },
  {
    name: 'ZRepairerSignupForm',
    schema: ZRepairerSignupForm,
    valid: {
      fullname: 'Ravi Verma',
      phone: '9876543210',
      aadharcardNumber: '234123412346',
      upiId: 'ravi.verma@okaxis',
      password: STRONG,
      confirmPassword: STRONG,
      services: 'plumbing',
      pincode: '110017',
      terms: true,
    },
    cases: [
      ...FULLNAME_REQUIRED_CASES,
      ...PHONE_CASES,
      ...AADHAAR_CASES,
      ...UPI_CASES,
      ...NEW_PASSWORD_CASES.filter(([, v]) => v !== MISSING),
      ['confirmPassword', MISSING, M.confirmPasswordRequired],
      ['confirmPassword', '', M.confirmPasswordRequired],
      ['services', '', M.serviceRequired],
      ['services', 'gardening', M.serviceRequired],
      ...PINCODE_CASES,
      ['terms', false, M.repairerTerms],
      ['terms', MISSING, M.repairerTerms],
    ],
  },
  {
    name: 'ZAdminSignupForm',
    schema: ZAdminSignupForm,
    valid: {
      fullname: 'Kavya Admin',
      phone: '9876543210',
      secretkey: 'k',
      password: STRONG,
      confirmPassword: STRONG,
    },
    cases: [
      ...FULLNAME_MIN3_CASES,
      ...PHONE_CASES,
      ['secretkey', '', M.secretKeyRequired],
      ...NEW_PASSWORD_CASES.filter(([, v]) => v !== MISSING),
    ],
  },
  {
    name: 'ZResetPasswordForm',
    schema: ZResetPasswordForm,
    valid: { otp: '123456', password: STRONG, confirmPassword: STRONG },
    cases: [...OTP_CASES, ...NEW_PASSWORD_CASES.filter(([, v]) => v !== MISSING)],
  },
];

const withValue = (valid: Record<string, unknown>, field: string, value: unknown) => {
  if (value === MISSING) return without(valid, field);
  // A form's confirmation follows its password, so that only the field under test is wrong.
  const extra =
    field === 'password' && 'confirmPassword' in valid ? { confirmPassword: value } : {};
  return { ...valid, [field]: value, ...extra };
};

describe.each(SPECS)('$name', ({ schema, valid, cases }) => {
  it('accepts the valid example', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(cases.map(([field, value, message]) => ({ field, value, message })))(
    'refuses $field = $value with "$message"',
    ({ field, value, message }) => {
      expect(firstMessage(schema, withValue(valid, field, value))).toBe(message);
    },
  );

  it('reports the first bad field in field order', () => {
    // One bad value per field, all at once; then fix them one by one.
    const firstCasePerField = new Map<string, Case>();
    for (const c of cases) if (!firstCasePerField.has(c[0])) firstCasePerField.set(c[0], c);
    let input: Record<string, unknown> = { ...valid };
    for (const [field, value] of firstCasePerField.values()) {
      input = withValue(input, field, value);
    }
    for (const [field, , message] of firstCasePerField.values()) {
      expect(firstMessage(schema, input), field).toBe(message);
      input = { ...input, [field]: valid[field] };
      const confirmationTested = firstCasePerField.has('confirmPassword');
      if (field === 'password' && 'confirmPassword' in valid && !confirmationTested) {
        input.confirmPassword = valid.confirmPassword;
      }
    }
    expect(schema.safeParse(input).success).toBe(true);
  });
});

describe('normalisation', () => {
  it('trims the phone, names, codes, UPI ID and pincode; lower-cases the service', () => {
    const parsed = ZRepairerSignupRequest.parse({
      fullname: '  Ravi Verma ',
      phone: ' 9876543210 ',
      upiId: ' ravi@okaxis ',
      password: ` ${STRONG} `,
      services: [' Plumbing '],
      aadharcardNumber: ' 234123412346 ',
      pincode: ' 110017 ',
    });
    expect(parsed).toEqual({
      fullname: 'Ravi Verma',
      phone: '9876543210',
      upiId: 'ravi@okaxis',
      password: ` ${STRONG} `,
      services: 'plumbing',
      aadharcardNumber: '234123412346',
      pincode: '110017',
    });
    expect(ZVerifyOtpRequest.parse({ phone: '9876543210', otp: ' 012345 ' }).otp).toBe('012345');
  });

  it('keeps passwords exactly as typed', () => {
    expect(ZLoginRequest.parse({ phone: '9876543210', password: '  spaced  ' }).password).toBe(
      '  spaced  ',
    );
  });

  it('asks for matching passwords on the forms', () => {
    const mismatch = { password: STRONG, confirmPassword: `${STRONG}x` };
    for (const [schema, base] of [
      [ZUserSignupForm, { fullname: 'Meera Iyer', terms: true }],
      [ZAdminSignupForm, { fullname: 'Kavya Admin', phone: '9876543210', secretkey: 'k' }],
      [ZResetPasswordForm, { otp: '123456' }],
    ] as const) {
      const result = schema.safeParse({ ...base, ...mismatch });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({
        message: M.passwordsMismatch,
        path: ['confirmPassword'],
      });
    }
    const repairer = SPECS.find((s) => s.name === 'ZRepairerSignupForm')!;
    expect(firstMessage(ZRepairerSignupForm, { ...repairer.valid, ...mismatch })).toBe(
      M.passwordsMismatch,
    );
  });
});
