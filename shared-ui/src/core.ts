// What every page of every area needs from the platform: the shell's platform (auth, toasts, the API
// client), the brand, the page frame's navigation and the smallest components. A shared singleton of its own,
// so that a page that needs no more (the home page) loads only this; everything else is in the full entry
// (`@platform/shared-ui`, index.ts), which re-exports this one. Modules outside this entry import it by
// this name, never by path: a path would bundle a second copy of its state (core-entry.test.ts).
export {
  ApiError,
  AUTH_MODE_HEADER,
  createApiClient,
  DEFAULT_ERROR_MESSAGE,
  type ApiClient,
  type ApiClientOptions,
  type AuthMode,
  type CallOptions,
  type QueryValue,
  type RequestOptions,
} from './http/client';
export * from './http/types';
export {
  platform,
  providePlatform,
  usePlatform,
  type Platform,
  type PlatformAuth,
  type ToastOptions,
  type ToastPosition,
  type ToastType,
} from './platform/platform';
export { isValidEmail, MIN_ACCOUNT_SCREEN_WIDTH } from '@platform/contract';
export { formatNaira } from '@platform/contract';
export { documentTitle, PRODUCT_NAME, PRODUCT_TAGLINE } from './brand/brand';
export { BrandLogo, type BrandLogoProps } from './brand/brand-logo';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/button';
export { Card, type CardProps } from './components/card';
export { Spinner, type SpinnerProps } from './components/spinner';
export {
  foldedNavigation,
  MenuButton,
  type MenuButtonProps,
  type NarrowMenu,
  useNarrowMenu,
} from './navigation/narrow-menu';
export type { RemotePagesModule } from './remote';
