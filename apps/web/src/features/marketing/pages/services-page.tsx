/** Placeholder until the marketing pages land. */
export default function ServicesPage() {
  return null;
}
