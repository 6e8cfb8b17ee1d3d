/** Placeholder until the marketing pages land. */
export default function LandingPage() {
  return null;
}
