export { TenderListingPage as default } from '../../components/listing/TenderListingPage'
