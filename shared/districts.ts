/**
 * The districts of Assam (35, as of 2024: Karimganj is now Sribhumi), with their Assamese
 * names; the forms' district lists and the address checks use them. No React, no server modules.
 */
export const DISTRICTS = [
  ['baksa', 'Baksa', 'বাক্সা'],
  ['bajali', 'Bajali', 'বজালী'],
  ['barpeta', 'Barpeta', 'বৰপেটা'],
  ['biswanath', 'Biswanath', 'বিশ্বনাথ'],
  ['bongaigaon', 'Bongaigaon', 'বঙাইগাঁও'],
  ['cachar', 'Cachar', 'কাছাৰ'],
  ['charaideo', 'Charaideo', 'চৰাইদেউ'],
  ['chirang', 'Chirang', 'চিৰাং'],
  ['darrang', 'Darrang', 'দৰং'],
  ['dhemaji', 'Dhemaji', 'ধেমাজি'],
  ['dhubri', 'Dhubri', 'ধুবুৰী'],
  ['dibrugarh', 'Dibrugarh', 'ডিব্ৰুগড়'],
  ['dima-hasao', 'Dima Hasao', 'ডিমা হাছাও'],
  ['goalpara', 'Goalpara', 'গোৱালপাৰা'],
  ['golaghat', 'Golaghat', 'গোলাঘাট'],
  ['hailakandi', 'Hailakandi', 'হাইলাকান্দি'],
  ['hojai', 'Hojai', 'হোজাই'],
  ['jorhat', 'Jorhat', 'যোৰহাট'],
  ['kamrup', 'Kamrup', 'কামৰূপ'],
  ['kamrup-metro', 'Kamrup Metropolitan', 'কামৰূপ মহানগৰ'],
  ['karbi-anglong', 'Karbi Anglong', 'কাৰ্বি আংলং'],
  ['kokrajhar', 'Kokrajhar', 'কোকৰাঝাৰ'],
  ['lakhimpur', 'Lakhimpur', 'লখিমপুৰ'],
  ['majuli', 'Majuli', 'মাজুলী'],
  ['morigaon', 'Morigaon', 'মৰিগাঁও'],
  ['nagaon', 'Nagaon', 'নগাঁও'],
  ['nalbari', 'Nalbari', 'নলবাৰী'],
  ['sivasagar', 'Sivasagar', 'শিৱসাগৰ'],
  ['sonitpur', 'Sonitpur', 'শোণিতপুৰ'],
  ['south-salmara', 'South Salmara-Mankachar', 'দক্ষিণ শালমাৰা-মানকাচৰ'],
  ['sribhumi', 'Sribhumi', 'শ্ৰীভূমি'],
  ['tamulpur', 'Tamulpur', 'তামুলপুৰ'],
  ['tinsukia', 'Tinsukia', 'তিনিচুকীয়া'],
  ['udalguri', 'Udalguri', 'ওদালগুৰি'],
  ['west-karbi-anglong', 'West Karbi Anglong', 'পশ্চিম কাৰ্বি আংলং'],
] as const satisfies ReadonlyArray<readonly [string, string, string]>

export type DistrictCode = (typeof DISTRICTS)[number][0]
export const DISTRICT_CODES = DISTRICTS.map((d) => d[0]) as unknown as readonly [DistrictCode, ...DistrictCode[]]

/** The district's name in a language. */
export function districtName(code: string, locale: 'en' | 'as'): string {
  const d = DISTRICTS.find((x) => x[0] === code)
  return d ? (locale === 'as' ? d[2] : d[1]) : code
}
