/** Messages the spec fixes word for word (spec 1 §8). The web app translates them; the API sends English. */
export const MESSAGES = {
  unauthorizedLogin: 'Unauthorized: Username or password is invalid.',
  notFound: 'We couldnt find what you are looking for',
  serverError: 'We experience some error with your request, please contact the administrator',
  defaultError: 'Error during request, please contact Administrator.',
  timeout: 'Timeout, please login again',
  logout: 'Logout successfully',
  forbidden: 'Explicit authorisation required',
  forgotPassword: 'If an account exists for this e-mail, a message with a link to reset the password has been sent.',
  registered: 'Registration received. Check your e-mail for a link to set your password.',
  passwordUpdated: 'Password updated successfully',
  passwordSet: 'Password set successfully. You can now log in.',
  profileUpdated: 'Profile updated successfully',
  profileUpdatedEmail: 'Profile updated successfully. You will be log out. Please log with the new email',
  accountDeleted: 'Account deleted successfully',
  tokenInvalid: 'This link is invalid or has expired.',
  tooManyAttempts: 'Too many attempts, please wait a moment and try again.',
} as const;
