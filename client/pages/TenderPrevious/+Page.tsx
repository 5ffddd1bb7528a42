export { TenderListingPage as default } from '#client/components/listing/TenderListingPage'
