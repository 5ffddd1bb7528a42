/** Spec §4–5 and §8: the admin login's messages, word for word (the page and the API use these). */
export const ADMIN_LOGIN_MESSAGES = {
  userIdEmpty: 'User Id can not be empty !',
  passwordEmpty: 'Password can not be empty !',
  invalid: 'Invalid Username or Password !',
} as const
