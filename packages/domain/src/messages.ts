import { BIO_MAX, SERVICE_RADIUS_MAX_KM, SERVICE_RADIUS_MIN_KM } from './constants.ts';

/** Validation messages of SPEC.md section 5, verbatim, plus the few this product adds. */
export const VALIDATION_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  passwordRequired: 'Password is required',
  loginPasswordMin: 'Password must be at least 8 characters long',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  serviceOtpInvalid: 'Invalid OTP. Please enter a valid 6-digit code.',
  fullnameMin: 'Full name must be at least 3 characters',
  fullnameRequired: 'Full name is required',
  fullnameMax: 'Full name must be at most 100 characters',
  passwordsMismatch: 'Passwords do not match',
  userTerms: 'Please accept the Terms and Conditions and Privacy Policy',
  aadhaarLength: 'Aadhar Card Number must be 12 digits',
  /** Added: a 12-digit number that fails Aadhaar's format or Verhoeff check digit. */
  aadhaarInvalid: 'Please enter a valid Aadhar Card Number',
  upiInvalid: 'Please enter a correct UPI ID (e.g., yourname@bank)',
  confirmPasswordRequired: 'Please confirm your password',
  serviceRequired: 'Please select your service',
  pincodeLength: 'Pincode must be exactly 6 digits',
  repairerTerms: 'You must agree to the terms and conditions',
  secretKeyRequired: 'Please enter a valid Secret Key',
  /**
   * Added: free text holding a control character, a NUL byte or half of an emoji (a lone
   * surrogate), which no one can see when typed and the database cannot store.
   */
  fullnameCharacters: 'The full name contains characters that cannot be saved. Please retype it.',
  descriptionCharacters:
    'The job description contains characters that cannot be saved. Please retype it.',
  addressCharacters: 'The address contains characters that cannot be saved. Please retype it.',
  bioCharacters: 'The bio contains characters that cannot be saved. Please retype it.',
  commentCharacters: 'The comment contains characters that cannot be saved. Please retype it.',
  /** Added: a web-push subscription the browser sent that is not one (decision 056). */
  pushSubscriptionInvalid: 'This device could not be set up for notifications. Please try again.',
  messageCharacters: 'The message contains characters that cannot be sent. Please retype it.',
  /** Added: the optional fields of a request and the other inputs without a message of SPEC.md. */
  titleInvalid: 'The title must be plain text of at most 150 characters.',
  cityInvalid: 'The city must be plain text of at most 100 characters.',
  stateInvalid: 'The state must be plain text of at most 100 characters.',
  coordinatesInvalid:
    'The GPS location could not be read. Please detect it again or enter the address manually.',
  quotationInvalid: 'The estimate must be an amount in rupees.',
  urgencyInvalid: 'Please choose how urgent the job is.',
  statusFilterInvalid: 'Please choose statuses from the list.',
  pincodeUnknown: 'We could not find this pincode. Please check it.',
  /** SPEC.md section 8, the Available Repairers page, verbatim. */
  searchInvalid:
    'Invalid service category or location data is missing. Please go back and select a service and location.',
  onlineInvalid: 'Please choose online or offline.',
  emailNotificationsInvalid: 'Please turn email notifications on or off.',
  smsNotificationsInvalid: 'Please turn SMS notifications on or off.',
  messageCursorInvalid: 'Older messages could not be loaded. Please refresh the page.',
  paymentIncomplete: 'The payment details are incomplete.',
  paymentSignatureMalformed: 'The payment signature is missing or malformed.',
  checkoutOutcome: 'Please choose whether the test payment succeeds or fails.',
  /** Added: the Idempotency-Key header of a new request (decision 033). */
  idempotencyKeyInvalid:
    "The Idempotency-Key header must be 8 to 128 letters, digits, '-', '_', '.' or ':'.",
  /** Added: the admin console's overview covers 1 to 90 days (issue 23). */
  overviewDaysInvalid: 'Please choose from 1 to 90 days.',
  /** Added: the audit log's page cursor is the id of the last entry shown (issue 23). */
  auditCursorInvalid: 'Older entries could not be loaded. Please refresh the page.',
  /** Added: the repairer's monthly statement is of one month, YYYY-MM (issue 23). */
  monthInvalid: 'Please choose a month.',
  /** Added: the address an account's emails go to (issue 24). */
  emailInvalid: 'Please enter a valid email address.',
  /** Added: an email confirmation link whose token is missing or malformed (issue 24). */
  emailLinkInvalid: 'This confirmation link is not valid. Please ask for a new code.',
} as const;

/** What the email calls answer (issue 24). */
export const EMAIL_MESSAGES = {
  codeSent: 'We sent a code and a link to your email. Enter the code or open the link.',
  confirmed: 'Your email address is confirmed.',
  alreadyConfirmed: 'This email address is already confirmed.',
  settingsSaved: 'Your email settings were saved.',
} as const;

