// The part of toaster.ts that needs Blueprint's toaster, in its own chunk.
import { OverlayToaster, Position } from '@blueprintjs/core';

export const createToaster = () => OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 4, className: 'app-toaster' });
