/**
 * The exact English messages of spec §5 (validation) and §8 (error catalogue), word for word,
 * including spacing and punctuation. Locales use these as the English values.
 */
export const MESSAGES = {
  mobileInvalid: 'Enter 10 Digit Valid Mobile Number !',
  mobileEmpty: 'Mobile can not be empty !',
  numbersOnly: 'Enter Numbers Only!',
  mobileNotRegistered: 'Mobile Number not registered ! Kindly Register First ',
  adminUserIdEmpty: 'User Id can not be empty !',
  adminPasswordEmpty: 'Password can not be empty !',
  chatEmpty: 'Please Type Something!',
  chatConsumerInvalid: 'Please enter a valid 12-digit consumer number!',
  chatOtpInvalid: 'Please enter a valid 6 digit OTP number!',
  otpSent: 'OTP Sent Successfully !',
  otpResendFailed: 'OTP Could not Sent !',
  otpWrong: 'Invalid OTP',
  otpWrongLong: 'Invalid OTP, Please Enter Correct OTP',
  otpVerifyNotSuccess: 'OTP Invalid !',
  networkError: 'Network Error !',
  otpVerified: 'OTP Successfully Verified !',
  forceLogoutFailed: 'Invalid OTP!',
  forceLogoutSuccess: 'Force Log Out Successfull. Please Log In now',
  alreadyLoggedIn: 'User is already logged in a different PC. Click on Force Logout to terminate the active session.',
  consumerNotFound: 'Consumer Not Found',
  sessionExpired: 'Session Expired, Please log in again',
  adminInvalid: 'Invalid Username or Password !',
} as const
export type MessageKey = keyof typeof MESSAGES

/**
 * Messages of our own (not in the spec) that the API answers beside a `code` the pages
 * translate: the OTP proof-of-work check (docs/security.md "OTP sends").
 */
export const OTP_CHECK_MESSAGES = {
  challengeRequired: 'Please wait while we check your device before sending another OTP.',
  challengeInvalid: 'The security check failed. Please try again.',
} as const
