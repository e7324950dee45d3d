// One Blueprint toaster for the whole app, created on first use. Blueprint's toaster (and the overlay code
// under it) is fetched then too, so pages that show no toast never load it.
import type { Toaster, ToastProps } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

function getToaster() {
  toaster ??= import('./toaster-impl').then(({ createToaster }) => createToaster());
  return toaster;
}

export function showToast(props: ToastProps) {
  void getToaster().then((t) => t.show({ timeout: 5000, ...props }));
}
