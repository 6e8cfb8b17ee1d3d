/** `tel:` link for a displayed number: '1800-000-0000' -> 'tel:18000000000'. */
export const telHref = (displayed: string): string => `tel:${displayed.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string): string => `mailto:${email}`;
