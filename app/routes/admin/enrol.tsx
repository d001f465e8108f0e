import type { Route } from './+types/enrol';

export function loader(_args: Route.LoaderArgs) {
  return {};
}

export default function Page() {
  return null;
}
