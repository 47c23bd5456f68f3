import { route } from './route';

/** The captcha's challenge: asked for by the web only when a write was answered 428 (`captcha.ts`). */
export const captchaRoutes = {
  challenge: route('captcha.challenge', 'GET', '/captcha/challenge'),
};
