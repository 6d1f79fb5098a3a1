import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useNavigation, useSubmit } from "react-router";

/**
 * With JavaScript, a change of delivery or payment method is saved at once, so the summary shows its total
 * before "Place order". Saves run one at a time: a choice made while one is on its way is sent when it is
 * back, with the form as it then is. Interrupting a save would abort its request in the browser but not its
 * write on the server, which could then land after the newer one (and React Router reports the aborted
 * request as an uncaught error). "Place order" pressed during a save waits for it, and for the summary it
 * brings, so the order is placed with the total the shopper then sees.
 */
export function useMethodSaves(formRef: RefObject<HTMLFormElement | null>) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const queue = useRef({ running: false, again: false });
  const [saving, setSaving] = useState(false);
  const [placeWaiting, setPlaceWaiting] = useState<HTMLElement | null>(null);

  async function saveAll() {
    const state = queue.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    setSaving(true);
    try {
      do {
        state.again = false;
        if (!formRef.current) return;
        const data = new FormData(formRef.current);
        data.set("intent", "methods");
        await submit(data, { method: "post", preventScrollReset: true });
      } while (state.again);
    } finally {
      state.running = false;
      setSaving(false);
    }
  }

  useEffect(() => {
    if (!placeWaiting || saving || navigation.state !== "idle") return;
    setPlaceWaiting(null);
    formRef.current?.requestSubmit(placeWaiting);
  }, [placeWaiting, saving, navigation.state, formRef]);

  return {
    /** For the methods' radios: a save interrupted by another navigation (the shopper leaves) is no error to show. */
    choose: () => { saveAll().catch(() => {}); },
    /** For the form: holds back the order while a choice is being saved. */
    holdWhileSaving: (event: FormEvent<HTMLFormElement>) => {
      if (!queue.current.running) return;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      event.preventDefault();
      if (submitter) setPlaceWaiting(submitter);
    },
    /** The button says the order is on its way (it stays enabled: a disabled submitter would not send its intent). */
    placeWaiting: placeWaiting !== null,
  };
}
