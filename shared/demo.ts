/** The demo SMS outbox's page (demo mode only): a person reads the OTPs sent to a mobile there. */
export const DEMO_OUTBOX_PATH = '/dev/sms-outbox'
