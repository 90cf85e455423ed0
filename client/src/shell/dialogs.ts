// The shell's dialogs, in one chunk the shell loads right after the page (see Shell.tsx).
export { BuildPreviewDialog } from './BuildPreviewDialog';
export { LocalBuildsOffer } from './LocalBuildsOffer';
export { LoginDialog } from './LoginDialog';
