import type { DocumentCategory } from '#shared/content/contract'
/**
 * Title templates of the demo documents, English and Assamese, per (category, sub-type).
 * Variables: {year}, {fy}, {quarter}, {month}, {n}, {place}/{placeAs}.
 */
export interface DocumentSpec {
  category: DocumentCategory
  subType?: string
  count: number
  titles: Array<[en: string, as: string]>
}

export const DOCUMENT_SPECS: DocumentSpec[] = [
  {
    category: 'document',
    count: 4,
    titles: [
      ["APDCL Citizen's Charter {year}", 'এ.পি.ডি.চি.এল.ৰ নাগৰিক সনদ {year}'],
      ['Standard operating procedure for new service connection ({year})', 'নতুন সেৱা সংযোগৰ মানক কাৰ্যপ্ৰণালী ({year})'],
      ['Schedule of rates for distribution works {fy}', 'বিতৰণ কামৰ হাৰৰ তালিকা {fy}'],
    ],
  },
  {
    category: 'document',
    subType: 'act',
    count: 5,
    titles: [
      ['The Electricity Act, 2003 (as amended up to {year})', 'বিদ্যুৎ আইন, ২০০৩ ({year} লৈকে সংশোধিত)'],
      ['Electricity (Rights of Consumers) Rules, 2020: amendment of {year}', 'বিদ্যুৎ (গ্ৰাহকৰ অধিকাৰ) নিয়মাৱলী, ২০২০: {year} চনৰ সংশোধনী'],
      ['AERC (Electricity Supply Code) Regulations, {year}', 'এ.ই.আৰ.চি. (বিদ্যুৎ যোগান সংহিতা) নিয়মাৱলী, {year}'],
      ['Assam Electricity Grid Code, {year}', 'অসম বিদ্যুৎ গ্ৰীড সংহিতা, {year}'],
      ['Rooftop Solar Policy of Assam, {year}', 'অসমৰ ছাদ-সৌৰ নীতি, {year}'],
    ],
  },
  {
    category: 'document',
    subType: 'techSpec',
    count: 5,
    titles: [
      ['Technical specification: 25 kVA distribution transformer ({year})', 'কাৰিকৰী বিৱৰণ: ২৫ কে.ভি.এ. বিতৰণ ট্ৰেন্সফৰ্মাৰ ({year})'],
      ['Technical specification: 11 kV vacuum circuit breaker ({year})', 'কাৰিকৰী বিৱৰণ: ১১ কে.ভি. ভেকুৱাম চাৰ্কিট ব্ৰেকাৰ ({year})'],
      ['Technical specification: single phase smart meter ({year})', 'কাৰিকৰী বিৱৰণ: এক-ফেজ স্মাৰ্ট মিটাৰ ({year})'],
      ['Technical specification: 33 kV XLPE cable ({year})', 'কাৰিকৰী বিৱৰণ: ৩৩ কে.ভি. এক্স.এল.পি.ই. কেবল ({year})'],
      ['Technical specification: LT aerial bunched cable ({year})', 'কাৰিকৰী বিৱৰণ: এল.টি. এৰিয়েল বাঞ্চড কেবল ({year})'],
    ],
  },
  {
    category: 'notice',
    count: 7,
    titles: [
      ['Notice on scheduled power shutdown in {place}', '{placeAs}ত নিৰ্ধাৰিত বিদ্যুৎ বন্ধ সম্পৰ্কীয় জাননী'],
      ['Notice to consumers: updating of consumer records in {place}', 'গ্ৰাহকলৈ জাননী: {placeAs}ত গ্ৰাহকৰ তথ্য উন্নীতকৰণ'],
      ['Public notice on the disconnection drive for long pending dues in {place}', '{placeAs}ত দীৰ্ঘদিনীয়া বকেয়াৰ বাবে সংযোগ বিচ্ছিন্নকৰণ অভিযান সম্পৰ্কে ৰাজহুৱা জাননী'],
    ],
  },
  { category: 'auditorsReport', count: 7, titles: [["Independent auditor's report on the financial statements for {fy}", '{fy} বৰ্ষৰ বিত্তীয় বিবৃতিৰ ওপৰত স্বতন্ত্ৰ হিচাপ পৰীক্ষকৰ প্ৰতিবেদন']] },
  { category: 'directorsReport', count: 7, titles: [["Directors' report for {fy}", '{fy} বৰ্ষৰ সঞ্চালকমণ্ডলীৰ প্ৰতিবেদন']] },
  { category: 'annualReturn', count: 7, titles: [['Annual return (Form MGT-7) for {fy}', '{fy} বৰ্ষৰ বাৰ্ষিক ৰিটাৰ্ণ (প্ৰপত্ৰ এম.জি.টি.-7)']] },
  {
    category: 'form',
    count: 7,
    titles: [
      ['Application form for a new LT service connection', 'নতুন এল.টি. সেৱা সংযোগৰ আবেদন-পত্ৰ'],
      ['Application form for change of name', 'নাম সলনিৰ আবেদন-পত্ৰ'],
      ['Application form for enhancement of load', 'ল’ড বৃদ্ধিৰ আবেদন-পত্ৰ'],
      ['Application form for rooftop solar net metering', 'ছাদ-সৌৰ নেট মিটাৰিঙৰ আবেদন-পত্ৰ'],
      ['Form for permanent disconnection', 'স্থায়ী সংযোগ বিচ্ছিন্নকৰণৰ প্ৰপত্ৰ'],
      ['Form for change of tariff category', 'মাচুলৰ শ্ৰেণী সলনিৰ প্ৰপত্ৰ'],
      ['Indemnity bond for transfer of a connection', 'সংযোগ হস্তান্তৰৰ ক্ষতিপূৰণ বন্ধকী-পত্ৰ'],
    ],
  },
  { category: 'shutdownNotice', count: 4, titles: [['Shutdown notice: maintenance of the 33 kV {place} feeder', 'বিদ্যুৎ বন্ধৰ জাননী: ৩৩ কে.ভি. {placeAs} ফীডাৰৰ ৰক্ষণাবেক্ষণ']] },
  { category: 'shutdownNotice', subType: 'circle', count: 5, titles: [['Shutdown schedule of {place} Electrical Circle, {month} {year}', '{placeAs} বৈদ্যুতিক চাৰ্কলৰ বিদ্যুৎ বন্ধৰ সূচী, {month} {year}']] },
  {
    category: 'report',
    count: 7,
    titles: [
      ['Monthly reliability indices (SAIFI and SAIDI), {month} {year}', 'মাহেকীয়া নিৰ্ভৰযোগ্যতা সূচক (ছেইফি আৰু ছেইডি), {month} {year}'],
      ['Energy audit report of the distribution circles, {fy}', 'বিতৰণ চাৰ্কলসমূহৰ শক্তি হিচাপ পৰীক্ষণ প্ৰতিবেদন, {fy}'],
      ['Standards of performance report, {quarter}', 'সেৱাৰ মানদণ্ডৰ প্ৰতিবেদন, {quarter}'],
    ],
  },
  {
    category: 'circular',
    count: 7,
    titles: [
      ['Circular on releasing new connections within the time limits of the Consumer Rights Rules', 'গ্ৰাহকৰ অধিকাৰ নিয়মাৱলীৰ সময়সীমাৰ ভিতৰত নতুন সংযোগ প্ৰদান সম্পৰ্কীয় চাৰ্কুলাৰ'],
      ['Circular on revision of the security deposit', 'জামিন ধনৰ পুনৰীক্ষণ সম্পৰ্কীয় চাৰ্কুলাৰ'],
      ['Circular on the handling of consumer grievances', 'গ্ৰাহকৰ অভিযোগ নিষ্পত্তি সম্পৰ্কীয় চাৰ্কুলাৰ'],
      ['Circular on recharge of smart prepaid meters', 'স্মাৰ্ট প্ৰিপেইড মিটাৰ ৰিচাৰ্জ সম্পৰ্কীয় চাৰ্কুলাৰ'],
    ],
  },
  {
    category: 'officeOrder',
    count: 7,
    titles: [
      ['Office order: transfer and posting of Assistant Managers', 'কাৰ্যালয় আদেশ: সহকাৰী পৰিচালকসকলৰ বদলি আৰু নিযুক্তি'],
      ['Office order: constitution of the tender evaluation committee', 'কাৰ্যালয় আদেশ: নিবিদা মূল্যায়ন সমিতি গঠন'],
      ['Office order: list of holidays for {year}', 'কাৰ্যালয় আদেশ: {year} চনৰ বন্ধৰ তালিকা'],
    ],
  },
  {
    category: 'clarification',
    count: 7,
    titles: [
      ['Clarification on the applicability of FPPPA charges', 'এফ.পি.পি.পি.এ. মাচুলৰ প্ৰযোজ্যতা সম্পৰ্কে স্পষ্টীকৰণ'],
      ['Clarification on billing of temporary connections', 'অস্থায়ী সংযোগৰ বিলিং সম্পৰ্কে স্পষ্টীকৰণ'],
      ['Clarification on net metering of rooftop solar plants', 'ছাদ-সৌৰ প্লাণ্টৰ নেট মিটাৰিং সম্পৰ্কে স্পষ্টীকৰণ'],
    ],
  },
  {
    category: 'pressRelease',
    count: 7,
    titles: [
      ['APDCL launches a WhatsApp complaint service in {place}', 'এ.পি.ডি.চি.এল.এ {placeAs}ত হোৱাটছএপ অভিযোগ সেৱা আৰম্ভ কৰিলে'],
      ['Smart prepaid meters installed for one lakh consumers in {place}', '{placeAs}ত এক লাখ গ্ৰাহকৰ বাবে স্মাৰ্ট প্ৰিপেইড মিটাৰ স্থাপন'],
      ['Power supply restored after the storm in {place}', '{placeAs}ত ধুমুহাৰ পিছত বিদ্যুৎ যোগান পুনৰ স্থাপন'],
    ],
  },
  {
    category: 'RTI',
    count: 7,
    titles: [
      ['RTI: list of Public Information Officers, {year}', 'তথ্যৰ অধিকাৰ: ৰাজহুৱা তথ্য বিষয়াসকলৰ তালিকা, {year}'],
      ['RTI: proactive disclosure under Section 4(1)(b), {year}', 'তথ্যৰ অধিকাৰ: ধাৰা ৪(১)(খ)ৰ অধীনত স্বতঃপ্ৰণোদিত প্ৰকাশ, {year}'],
      ['RTI: quarterly return, {quarter}', 'তথ্যৰ অধিকাৰ: ত্ৰৈমাসিক ৰিটাৰ্ণ, {quarter}'],
    ],
  },
  {
    category: 'tariff',
    subType: 'filing',
    count: 5,
    titles: [
      ['Tariff petition for {fy} filed before the AERC', 'এ.ই.আৰ.চি.ৰ আগত দাখিল কৰা {fy} বৰ্ষৰ মাচুল আবেদন'],
      ['True-up petition for {fy}', '{fy} বৰ্ষৰ ট্ৰু-আপ আবেদন'],
    ],
  },
  { category: 'tariff', subType: 'order', count: 5, titles: [['AERC tariff order for {fy}', '{fy} বৰ্ষৰ বাবে এ.ই.আৰ.চি.ৰ মাচুল আদেশ']] },
  { category: 'tariff', subType: 'fpppa', count: 6, titles: [['FPPPA charges for {month} {year}', '{year} চনৰ {month} মাহৰ এফ.পি.পি.পি.এ. মাচুল']] },
  // notifications with their PDF; the newer news lines and the marquee are seeds/site.ts
  {
    category: 'news',
    subType: 'notification',
    count: 7,
    titles: [
      ['Notification: revised timings of the cash counters in {place}', 'জাননী: {placeAs}ত নগদ ধন জমা কাউণ্টাৰৰ সংশোধিত সময়'],
      ['Notification: special camp for new connections in {place}', 'জাননী: {placeAs}ত নতুন সংযোগৰ বাবে বিশেষ শিবিৰ'],
      ['Notification: consumer awareness week, {month} {year}', 'জাননী: গ্ৰাহক সজাগতা সপ্তাহ, {month} {year}'],
    ],
  },
  {
    category: 'newsroom',
    subType: 'award',
    count: 5,
    titles: [
      ['APDCL receives the national energy conservation award, {year}', 'এ.পি.ডি.চি.এল.এ ৰাষ্ট্ৰীয় শক্তি সংৰক্ষণ বঁটা লাভ কৰিলে, {year}'],
      ['Award for excellence in consumer service, {year}', 'গ্ৰাহক সেৱাত উৎকৰ্ষৰ বঁটা, {year}'],
    ],
  },
  { category: 'newsroom', subType: 'newsletter', count: 5, titles: [['APDCL newsletter, {month} {year}', 'এ.পি.ডি.চি.এল. বাতৰি-পত্ৰ, {month} {year}']] },
  { category: 'newsroom', subType: 'bulletin', count: 5, titles: [['Bijulee News Bulletin, issue {n}', 'বিজুলী বাতৰি বুলেটিন, সংখ্যা {n}']] },
  { category: 'newsroom', subType: 'testimonial', count: 5, titles: [['Consumer testimonial: smart prepaid meter in {place}', 'গ্ৰাহকৰ অভিজ্ঞতা: {placeAs}ত স্মাৰ্ট প্ৰিপেইড মিটাৰ']] },
  {
    category: 'newsroom',
    subType: 'workshop',
    count: 5,
    titles: [
      ['Workshop on electrical safety for linemen at {place}', '{placeAs}ত লাইনমেনসকলৰ বাবে বৈদ্যুতিক সুৰক্ষা কৰ্মশালা'],
      ['Seminar on energy conservation at {place}', '{placeAs}ত শক্তি সংৰক্ষণ বিষয়ক আলোচনা-চক্ৰ'],
    ],
  },
  { category: 'qsa', subType: 'current', count: 5, titles: [['Quarterly statement of accounts, {quarter}', 'ত্ৰৈমাসিক হিচাপৰ বিবৃতি, {quarter}']] },
  { category: 'qsa', subType: 'legacy', count: 5, titles: [['Quarterly statement of accounts (legacy format), {quarter}', 'ত্ৰৈমাসিক হিচাপৰ বিবৃতি (পুৰণি প্ৰপত্ৰ), {quarter}']] },
  {
    category: 'qsa',
    subType: 'mop',
    count: 5,
    titles: [['Quarterly statement of accounts submitted to the Ministry of Power, {quarter}', 'শক্তি মন্ত্ৰালয়লৈ দাখিল কৰা ত্ৰৈমাসিক হিচাপৰ বিবৃতি, {quarter}']],
  },
  { category: 'beeReport', count: 6, titles: [['BEE energy accounting report, {quarter}', 'বি.ই.ই. শক্তি হিচাপ প্ৰতিবেদন, {quarter}']] },
  {
    category: 'poshPolicy',
    count: 6,
    titles: [
      ['Policy on prevention of sexual harassment of women at the workplace ({year})', 'কৰ্মস্থলত মহিলাৰ যৌন নিৰ্যাতন প্ৰতিৰোধ নীতি ({year})'],
      ['Constitution of the Internal Committee, {year}', 'আভ্যন্তৰীণ সমিতি গঠন, {year}'],
      ['Annual report of the Internal Committee, {year}', 'আভ্যন্তৰীণ সমিতিৰ বাৰ্ষিক প্ৰতিবেদন, {year}'],
    ],
  },
]
