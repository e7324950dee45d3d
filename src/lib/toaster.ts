// One Blueprint toaster for the whole app, created on first use.
import { OverlayToaster, Position, type Toaster, type ToastProps } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

function getToaster() {
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 4 });
  return toaster;
}

export function showToast(props: ToastProps) {
  void getToaster().then((t) => t.show({ timeout: 5000, ...props }));
}
