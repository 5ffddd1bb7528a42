/**
 * The editorial pages the search finds (their text lives in shared/content/<key>, their title
 * in shared/locales/<lang>/pages.json, or gigw.json, as `<key>.title`). A page added to the site with a
 * content module joins here; test/api/search.test.ts checks that every StaticPage is listed.
 */
import type { Bilingual } from '#shared/content/types'
import independenceDay70 from '#shared/content/independenceDay70'
import aiib from '#shared/content/aiib'
import amicableForm from '#shared/content/amicableForm'
import guestHouse from '#shared/content/guestHouse'
import panDetails from '#shared/content/panDetails'
import associatedSites from '#shared/content/associatedSites'
import contactCustomerCare from '#shared/content/contactCustomerCare'
import csrPolicy from '#shared/content/csrPolicy'
import dutiesOfConsumer from '#shared/content/dutiesOfConsumer'
import energySavingTips from '#shared/content/energySavingTips'
import faq from '#shared/content/faq'
import pmSuryaScheme from '#shared/content/pmSuryaScheme'
import pmSurya from '#shared/content/pmSurya'
import project from '#shared/content/project'
import safety from '#shared/content/safety'
import specialRebate from '#shared/content/specialRebate'
import vendorList from '#shared/content/vendorList'
import websitePolicy from '#shared/content/websitePolicy'
import badminton2016 from '#shared/content/badminton2016'
import accessibilityStatement from '#shared/content/accessibilityStatement'
import contentArchivalPolicy from '#shared/content/contentArchivalPolicy'
import contentContributionPolicy from '#shared/content/contentContributionPolicy'
import contingencyManagementPlan from '#shared/content/contingencyManagementPlan'
import help from '#shared/content/help'
import screenReaderAccess from '#shared/content/screenReaderAccess'
import securityPolicy from '#shared/content/securityPolicy'
import websiteMonitoringPlan from '#shared/content/websiteMonitoringPlan'

export interface EditorialPage {
  /** the English route (relative to /website/) */
  route: string
  key: string
  content: Bilingual
  /** the locale namespace of `<key>.title` (default 'pages') */
  titleNs?: 'pages' | 'gigw'
}

export const EDITORIAL_PAGES: readonly EditorialPage[] = [
  { route: '/70independenceday', key: 'independenceDay70', content: independenceDay70 },
  { route: '/Aiib', key: 'aiib', content: aiib },
  { route: '/AmicableForm', key: 'amicableForm', content: amicableForm },
  { route: '/ApdclGuestHouse', key: 'guestHouse', content: guestHouse },
  { route: '/ApdclPanDetails', key: 'panDetails', content: panDetails },
  { route: '/AssociatedSites', key: 'associatedSites', content: associatedSites },
  { route: '/ContactCustomerCare', key: 'contactCustomerCare', content: contactCustomerCare },
  { route: '/CsrPolicy', key: 'csrPolicy', content: csrPolicy },
  { route: '/DutiesOfConsumer', key: 'dutiesOfConsumer', content: dutiesOfConsumer },
  { route: '/EnergySavingTips', key: 'energySavingTips', content: energySavingTips },
  { route: '/FAQ', key: 'faq', content: faq },
  { route: '/PMSuryaScheme', key: 'pmSuryaScheme', content: pmSuryaScheme },
  { route: '/PmSurya', key: 'pmSurya', content: pmSurya },
  { route: '/Project', key: 'project', content: project },
  { route: '/Safety', key: 'safety', content: safety },
  { route: '/SpecialRebate', key: 'specialRebate', content: specialRebate },
  { route: '/VendorList', key: 'vendorList', content: vendorList },
  { route: '/WebsitePolicy', key: 'websitePolicy', content: websitePolicy },
  { route: '/badminton2016', key: 'badminton2016', content: badminton2016 },
  // the GIGW 3.0 pages (issue 14)
  { route: '/AccessibilityStatement', key: 'accessibilityStatement', content: accessibilityStatement, titleNs: 'gigw' },
  { route: '/ContentArchivalPolicy', key: 'contentArchivalPolicy', content: contentArchivalPolicy, titleNs: 'gigw' },
  { route: '/ContentContributionPolicy', key: 'contentContributionPolicy', content: contentContributionPolicy, titleNs: 'gigw' },
  { route: '/ContingencyManagementPlan', key: 'contingencyManagementPlan', content: contingencyManagementPlan, titleNs: 'gigw' },
  { route: '/Help', key: 'help', content: help, titleNs: 'gigw' },
  { route: '/ScreenReaderAccess', key: 'screenReaderAccess', content: screenReaderAccess, titleNs: 'gigw' },
  { route: '/SecurityPolicy', key: 'securityPolicy', content: securityPolicy, titleNs: 'gigw' },
  { route: '/WebsiteMonitoringPlan', key: 'websiteMonitoringPlan', content: websiteMonitoringPlan, titleNs: 'gigw' },
]
