import type { Route } from './+types/sign-in';

export function loader(_args: Route.LoaderArgs) {
  return {};
}

export default function Page() {
  return null;
}
