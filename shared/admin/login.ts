/** Spec §4–5 and §8: the admin login's messages, word for word (the page and the API use these). */
export const ADMIN_LOGIN_MESSAGES = {
  userIdEmpty: 'User Id can not be empty !',
  passwordEmpty: 'Password can not be empty !',
  invalid: 'Invalid Username or Password !',
} as const

/** The admin area's words when the server cannot be reached (the login page and every admin call). */
export const ADMIN_UNREACHABLE = 'The server could not be reached. Check the connection and try again.'

/**
 * The admin login page's problems (`InputProblem` keys, English only like the admin area): the
 * spec's three messages, the network limit's refusal (the words of `ipLimit`'s 429) and a
 * connection lost.
 */
export const ADMIN_LOGIN_WORDS = {
  ...ADMIN_LOGIN_MESSAGES,
  tooMany: 'Too many requests from this network. Please try again later.',
  unreachable: ADMIN_UNREACHABLE,
} as const

export type AdminLoginProblemKey = keyof typeof ADMIN_LOGIN_WORDS
