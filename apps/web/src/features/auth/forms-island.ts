/*
 * The one script of the sign-in screens loaded as a page (docs/decisions/042): the server
 * renders /login, /signup, /forgotpassword and /reset-password with the app's own components and
 * no app; this module (no React) makes the form work as the app's does, then goes into the app
 * with a page load. Inside the app (client-side navigation) the React pages run instead.
 */
import { showCarriedToasts } from '../../lib/island-toast.ts';
import { lightLogin } from './island/login.ts';
import { lightForgotPassword, lightResetPassword } from './island/reset.ts';
import { lightSignUp } from './island/signup.ts';

const FORMS: Record<string, (form: HTMLFormElement) => void> = {
  '/login': lightLogin,
  '/signup': lightSignUp,
  '/forgotpassword': lightForgotPassword,
  '/reset-password': lightResetPassword,
};

const form = document.querySelector<HTMLFormElement>('main form');
const start = FORMS[window.location.pathname.replace(/\/$/, '')];
if (form && start) start(form);
// "Your password has been changed. Please log in." from the reset page, and the like.
showCarriedToasts();
