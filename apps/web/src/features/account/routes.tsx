import { lazyPage } from '../../app/lazy-page';

/** The account screens (server module `account`, /account/*): sign-in pages under /account, the profile pages in the portal and the visitor shell. */
export const EnrolPage = lazyPage(() => import('./pages/enrol-page'), 'EnrolPage');
export const ConfirmEmailPage = lazyPage(() => import('./pages/confirm-email-page'), 'ConfirmEmailPage');
export const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage');
export const LoginPage = lazyPage(() => import('./pages/login-page'), 'LoginPage');
export const LogoutPage = lazyPage(() => import('./pages/logout-page'), 'LogoutPage');
export const RegisterPage = lazyPage(() => import('./pages/register-page'), 'RegisterPage');
export const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage');
export const ProfilePage = lazyPage(() => import('./pages/profile-page'), 'ProfilePage');
export const UpdatePasswordPage = lazyPage(() => import('./pages/update-password-page'), 'UpdatePasswordPage');
