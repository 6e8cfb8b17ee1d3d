/** Placeholder until the marketing pages land. */
export default function ContactUsPage() {
  return null;
}
