import type { SeedContext } from './context'
import { demoPortrait, slug } from './files'

const BOARD: Array<[name: string, nameAs: string, designation: string, designationAs: string]> = [
  ['Shri Ranjit Kumar Baruah', 'শ্ৰী ৰঞ্জিত কুমাৰ বৰুৱা', 'Chairman', 'অধ্যক্ষ'],
  ['Shri Pranab Kumar Saikia', 'শ্ৰী প্ৰণৱ কুমাৰ শইকীয়া', 'Managing Director', 'পৰিচালনা সঞ্চালক'],
  ['Smt. Anjali Gogoi', 'শ্ৰীমতী অঞ্জলি গগৈ', 'Director (Finance)', 'সঞ্চালক (বিত্ত)'],
  ['Shri Dipankar Das', 'শ্ৰী দীপংকৰ দাস', 'Director (Distribution)', 'সঞ্চালক (বিতৰণ)'],
  ['Shri Bhaskar Jyoti Hazarika', 'শ্ৰী ভাস্কৰ জ্যোতি হাজৰিকা', 'Director (Human Resources)', 'সঞ্চালক (মানৱ সম্পদ)'],
  ['Dr. Mridula Bora', 'ড° মৃদুলা বৰা', 'Independent Director', 'স্বতন্ত্ৰ সঞ্চালক'],
  ['Shri Nabajit Deka', 'শ্ৰী নৱজিৎ ডেকা', 'Independent Director', 'স্বতন্ত্ৰ সঞ্চালক'],
  ['Smt. Rupali Kalita', 'শ্ৰীমতী ৰূপালী কলিতা', 'Government Nominee Director', 'চৰকাৰৰ মনোনীত সঞ্চালক'],
]

const RESPONSIBILITIES: Array<[designation: string, designationAs: string, responsibility: string, responsibilityAs: string]> = [
  ['Managing Director', 'পৰিচালনা সঞ্চালক', 'Overall management of the company and implementation of the decisions of the Board.', 'কোম্পানীৰ সামগ্ৰিক পৰিচালনা আৰু সঞ্চালক মণ্ডলীৰ সিদ্ধান্তসমূহৰ ৰূপায়ণ।'],
  [
    'Chief General Manager (Commercial)',
    'মুখ্য মহাপ্ৰবন্ধক (বাণিজ্যিক)',
    'Billing, revenue collection, metering, new connections and consumer services.',
    'বিলিং, ৰাজহ সংগ্ৰহ, মিটাৰিং, নতুন সংযোগ আৰু গ্ৰাহক সেৱা।',
  ],
  [
    'Chief General Manager (Distribution)',
    'মুখ্য মহাপ্ৰবন্ধক (বিতৰণ)',
    'Operation and maintenance of the 33 kV, 11 kV and LT network and reliability of supply.',
    '৩৩ কে.ভি., ১১ কে.ভি. আৰু এল.টি. নেটৱৰ্কৰ পৰিচালনা, ৰক্ষণাবেক্ষণ আৰু নিৰ্ভৰযোগ্য যোগান।',
  ],
  ['Chief General Manager (PP&D)', 'মুখ্য মহাপ্ৰবন্ধক (পি.পি. এণ্ড ডি.)', 'Project planning, procurement and execution of schemes such as RDSS.', 'আৰ.ডি.এছ.এছ.ৰ দৰে আঁচনিৰ প্ৰকল্প পৰিকল্পনা, ক্ৰয় আৰু ৰূপায়ণ।'],
  ['Chief General Manager (HR)', 'মুখ্য মহাপ্ৰবন্ধক (মানৱ সম্পদ)', 'Recruitment, training, transfers and welfare of employees.', 'কৰ্মচাৰীৰ নিযুক্তি, প্ৰশিক্ষণ, বদলি আৰু কল্যাণ।'],
  ['Chief General Manager (F&A)', 'মুখ্য মহাপ্ৰবন্ধক (বিত্ত আৰু হিচাপ)', 'Accounts, budgeting, audit and tariff filings before the AERC.', 'হিচাপ, বাজেট, হিচাপ পৰীক্ষণ আৰু এ.ই.আৰ.চি.ৰ আগত মাচুল আবেদন।'],
  ['Company Secretary', 'কোম্পানী সচিব', 'Board meetings, statutory filings and corporate governance.', 'সঞ্চালক মণ্ডলীৰ সভা, বিধিবদ্ধ দাখিল আৰু নিগম পৰিচালনা।'],
]

/** Board of directors (with SVG portraits) and job responsibilities. */
export async function seedAbout(ctx: SeedContext): Promise<void> {
  await ctx.db('board_directors').insert(
    BOARD.map(([name, nameAs, designation, designationAs], i) => {
      const photo = ctx.file(`board/${slug(name)}.svg`, demoPortrait(name, (i * 45) % 360))
      return { name, name_as: nameAs, designation, designation_as: designationAs, photo, sort_order: i + 1 }
    }),
  )
  await ctx.db('job_responsibilities').insert(
    RESPONSIBILITIES.map(([designation, designationAs, responsibility, responsibilityAs], i) => ({
      designation,
      designation_as: designationAs,
      responsibility,
      responsibility_as: responsibilityAs,
      sort_order: i + 1,
    })),
  )
}