/** Request Service wizard and request modal messages (SPEC.md section 5), verbatim. */
export const REQUEST_MESSAGES = {
  serviceType: 'Please select a main service type.',
  categoryAndIssue: 'Please select both a category and an issue.',
  description: 'Please provide a job description.',
  timeSlot: 'Please select a preferred time slot.',
  contact: 'Please provide your contact information (phone number or email).',
  location: 'Please provide your full address, postal code, and select a location capture method.',
  pincode: 'Please enter a valid 6-digit pincode.',
  manualLocation: 'Please provide a full address and pincode for manual entry.',
  gpsLocation:
    "GPS location detected, but couldn't get a full address or pincode. Please ensure location services are accurate or switch to manual entry.",
  estimate: 'Please select both category and issue to get an estimation.',
  modalDescription: 'Please provide a description for your service request.',
  noRepairer: 'No repairer selected. Please select a repairer.',
  /** Added: a visit is booked from today up to 14 days ahead, India time (issue 24). */
  preferredDate: 'Choose a date from today up to 14 days ahead.',
  /** Added: a slot of today whose hours have passed (issue 24). */
  slotOver: 'That time slot is already over today. Please choose a later slot or another day.',
  /** Added: a description longer than the product keeps. */
  descriptionMax: 'The job description must be at most 2000 characters.',
} as const;

/** Messages of the repairer's screens and calls (SPEC.md sections 4, 5 and 8), verbatim. */
export const JOB_MESSAGES = {
  accepted: 'Job request accepted! Please provide your quote on the In Progress page.',
  workStarted: 'Work started. The customer has been told.',
  quoteInvalid: 'Please enter a valid quote amount.',
  quoteSubmitted: 'Quote submitted successfully!',
  otpSent: 'OTP sent successfully!',
  quoteAccepted: 'Quotation accepted! Repairer will be notified.',
  quoteRejected: 'Quotation rejected. Redirecting to pay rejection fee...',
  serviceConfirmed: 'Service confirmed as completed!',
  settingsSaved: 'Settings saved successfully!',
  profileSaved: 'Profile saved successfully!',
  radiusRange: `Service radius must be between ${SERVICE_RADIUS_MIN_KM} and ${SERVICE_RADIUS_MAX_KM} km.`,
  bioMax: `Bio must be at most ${BIO_MAX} characters.`,
  experienceMin: 'Experience cannot be negative.',
  serviceUnknown: 'Please choose services from the list.',
  servicesRequired: VALIDATION_MESSAGES.serviceRequired,
} as const;

/** Longest problem description and admin's note, in characters. */
export const ISSUE_DETAILS_MAX = 2000;
export const DISPUTE_NOTE_MAX = 1000;

/**
 * Messages of the problem report form and the admin's decision (the web translates them by key);
 * here, not beside the schemas, so the web's message translator does not pull those schemas
 * into every page.
 */
export const DISPUTE_MESSAGES = {
  reasonRequired: 'Please choose what went wrong.',
  detailsRequired: 'Please describe the problem.',
  detailsTooLong: `The description must be at most ${ISSUE_DETAILS_MAX} characters.`,
  detailsCharacters: 'The description contains characters that are not allowed.',
  decisionRequired: 'Please choose a decision.',
  statusInvalid: 'Choose one of the report statuses.',
  amountRequired: 'Enter the amount to refund, more than zero.',
  noteRequired: 'Please write a note for the decision.',
  noteTooLong: `The note must be at most ${DISPUTE_NOTE_MAX} characters.`,
  reported: 'Your problem report was sent. Our team will look into it.',
  decided: 'The decision was recorded.',
} as const;

/**
 * Messages of a reschedule (issue 24; the web translates them by key in `reschedule:messages`).
 * The date and slot follow the visit-slot rule (`slotProblem`).
 */
export const RESCHEDULE_MESSAGES = {
  dateInvalid: 'Please choose a date from today up to 14 days ahead.',
  slotOver: 'This time slot is already over today. Please choose a later slot or another day.',
  sameSlot: 'The visit is already booked for this date and time slot.',
  decisionInvalid: 'Please accept or decline the new date.',
  notAllowed: 'The visit can be moved only until work starts.',
  proposed: 'The new date was sent to your repairer to confirm.',
  applied: 'The visit was moved to the new date.',
  withdrawn: 'The new date was withdrawn. The visit stays as it was.',
  accepted: 'The new date was accepted. The visit is moved.',
  declined: 'The new date was declined. The visit stays as it was.',
} as const;

/** A customer keeps at most this many saved addresses (issue 24). */
export const SAVED_ADDRESSES_MAX = 10;
/** The longest label of a saved address ('Home', 'Office' or the customer's own). */
export const ADDRESS_LABEL_MAX = 40;

/** Messages of the saved addresses (the web translates them by key, `addresses:messages`). */
export const ADDRESS_MESSAGES = {
  labelRequired: 'Please enter a label for this address, such as Home or Office.',
  labelTooLong: `The label must be at most ${ADDRESS_LABEL_MAX} characters.`,
  labelCharacters: 'The label contains characters that cannot be saved. Please retype it.',
  nothingToChange: 'Please give a new label, a new address or make this address the default.',
  defaultOnly: 'An address stops being the default when another one is made the default.',
  saved: 'The address was saved.',
  updated: 'The address was updated.',
  deleted: 'The address was deleted.',
} as const;
