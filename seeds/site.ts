import { loadMarqueeItem, loadNewsItem } from '../server/services/admin/content'
import type { SeedContext } from './context'
import { addDays } from './dates'
import { demoPicture } from './files'

/** Each banner's words (shown over the picture, issue 9 §1) and its link; the pictures carry no text. */
const BANNERS: Array<[caption: string, captionAs: string, link: string | null]> = [
  ['Pay your electricity bill online, any time', 'যিকোনো সময়তে অনলাইনত বিদ্যুৎ বিল পৰিশোধ কৰক', '/website/PayBill'],
  ['Smart prepaid meters: recharge and track your balance', 'স্মাৰ্ট প্ৰিপেইড মিটাৰ: ৰিচাৰ্জ কৰক আৰু বেলেঞ্চ চাওক', '/website/SmartPrepaidBalance'],
  ['PM Surya Ghar: free electricity from rooftop solar', 'পি.এম. সূৰ্য ঘৰ: ছাদ-সৌৰৰ পৰা বিনামূলীয়া বিদ্যুৎ', '/website/PmSurya'],
  ['Be alert, be safe: stay away from fallen wires', 'সতৰ্ক থাকক, সুৰক্ষিত থাকক: ছিগা তাঁৰৰ পৰা আঁতৰত থাকক', null],
]

/** What the demo banner pictures show (their alt text). */
const BANNER_ALT: [string, string] = ['A power line on poles over green fields', 'সেউজীয়া পথাৰৰ ওপৰেৰে খুঁটাত বিদ্যুতৰ তাঁৰ']

const ALBUMS: Array<{ title: string; titleAs: string; photos: Array<[string, string]> }> = [
  {
    title: 'Commissioning of the 33/11 kV sub-station at Sonapur',
    titleAs: 'সোণাপুৰত ৩৩/১১ কে.ভি. উপকেন্দ্ৰৰ উদ্বোধন',
    photos: [
      ['Inauguration ceremony', 'উদ্বোধনী অনুষ্ঠান'],
      ['The new power transformer', 'নতুন শক্তি ট্ৰেন্সফৰ্মাৰ'],
      ['Control room', 'নিয়ন্ত্ৰণ কক্ষ'],
      ['Switchyard', 'ছুইচয়াৰ্ড'],
      ['Engineers on site', 'কাৰ্যস্থলীত অভিযন্তাসকল'],
    ],
  },
  {
    title: 'Electrical safety awareness week',
    titleAs: 'বৈদ্যুতিক সুৰক্ষা সজাগতা সপ্তাহ',
    photos: [
      ['Street play in Jorhat', 'যোৰহাটত পথনাটক'],
      ['Safety rally in Dibrugarh', 'ডিব্ৰুগড়ত সুৰক্ষা ৰেলী'],
      ['School quiz in Tezpur', 'তেজপুৰত বিদ্যালয় কুইজ'],
      ['Linemen safety drill', 'লাইনমেনৰ সুৰক্ষা অনুশীলন'],
    ],
  },
  {
    title: 'Smart meter roll-out in Guwahati',
    titleAs: 'গুৱাহাটীত স্মাৰ্ট মিটাৰ স্থাপন',
    photos: [
      ['Meter installation in Dispur', 'দিশপুৰত মিটাৰ স্থাপন'],
      ['Consumer help desk', 'গ্ৰাহক সহায় কেন্দ্ৰ'],
      ['Recharge demonstration', 'ৰিচাৰ্জৰ প্ৰদৰ্শন'],
      ['Field team', 'ক্ষেত্ৰ দল'],
      ['Data centre', 'তথ্য কেন্দ্ৰ'],
      ['Awareness camp', 'সজাগতা শিবিৰ'],
    ],
  },
  {
    title: 'Restoration of supply after the Bohag storm',
    titleAs: 'বহাগৰ ধুমুহাৰ পিছত বিদ্যুৎ যোগান পুনৰ স্থাপন',
    photos: [
      ['Fallen poles at Nalbari', 'নলবাৰীত ভাগি পৰা খুঁটা'],
      ['Night work at Barpeta', 'বৰপেটাত নিশা কাম'],
      ['New poles erected', 'নতুন খুঁটা স্থাপন'],
      ['Supply restored', 'যোগান পুনৰ স্থাপন'],
      ['Team at Bongaigaon', 'বঙাইগাঁৱত কৰ্মী দল'],
      ['Transformer replaced', 'ট্ৰেন্সফৰ্মাৰ সলনি'],
      ['Thanks from consumers', 'গ্ৰাহকৰ কৃতজ্ঞতা'],
    ],
  },
]

/**
 * Banners, marquee headlines and news lines (documents of the `marquee` and `news` categories,
 * HTML sanitized on insert; the newest first), gallery albums.
 */
