/** hs.image: a screen snapshot's size() is in pixels (points × the screen's scale). */
declare namespace hs {
  namespace image {
    interface Image {
      size(): { w: number; h: number };
    }
  }
}
