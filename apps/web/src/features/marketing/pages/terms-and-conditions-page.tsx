/** Placeholder until the marketing pages land. */
export default function TermsAndConditionsPage() {
  return null;
}
