/** hs.notify: a macOS notification, shown in Notification Center. */
declare namespace hs.notify {
  interface Notification {
    send(): Notification;
    withdraw(): Notification;
  }
  /** @noSelf */
  interface Module {
    /** Shows a notification at once. */
    show(title: string, subTitle: string, information: string, tag?: string): Notification;
  }
}
declare namespace hs {
  const notify: hs.notify.Module;
}
