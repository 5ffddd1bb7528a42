/** Places of Assam used across the demo content: English and Assamese names. */
export const PLACES: Array<[en: string, as: string]> = [
  ['Guwahati', 'গুৱাহাটী'],
  ['Jorhat', 'যোৰহাট'],
  ['Dibrugarh', 'ডিব্ৰুগড়'],
  ['Tezpur', 'তেজপুৰ'],
  ['Silchar', 'শিলচৰ'],
  ['Nagaon', 'নগাঁও'],
  ['Bongaigaon', 'বঙাইগাঁও'],
  ['Tinsukia', 'তিনিচুকীয়া'],
  ['Barpeta', 'বৰপেটা'],
  ['Nalbari', 'নলবাৰী'],
  ['Sivasagar', 'শিৱসাগৰ'],
  ['Golaghat', 'গোলাঘাট'],
  ['Mangaldoi', 'মঙলদৈ'],
  ['Kokrajhar', 'কোকৰাঝাৰ'],
  ['North Lakhimpur', 'উত্তৰ লখিমপুৰ'],
  ['Dhubri', 'ধুবুৰী'],
]

export function place(i: number): [string, string] {
  return PLACES[i % PLACES.length]
}
