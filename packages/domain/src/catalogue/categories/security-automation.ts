import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const securityAutomation = {
  name: 'Security & Automation',
  cardLabel: 'Security & Automation',
  slug: 'security-automation',
  icon: 'ShieldCheck',
  aliases: [],
  description: 'CCTV, smart locks, door phones and smart home setup.',
  subCategories: [
    subCategory('CCTV Cameras', [
      issue('CCTV camera installation', 799, 1499, 'unit'),
      issue('4-camera kit with installation', 12999, 24999),
      issue('Camera not working', 499, 1499),
      issue('DVR or NVR repair', 999, 2999),
      issue('Mobile viewing setup', 499, 999),
    ]),
    subCategory('Video Door Phones & Doorbells', [
      issue('Video door phone installation', 999, 2499),
      issue('Smart doorbell with installation', 4999, 11999),
      issue('Wireless doorbell installation', 199, 499),
      issue('Intercom repair', 499, 1499),
    ]),
    subCategory('Smart Locks', [
      issue('Smart lock installation', 999, 2499),
      issue('Digital lock with installation', 8999, 24999),
      issue('Digital lock repair', 699, 1999),
      issue('Lock reset or battery issue', 299, 699),
    ]),
    subCategory('Home Automation', [
      issue('Smart switch installation', 499, 1499, 'point'),
      issue('Smart plug or bulb setup', 149, 399, 'unit'),
      issue('Voice assistant and hub setup', 999, 2499),
      issue('Motorised curtain installation', 4999, 14999, 'unit'),
      issue('Full home automation', 30000, 100000),
    ]),
    subCategory('Alarms & Access Control', [
      issue('Smoke or fire detector installation', 499, 1499, 'unit'),
      issue('Burglar alarm installation', 4999, 14999),
      issue('Biometric access control', 6999, 18999),
      issue('Alarm system repair', 599, 1999),
    ]),
    subCategory('Wi-Fi & Networking', [
      issue('Router setup', 299, 699),
      issue('Mesh Wi-Fi installation', 999, 2499),
      issue('LAN cabling', 349, 799, 'point'),
      issue('Weak signal troubleshooting', 299, 999),
    ]),
  ],
} satisfies CatalogueCategory;
