import type { Route } from './+types/set-password';

export function loader(_args: Route.LoaderArgs) {
  return {};
}

export default function Page() {
  return null;
}
