/** Placeholder until the marketing pages land. */
export default function PrivacyPolicyPage() {
  return null;
}
