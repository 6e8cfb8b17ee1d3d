/** Element ids that other pages link to with a hash, e.g. `/#faq`. */
export const ANCHORS = {
  /** The FAQ section of the landing page. */
  faq: 'faq',
  /** The Grievance Officer block of the privacy policy. */
  grievanceOfficer: 'grievance-officer',
} as const;
