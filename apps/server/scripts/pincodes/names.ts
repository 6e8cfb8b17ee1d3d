import { isStateName, type StateName } from '../../src/modules/geo/regions.ts';

const SMALL_WORDS = new Set(['and', 'of']);

/** 'NORTH  AND MIDDLE ANDAMAN' -> 'North and Middle Andaman'; '&' becomes 'and'. */
export function titleCase(raw: string): string {
  return raw
    .trim()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/[a-z]+/g, (word, offset: number) =>
      offset > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    );
}

/** Old, misspelt or partial state names (after title case) to current ones. */
const STATE_ALIASES: Record<string, StateName> = {
  'Andaman and Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  // Merged into one union territory on 26 January 2020.
  'Dadra and Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'New Delhi': 'Delhi',
  'Nct of Delhi': 'Delhi',
  Orissa: 'Odisha',
  Pondicherry: 'Puducherry',
  Uttaranchal: 'Uttarakhand',
};

/** Ladakh became a union territory on 31 October 2019; the source still files it under J&K. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

/** The current state or union territory; throws on a name it does not know. */
export function normaliseState(rawState: string, district: string): StateName {
  const name = titleCase(rawState);
  const state = STATE_ALIASES[name] ?? name;
  if (state === 'Jammu and Kashmir' && LADAKH_DISTRICTS.has(district)) return 'Ladakh';
  if (!isStateName(state)) throw new Error(`unknown state '${rawState}'`);
  return state;
}

/**
 * Renamed districts and spellings, keyed by the title-cased source name (the
 * state's prefix where the name alone is ambiguous). Districts created since
 * the source was compiled are not split out: a pincode keeps its old district.
 */
const DISTRICT_RENAMES: Record<string, string> = {
  'Maharashtra|Aurangabad': 'Chhatrapati Sambhajinagar',
  'Maharashtra|Raigarh': 'Raigad',
  'Karnataka|Bijapur': 'Vijayapura',
  'Ahmed Nagar': 'Ahilyanagar',
  Allahabad: 'Prayagraj',
  Ananthapur: 'Anantapur',
  Ananthnag: 'Anantnag',
  'Ashok Nagar': 'Ashoknagar',
  Bagpat: 'Baghpat',
  Baleswar: 'Balasore',
  Bandipur: 'Bandipora',
  Bangalore: 'Bengaluru Urban',
  'Bangalore Rural': 'Bengaluru Rural',
  Belgaum: 'Belagavi',
  Bellary: 'Ballari',
  Chamrajnagar: 'Chamarajanagar',
  Chickmagalur: 'Chikkamagaluru',
  Cuddapah: 'YSR Kadapa',
  Darjiling: 'Darjeeling',
  Debagarh: 'Deogarh',
  'East Midnapore': 'Purba Medinipur',
  'East Nimar': 'Khandwa',
  Faizabad: 'Ayodhya',
  'Gandhi Nagar': 'Gandhinagar',
  Ganganagar: 'Sri Ganganagar',
  Giridh: 'Giridih',
  Gulbarga: 'Kalaburagi',
  Gurgaon: 'Gurugram',
  Hoshangabad: 'Narmadapuram',
  Jajapur: 'Jajpur',
  Jhujhunu: 'Jhunjhunu',
  'Jyotiba Phule Nagar': 'Amroha',
  'K.V.Rangareddy': 'Ranga Reddy',
  'Kaimur (Bhabua)': 'Kaimur',
  Kanchipuram: 'Kancheepuram',
  'Karim Nagar': 'Karimnagar',
  Kasargod: 'Kasaragod',
  Kawardha: 'Kabirdham',
  Kendujhar: 'Keonjhar',
  Kheri: 'Lakhimpur Kheri',
  Khorda: 'Khordha',
  'Lahul and Spiti': 'Lahaul and Spiti',
  'Mahabub Nagar': 'Mahabubnagar',
  Mahesana: 'Mehsana',
  Marigaon: 'Morigaon',
  Medinipur: 'Paschim Medinipur',
  Muktsar: 'Sri Muktsar Sahib',
  Mysore: 'Mysuru',
  Nabarangapur: 'Nabarangpur',
  Nawanshahr: 'Shahid Bhagat Singh Nagar',
  Nilgiris: 'The Nilgiris',
  'North Cachar Hills': 'Dima Hasao',
  'North Dinajpur': 'Uttar Dinajpur',
  Osmanabad: 'Dharashiv',
  Palamau: 'Palamu',
  'Panch Mahals': 'Panchmahal',
  Pondicherry: 'Puducherry',
  Puruliya: 'Purulia',
  Rajauri: 'Rajouri',
  Ramanagar: 'Ramanagara',
  Ropar: 'Rupnagar',
  'Sant Ravidas Nagar': 'Bhadohi',
  'Seraikela-Kharsawan': 'Seraikela Kharsawan',
  Shimoga: 'Shivamogga',
  Sibsagar: 'Sivasagar',
  Sonapur: 'Subarnapur',
  'South Dinajpur': 'Dakshin Dinajpur',
  Sundergarh: 'Sundargarh',
  'Surendra Nagar': 'Surendranagar',
  'The Dangs': 'Dang',
  Tumkur: 'Tumakuru',
  Tuticorin: 'Thoothukudi',
  Villupuram: 'Viluppuram',
  'West Midnapore': 'Paschim Medinipur',
  'West Nimar': 'Khargone',
  'Yamuna Nagar': 'Yamunanagar',
};

/** The source's state hints, '(HP)', '(CGH)' and so on, are redundant next to the state. */
const STATE_HINT = /\s*\((?:HP|BH|CGH|KAR|MH)\)\s*$/i;

/** The current district name; `rawState` only disambiguates. */
export function normaliseDistrict(rawDistrict: string, rawState: string): string {
  const district = titleCase(rawDistrict.replace(STATE_HINT, ''));
  const state = titleCase(rawState);
  return DISTRICT_RENAMES[`${state}|${district}`] ?? DISTRICT_RENAMES[district] ?? district;
}
