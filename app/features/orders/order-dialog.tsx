import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * The order dialogs (spec §2 /profile/modals/*, issue 16). Each is a screen of its own, so its address
 * can be shared, reloaded and opened without JavaScript, where it is an ordinary page. Opened from the
 * orders list with JavaScript, the link carries `{ dialog: 1 }` in the history entry's state: the screen
 * then shows the list it came from underneath and itself as a modal <dialog> (the browser traps the
 * focus and makes the rest inert). A link from one dialog to another adds one to the depth, and closing
 * goes back that many entries, so Back and Forward walk the same steps and the list's link gets the
 * focus again.
 */

/** The orders list as its screen last showed it: what an open dialog shows underneath (set by the list's screen). */
let background: (() => ReactNode) | null = null;
let opener: string | null = null;

export function rememberOrderList(render: () => ReactNode): void {
  background = render;
}

/** The list's element that opened a dialog, to be focused again once it closes. */
export function noteDialogOpener(id: string): void {
  opener = id;
}

export function takeDialogOpener(): string | null {
  const id = opener;
  opener = null;
  return id;
}

export function dialogDepth(state: unknown): number {
  const depth = (state as { dialog?: unknown } | null)?.dialog;
  return typeof depth === "number" && Number.isInteger(depth) && depth > 0 && depth < 100 ? depth : 0;
}

/**
 * The dialog's list and depth when this screen shows as a dialog: opened from the list by a script. On
 * the server, while hydrating, and for an address typed or reloaded (no list in memory), it is a page.
 */
export function useOrderDialog(): { background: () => ReactNode; depth: number } | null {
  const hydrated = useHydrated();
  const depth = dialogDepth(useLocation().state);
  return hydrated && depth > 0 && background ? { background, depth } : null;
}

/** A link to another dialog: one step deeper when shown as a dialog, an ordinary link on a page. */
export function DialogLink({ to, children, className, testId }: { to: string; children: ReactNode; className?: string; testId?: string }) {
  const depth = dialogDepth(useLocation().state);
  const inDialog = useOrderDialog() !== null;
  return <AppLink to={to} state={inDialog ? { dialog: depth + 1 } : undefined} preventScrollReset={inDialog} className={className} data-testid={testId}>{children}</AppLink>;
}

/** The way out of a dialog: back through the entries it opened, to the list. */
function useCloseDialog(): () => void {
  const navigate = useNavigate();
  const depth = dialogDepth(useLocation().state);
  const closing = useRef(false);
  return useCallback(() => {
    if (closing.current || depth === 0) return;
    closing.current = true;
    void navigate(-depth);
  }, [depth, navigate]);
}

export function OrderDialog({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const close = useCloseDialog();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Escape: the dialog goes by the history, like its close button, so Forward opens it again.
    const onCancel = (event: Event) => { event.preventDefault(); close(); };
    // Closed by the browser without a cancel it could stop (a second Escape): the same way out.
    const onClose = () => { if (dialog.isConnected) close(); };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onClose);
    };
  }, [close]);
  return (
    <dialog ref={ref} aria-labelledby="order-dialog-title" data-testid="order-dialog"
      className="m-auto max-h-[90vh] w-[min(52rem,calc(100%-2rem))] overflow-y-auto rounded-lg bg-stone-50 p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/60">
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-stone-200 bg-white px-5 py-3">
        <h2 id="order-dialog-title" className="text-xl font-semibold">{title}</h2>
        <button type="button" onClick={close} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-2xl leading-none hover:bg-stone-100">
          <span aria-hidden="true">×</span><span className="sr-only">{t("orders.dialog.close")}</span>
        </button>
      </div>
      <div className="space-y-6 p-5">
        {children}
      </div>
    </dialog>
  );
}
