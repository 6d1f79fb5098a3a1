import { useNavigation } from "react-router";

/** Spec §9: a 2 px translucent white bar while a page loads; the error colour when a navigation failed. */
export function LoadingBar({ failed = false }: { failed?: boolean }) {
  const navigation = useNavigation();
  const loading = navigation.state !== "idle";
  if (!loading && !failed) return null;
  return (
    <div
      role="progressbar"
      aria-hidden="true"
      data-state={failed ? "error" : "loading"}
      className={`fixed inset-x-0 top-0 z-50 h-[2px] ${failed ? "bg-red-600" : "loading-bar bg-white/80 shadow-[0_0_3px_rgba(0,0,0,0.4)]"}`}
    />
  );
}