export async function seedSite(ctx: SeedContext): Promise<void> {
  await ctx.db('banners').insert(
    BANNERS.map(([caption, captionAs, link], i) => {
      const image = ctx.file(`banners/banner-${i + 1}.svg`, demoPicture({ width: 1200, height: 400, caption: BANNER_ALT[0], hue: (i * 70 + 190) % 360, textInImage: false }))
      return { image, link, alt: BANNER_ALT[0], alt_as: BANNER_ALT[1], caption, caption_as: captionAs, sort_order: i + 1 }
    }),
  )

  const marquee = [
    { title: '<b>Pay your bill online</b> and get a digital payment rebate', titleAs: '<b>অনলাইনত বিল পৰিশোধ কৰক</b> আৰু ডিজিটেল পৰিশোধৰ ৰেহাই লাভ কৰক', isNew: true },
    {
      title: 'Apply for a new connection online: <a href="/website/ApplyNewConn">apply here</a>',
      titleAs: 'অনলাইনত নতুন সংযোগৰ বাবে আবেদন কৰক: <a href="/website/ApplyNewConn">ইয়াত আবেদন কৰক</a>',
      link: '/website/ApplyNewConn',
    },
    { title: 'Call <strong>1912</strong> for any complaint about power supply, 24x7', titleAs: 'বিদ্যুৎ যোগান সম্পৰ্কীয় অভিযোগৰ বাবে <strong>1912</strong> নম্বৰত ফোন কৰক, ২৪x৭' },
    { title: 'One Time Settlement scheme for long pending dues is open', titleAs: 'দীৰ্ঘদিনীয়া বকেয়াৰ বাবে এককালীন নিষ্পত্তি আঁচনি মুকলি', link: '/website/OneTimeSettlement' },
    { title: 'Check the shutdown schedule of your circle before planned outages', titleAs: 'নিৰ্ধাৰিত বিদ্যুৎ বন্ধৰ আগতে আপোনাৰ চাৰ্কলৰ সূচী চাওক', link: '/website/ShutdownCircle' },
    {
      title: '<i>PM Surya Ghar</i>: subsidy for rooftop solar <script>alert("x")</script><img src=x onerror="alert(1)">',
      titleAs: '<i>পি.এম. সূৰ্য ঘৰ</i>: ছাদ-সৌৰৰ বাবে ৰাজসাহায্য',
      link: 'https://pmsuryaghar.gov.in/',
    },
  ]
  for (const [i, m] of marquee.entries()) {
    await loadMarqueeItem(ctx.db, { ...m, date: addDays(ctx.today, -i * 9), subType: 'headline' })
  }

  const news: Array<[type: 'news' | 'notification', name: string, nameAs: string, link: string | null]> = [
    ['news', '<b>New</b>: smart prepaid consumers can now view daily consumption', '<b>নতুন</b>: স্মাৰ্ট প্ৰিপেইড গ্ৰাহকে এতিয়া দৈনিক ব্যৱহাৰ চাব পাৰে', '/website/SmartPrepaidBalance'],
    ['notification', 'Tariff order for the current year published by the AERC', 'চলিত বৰ্ষৰ মাচুল আদেশ এ.ই.আৰ.চি.য়ে প্ৰকাশ কৰিছে', '/website/TariffOrder'],
    ['news', 'Special camps for new connections in Silchar and Karimganj', 'শিলচৰ আৰু কৰিমগঞ্জত নতুন সংযোগৰ বাবে বিশেষ শিবিৰ', null],
    [
      'notification',
      'Recruitment of Assistant Managers: see the <a href="/website/Career">careers page</a>',
      'সহকাৰী পৰিচালক নিযুক্তি: <a href="/website/Career">নিযুক্তিৰ পৃষ্ঠা</a> চাওক',
      '/website/Career',
    ],
    ['news', 'Holding number update is now online for Guwahati consumers', 'গুৱাহাটীৰ গ্ৰাহকৰ বাবে হ’ল্ডিং নম্বৰ উন্নীতকৰণ এতিয়া অনলাইনত', '/website/HoldingNoUpdate'],
    ['notification', 'Beware of fake calls asking you to pay to avoid disconnection', 'সংযোগ বিচ্ছিন্ন নকৰিবলৈ ধন বিচৰা ভুৱা ফোনৰ পৰা সাৱধান', null],
  ]
  for (const [i, [type, name, nameAs, link]] of news.entries()) {
    await loadNewsItem(ctx.db, { type, name, nameAs, link, date: addDays(ctx.today, -i * 6) })
  }

  for (const [a, album] of ALBUMS.entries()) {
    const result = await ctx
      .db('gallery_albums')
      .insert({ title: album.title, title_as: album.titleAs, date: addDays(ctx.today, -(a * 75 + 10)), sort_order: a + 1 })
      .returning('id')
    const albumId = Number((result[0] as { id: number }).id ?? result[0])
    await ctx.db('gallery_photos').insert(
      album.photos.map(([caption, captionAs], p) => {
        const image = ctx.file(`gallery/album-${a + 1}/photo-${p + 1}.svg`, demoPicture({ width: 800, height: 600, caption, hue: (a * 90 + p * 25) % 360 }))
        return { album_id: albumId, image, caption, caption_as: captionAs, sort_order: p + 1 }
      }),
    )
  }
}
