/** hs.image: a screen snapshot's size() is in pixels (points × the screen's scale). */
declare namespace hs {
  namespace image {
    interface Image {
      size(): { w: number; h: number };
      /** Resizes the image itself (keeping its aspect unless `absolute`) and returns it. */
      size(size: { w: number; h: number }, absolute?: boolean): Image;
      /**
       * A data URL of the image; `scaleToPixels` true draws exactly size() pixels (otherwise size() times the
       * main display's scale); type "PNG" (default), "JPEG", "TIFF", "BMP" or "GIF".
       */
      encodeAsURLString(scaleToPixels?: boolean, type?: string): string;
    }
  }
}
