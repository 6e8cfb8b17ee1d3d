import { SEARCH_CATEGORY_LABELS } from './catalogue/search-labels.ts';

/** What a request's title is made of, as far as the screens and the server's texts need. */
export interface TitleSource {
  title: string;
  serviceType?: string | null;
  category?: string | null;
  issue?: string | null;
}

/**
 * A title made by the app rather than typed by the customer, as catalogue names each client
 * translates: '{issue} - {sub-category}' (wizard), '{service} service' (the server's default
 * for a direct request) or '{service} service request' (the search page's).
 */
export type TitleParts =
  | { titleIssue: string; titleCategory: string }
  | { titleService: string }
  | { titleServiceRequest: string };

/**
 * The English names a direct request's default title may be made of: the request's category or
 * a search category. Without the catalogue, which every page showing a title would otherwise
 * download.
 */
function serviceNames(serviceType: string | null | undefined): Set<string> {
  const names = new Set<string>(Object.values(SEARCH_CATEGORY_LABELS));
  if (serviceType) names.add(serviceType);
  return names;
}

/**
 * The catalogue names a default title is made of, or null for a title the customer wrote
 * (shown as written). Recognised: '{issue} - {category}' of the request's own issue and
 * sub-category, and '{service} service' or '{service} service request' where the service is
 * the request's category or a search category's English name.
 */
export function requestTitleParts({
  title,
  serviceType,
  category,
  issue,
}: TitleSource): TitleParts | null {
  const text = title.trim();
  if (issue && category && text === `${issue} - ${category}`) {
    return { titleIssue: issue, titleCategory: category };
  }
  const direct = /^(.+?) service( request)?$/.exec(text);
  if (!direct || !serviceNames(serviceType).has(direct[1]!)) return null;
  return direct[2] ? { titleServiceRequest: direct[1]! } : { titleService: direct[1]! };
}

/** A title and, when the app made it, its parts: the parameters of a server text naming it. */
export function titleParams(source: TitleSource): { title: string } & Partial<TitleParts> {
  return { title: source.title, ...requestTitleParts(source) };
}

/**
 * The title of a direct request the customer did not name, as stored: English, so every
 * reader's app recognises it and shows it in their language.
 */
export function directRequestTitle(service: string): string {
  return `${service} service request`;
}

/** A place known only by its area or pincode, as an address is stored when there is no street. */
export type ApproximatePlace = { area: string } | { pincode: string };

/** The stored (English) address of a place known only by its area or its pincode. */
export function approximateAddress(place: ApproximatePlace): string {
  return 'area' in place ? `Near ${place.area}` : `Pincode ${place.pincode}`;
}

/**
 * The area or pincode of an address `approximateAddress` wrote, or null for an address the
 * customer wrote (shown as written). The area (district and state) is a proper noun kept in
 * Latin script; the words around it are each reader's own.
 */
export function approximatePlace(address: string): ApproximatePlace | null {
  const near = /^Near (.+)$/.exec(address.trim());
  if (near) return { area: near[1]! };
  const pincode = /^Pincode (\d{6})$/.exec(address.trim());
  return pincode ? { pincode: pincode[1]! } : null;
}
