/** hs.menubar: an item in the macOS menu bar, with a title and a menu. */
declare namespace hs {
  namespace menubar {
    /** A menu row: `title` "-" is a separator; `fn` runs when it is chosen. */
    interface MenuItem {
      title: string;
      fn?: (this: void) => void;
      disabled?: boolean;
      checked?: boolean;
      menu?: MenuItem[];
    }
    interface Menubar {
      setTitle(title: string): Menubar;
      setTooltip(tooltip: string): Menubar;
      /** A function is called each time the menu opens and returns its rows. */
      setMenu(menu: (this: void) => MenuItem[]): Menubar;
      delete(): void;
    }
    /** @noSelf */
    interface Module {
      "new"(inMenuBar?: boolean): Menubar | undefined;
    }
  }
  const menubar: hs.menubar.Module;
}
